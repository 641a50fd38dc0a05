import { goalPhrase } from './text';
import { PARTICIPLES } from './verbs';

/**
 * Things a person rules out ("no oven", "without a car", "vegetarian") and the
 * words a plan must then not use. A known exclusion names its family of words
 * (no meat: mince, chicken, bacon...); any other "no X" rules out X itself.
 */
export type Exclusion = {
  /** What the person ruled out, in a word or two ("oven", "meat"). */
  term: string;
  /** Whole-word patterns a plan must not use (a trailing * matches any ending). */
  avoid: string[];
};

/** Known exclusions: the words each rules out, and the words that name it. */
const KNOWN: Array<{ term: string; names: RegExp; avoid: string[] }> = [
  { term: 'oven', names: /^(?:an?\s+)?ovens?$/, avoid: ['oven*', 'roast*', 'bake', 'baked', 'baking', 'bakes', 'tray bake*', 'tray-bake*', 'casserole*', 'gratin*'] },
  {
    term: 'meat',
    names: /^(?:any\s+)?meat$|^meats$/,
    avoid: ['meat*', 'mince', 'minced', 'chicken*', 'beef', 'pork', 'lamb', 'bacon', 'sausage*', 'ham', 'steak*', 'turkey', 'burger*', 'bolognese'],
  },
  { term: 'fish', names: /^(?:fish|seafood|shellfish)$/, avoid: ['fish*', 'salmon', 'tuna', 'seafood', 'prawn*', 'shrimp*', 'cod', 'anchov*'] },
  { term: 'dairy', names: /^(?:dairy|milk|cheese|lactose)$/, avoid: ['dairy', 'milk', 'cheese*', 'butter', 'cream', 'yoghurt*', 'yogurt*'] },
  { term: 'eggs', names: /^eggs?$/, avoid: ['egg', 'eggs', 'omelette*', 'omelet*'] },
  { term: 'gluten', names: /^(?:gluten|wheat)$/, avoid: ['gluten', 'wheat', 'flour', 'pasta', 'bread*', 'couscous'] },
  { term: 'alcohol', names: /^(?:alcohol|booze|drinking|wine|beer)$/, avoid: ['alcohol*', 'wine*', 'beer*', 'cocktail*', 'pub', 'bar crawl'] },
  { term: 'gym', names: /^(?:a\s+)?gym(?:\s+membership)?$/, avoid: ['gym*'] },
  // A marathon or a 10k is running: a goal to run one never has running ruled out.
  { term: 'running', names: /^(?:running|jogging|runs)$/, avoid: ['running', 'jog*', 'long run*', 'tempo run*', 'marathon*', '5k', '10k', 'parkrun*'] },
  { term: 'car', names: /^(?:a\s+)?(?:car|driving)$/, avoid: ['car', 'cars', 'drive', 'driving', 'road trip*', 'rental car*', 'parking'] },
  { term: 'flying', names: /^(?:flying|flights?|planes?|air travel)$/, avoid: ['flight*', 'fly', 'flying', 'airport*', 'airline*', 'plane*'] },
  { term: 'social media', names: /^social(?:\s+media)?$/, avoid: ['social media', 'instagram', 'facebook', 'tiktok', 'twitter', 'linkedin post*'] },
  { term: 'apps', names: /^(?:apps?|phone apps?)$/, avoid: ['app', 'apps', 'duolingo'] },
  { term: 'paid courses', names: /^(?:paid\s+)?(?:courses?|classes|tuition)$/, avoid: ['paid course*', 'course fee*', 'tuition'] },
  { term: 'tutor', names: /^(?:a\s+)?(?:tutor|teacher|coach)s?$/, avoid: ['tutor*', 'private teacher*', 'coach'] },
  { term: 'sugar', names: /^(?:sugar|sweets|desserts?)$/, avoid: ['sugar*', 'dessert*', 'sweets', 'cake*'] },
  { term: 'caffeine', names: /^(?:caffeine|coffee)$/, avoid: ['caffeine', 'coffee', 'espresso'] },
  { term: 'power tools', names: /^(?:power\s+tools?|drills?)$/, avoid: ['power tool*', 'drill', 'drills', 'drilling', 'circular saw*', 'jigsaw*'] },
  { term: 'debt', names: /^(?:debt|loans?|credit|borrowing)$/, avoid: ['loan*', 'credit card*', 'borrow*', 'financing', 'overdraft'] },
  {
    term: 'professionals',
    names: /^(?:professionals?|tradespeople|tradesm[ae]n|tradespersons?|contractors?|builders?)$/,
    avoid: ['professional*', 'tradesperson*', 'tradespeople', 'tradesman', 'tradesmen', 'contractor*', 'quote', 'quotes'],
  },
  { term: 'chemicals', names: /^(?:chemicals?|pesticides?|chemical treatments?)$/, avoid: ['pesticide*', 'chemical*', 'herbicide*', 'weedkiller*'] },
];

const DIETS: Array<[RegExp, string[]]> = [
  [/\bvegan\b|\bplant[- ]based\b/i, ['meat', 'fish', 'dairy', 'eggs']],
  [/\bvegetarian\b|\bveggie\b/i, ['meat', 'fish']],
  [/\bpescatarian\b/i, ['meat']],
  [/\bgluten[- ]free\b|\bcoeliac\b|\bceliac\b/i, ['gluten']],
  [/\bdairy[- ]free\b|\blactose[- ]intolerant\b/i, ['dairy']],
  [/\b(?:teetotal|sober|don'?t drink)\b/i, ['alcohol']],
  // "Do it myself", "DIY only": the person does the work, so no tradesperson is hired for it.
  [/\b(?:do|doing|paint|painting|build|building)\s+(?:it|it\s+all|everything|all\s+of\s+it)\s+(?:by\s+)?(?:myself|ourselves)\b|\bdiy\s+only\b/i, ['professionals']],
];

/** "no X" about a state, not a thing to leave out of the plan ("no injuries", "no experience", "no savings"). */
const NOT_THINGS = new Set(
  (
    'injury injuries experience idea clue problem problems issue issues limit limits allergies allergy preference preferences rush pressure ' +
    'kids children deadline one help rules constraints restrictions worries worry plan plans more less longer later earlier matter way doubt ' +
    'need reason time money budget chance pain health conditions condition fixed date dates particular specific strong opinion opinions ' +
    'other others big thing things pets pet partner partners support one else hurry fear sure need prior background ' +
    'savings income salary'
  ).split(' '),
);

/** Words that end the thing named after "no" ("no sugar after dinner", "no buses alone"). */
const PHRASE_END =
  'and|or|but|on|at|in|before|after|during|for|because|please|either|too|whatsoever|now|over|under|than|alone|again|unless|if|when|while|with|to|so|like|a|an|the|any|my|our|more|less|anymore';

const NEGATED_THING = new RegExp(
  "\\b(?:no|without|not\\s+(?:using|use|eat|eating|have|having)|never|avoid(?:ing)?|(?:can't|cannot|can not|don't|do not|won't|will not)\\s+(?:use|eat|have|afford|do|take|go|own|drive|fly)(?:\\s+(?:to|a|an|any))?|nothing\\s+with)\\s+(?:an?\\s+|any\\s+|the\\s+|my\\s+|our\\s+)?" +
    `((?:[a-z][a-z'-]*)(?:\\s+(?!(?:${PHRASE_END})\\b)[a-z][a-z'-]*){0,2})`,
  'gi',
);

/** "Avoid knee injuries", "no back pain": a harm to prevent is a state, not a thing to leave out of the plan. */
const HARMS = new Set('injury injuries pain pains problem problems issue issues strain strains burnout stress'.split(' '));

const isPastVerb = (word: string) => word in PARTICIPLES || /^.{2,}ed$/.test(word) || IRREGULAR_PAST.has(word);
const IRREGULAR_PAST = new Set('been done gone run swum flown ridden driven seen had made written read taken met sung spoken learnt tried'.split(' '));

/** "No fees over $50 a month": a limit on the thing, which the plan may then use. */
const LIMIT_AFTER = /^\s+(?:over|above|beyond|more than|higher than|of more than)\s+(?:[$€£]|\d|(?:usd|eur|gbp|chf|cad|aud)\b)/i;

/** "Vegan options", "for the vegetarians": food to offer some people, not a diet the person keeps. */
const DIET_TO_OFFER_AFTER = /^\w*\s+(?:options?|choices?|alternatives?|dishes|menus?|meals?\s+for|guests?|friends?|people|attendees|colleagues)\b/i;
const DIET_TO_OFFER_BEFORE = /\b(?:some|few|several|for\s+(?:the\s+)?|one|two|three)\s*$/i;
/**
 * "My fiancée is vegetarian", "our son is vegan": at an event the diet of someone else is food to
 * offer, not one the whole event keeps ("my diet is vegan" is the person's own). At home
 * ("Learn to cook weeknight dinners") it is the household's.
 */
const SOMEONE_ELSES_DIET_BEFORE = /\b(?:my|our|his|her|their)\s+(?!(?:diet|food|meals?|cooking|eating|household|family)\b)[\p{L}'’-]+\s+(?:is|are)\s+(?:also\s+|strictly\s+|a\s+)?$/iu;
/** Goals that cater for guests: a wedding, a party, an event. */
const EVENT_GOAL = /\b(?:wedding|party|event|celebration|reception|festival|fundraiser|gala|conference|barbecue|bbq|christening|anniversary)\b/i;

/** Whether a text says the person keeps a diet (each mention checked: "vegan options" is none). */
function followsDiet(text: string, pattern: RegExp, event: boolean): boolean {
  const each = new RegExp(pattern.source, 'gi');
  for (const m of text.matchAll(each)) {
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(0, m.index);
    if (!DIET_TO_OFFER_AFTER.test(after) && !DIET_TO_OFFER_BEFORE.test(before) && !(event && SOMEONE_ELSES_DIET_BEFORE.test(before))) return true;
  }
  return false;
}

/** "Never miss a payment", "avoid the": a word followed by an article is a verb, not a thing. */
const VERB_AFTER = /^\s+(?:a|an|the|any|my|our|your|it|them)\b/i;

/** "no running on weekdays", "no calls after 9 pm": a time follows, so it is a schedule. */
const SCHEDULE_AFTER =
  /^\s+(?:on|at|before|after|during|in)\s+(?:the\s+)?(?:week(?:day|end|night)s?|mornings?|evenings?|nights?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|work\s?days?|lunch(?:time)?|\d)/i;

/** Words ending in -ing that name a thing, not an activity ("evening", "wedding"). */
const NOT_ACTIVITIES = new Set('evening morning spring string ceiling clothing thing nothing something anything everything wedding building pudding sibling icing stuffing filling bedding lighting'.split(' '));
/** Words after an activity that say how or where it is done ("running outdoors"): the activity is still the thing. */
const HOW_DONE = /^(?:outdoors|outside|indoors|inside|uphill|downhill|alone|far|fast|long|late|early|daily|much)$/;

/**
 * "Running shoes", "walking boots", "cooking pans": an activity before a noun says what the thing is
 * for, so the phrase names gear the person lacks, which the plan may well get, and never rules out
 * the activity. Before a known thing it is what is done with it ("drinking alcohol"): that thing.
 */
function usedFor(words: string[]): Exclusion | null | undefined {
  const [first, ...rest] = words;
  if (rest.length === 0 || !/^[a-z]{3,}ing$/.test(first) || NOT_ACTIVITIES.has(first) || HOW_DONE.test(rest[0])) return undefined;
  const thing = rest.join(' ');
  const known = KNOWN.find((k) => k.names.test(thing) || k.names.test(rest[0]));
  return known ? { term: known.term, avoid: known.avoid } : null;
}

/** A term the person named, mapped to the known exclusion it names, else to itself. */
function toExclusion(phrase: string): Exclusion | null {
  const text = phrase.toLowerCase().trim();
  const head = text.split(/\s+/)[0];
  const forUse = usedFor(text.split(/\s+/));
  if (forUse !== undefined) return forUse;
  for (const k of KNOWN) if (k.names.test(text) || k.names.test(head)) return { term: k.term, avoid: k.avoid };
  if (NOT_THINGS.has(head) || NOT_THINGS.has(text) || head.length < 3) return null;
  // An unknown thing: the words as typed (an acronym keeps its capitals: "DIY electrics"), up to a filler ("gym time").
  const typed = phrase.trim().split(/\s+/).map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()));
  const cut = typed.findIndex((w, i) => i > 0 && NOT_THINGS.has(w.toLowerCase()));
  const kept = cut > 0 ? typed.slice(0, cut) : typed;
  if (typed.some((w) => HARMS.has(w.toLowerCase()))) return null;
  const term = kept.join(' ');
  return { term, avoid: [term, ...(/s$/i.test(term) ? [] : [`${term}s`]), ...nounsOfActivity(term)] };
}

/** "Outlining" rules out the outline, "sketching" the sketch: the thing an activity makes. */
function nounsOfActivity(term: string): string[] {
  if (/\s/.test(term) || !/ing$/i.test(term) || term.length < 7) return [];
  const stem = term.slice(0, -3);
  return [`${stem}e`, `${stem}es`, stem, `${stem}s`].filter((w) => w.length >= 4);
}

/** Breaks in an effort: "without walking", "without stopping", "without a break". */
const GOAL_MANNER = /^(?:walking|stopping|breaks?|pausing|pauses?|resting|rest)\b/i;
/** An effort whose standard such a manner sets: running, finishing a race, swimming a distance. */
const ENDURANCE_VERB = /\b(?:run|running|race|finish|finishing|complete|completing|swim|swimming|cycle|cycling|ride|riding|row|rowing|hike|hiking|climb|climbing|jog|jogging)\b/i;
/** The part of a text's sentence before a position. */
const sentenceBefore = (text: string, index: number) => text.slice(0, index).split(/[.;!?\n]/).pop() ?? '';

/**
 * What the texts rule out. A term in `goalTitle`, or in the goal as a plan
 * writes it ("Run a bake sale": "running a bake sale"), is never ruled out
 * (the person cannot mean to exclude their goal), and "no X on weekdays" is a
 * schedule, not an exclusion.
 */
export function readExclusions(texts: string[], goalTitle: string): Exclusion[] {
  const found: Exclusion[] = [];
  const add = (e: Exclusion | null) => {
    if (e && !found.some((f) => f.term === e.term)) found.push(e);
  };
  for (const text of texts) {
    for (const [pattern, terms] of DIETS) if (followsDiet(text, pattern, EVENT_GOAL.test(goalTitle))) for (const t of terms) add(toExclusion(t));
    for (const m of text.matchAll(NEGATED_THING)) {
      const rest = text.slice(m.index + m[0].length);
      if (SCHEDULE_AFTER.test(rest) || VERB_AFTER.test(rest) || LIMIT_AFTER.test(rest)) continue;
      // "Never done high altitude", "never run before": what the person has not done yet, not a thing they rule out.
      if (/^never\b/i.test(m[0]) && isPastVerb(m[1].split(/\s+/)[0].toLowerCase())) continue;
      // "I have had no lessons": what the person has not had so far, not a thing they rule out.
      if (/\b(?:had|have\s+had|'ve\s+had)\s+$/i.test(text.slice(0, m.index))) continue;
      // "No portfolio yet": a thing the person has still to make, which the plan may well make.
      if (/\byet\b/i.test(m[1]) || /^\s+yet\b/i.test(rest)) continue;
      // "Finish the half marathon without walking": how the goal is to be done, its standard, not a thing the plan leaves out.
      if (/^without\b/i.test(m[0]) && GOAL_MANNER.test(m[1]) && ENDURANCE_VERB.test(sentenceBefore(text, m.index))) continue;
      add(toExclusion(m[1]));
    }
  }
  const title = `${goalTitle}\n${goalPhrase(goalTitle) ?? ''}`.toLowerCase();
  return found.filter((e) => !e.avoid.some((a) => matcher(a).test(title)));
}

export function matcher(entry: string): RegExp {
  const body = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+').replace(/\*$/, '\\w*');
  return new RegExp(`\\b${body}\\b`, 'gi');
}

/** A mention after "no", "without", "-free" ... says the thing is left out: that honours it. */
const NEGATION_BEFORE = /\b(?:no|without|not|never|avoid|avoiding|instead of|skip|skipping|free of|rule out|ruled out|don't|do not|can't|cannot|won't)\b[^.;:!?]{0,24}$/i;

/** The excluded words a text uses (mentions that say the thing is left out do not count). */
export function excludedWordsIn(text: string, exclusion: Exclusion): string[] {
  const hits: string[] = [];
  for (const entry of exclusion.avoid) {
    for (const m of text.matchAll(matcher(entry))) {
      const before = text.slice(0, m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
      if (NEGATION_BEFORE.test(before) || /^[-\s]free\b/i.test(after)) continue;
      hits.push(m[0]);
    }
  }
  return hits;
}
