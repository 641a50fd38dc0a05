import { capitalize, isStopword, lowerFirst, trimPunctuation, words } from './text';
import { ACTION_VERBS, GOAL_TITLE_VERBS, PARTICIPLES, PHRASAL_VERBS } from './verbs';

/** Verbs that lead a compound noun: "Book club", "Book fair" name the thing, not a booking. */
const NOUN_COMPOUNDS: Record<string, RegExp> = {
  book: /^(?:club|fair|group|launch|signing|swap|festival|sale|shop|tour|token)s?$/,
};
/** What is booked: "Book club tickets" books tickets for the club. */
const BOOKED = /^(?:tickets?|seats?|places?|spots?|tables?|rooms?|passes)$/;

/** True when a phrase starts with a compound noun whose first word is also a verb ("Book club meeting"). */
export function leadsCompoundNoun(text: string): boolean {
  const [first, second, third] = words(text);
  return first !== undefined && second !== undefined && (NOUN_COMPOUNDS[first]?.test(second) ?? false) && !BOOKED.test(third ?? '');
}

/** True when a phrase starts with an action verb ("Book the venue", "Work out the numbers", "Back everything up"). */
export function isAction(text: string): boolean {
  const [first, second, third] = words(text);
  if (first === undefined || leadsCompoundNoun(text)) return false;
  if (ACTION_VERBS.has(first)) return true;
  // The particle comes right after the verb or after a one-word object ("Back everything up").
  const particles = PHRASAL_VERBS[first] ?? [];
  return particles.includes(second ?? '') || (third !== undefined && words(text).length === 3 && particles.includes(third));
}

const NOT_A_VERB = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'my', 'our', 'the', 'a', 'an', 'no', 'not', 'only', 'just', 'about', 'around', 'under', 'over', 'within', 'by', 'before', 'after', 'in', 'on', 'budget', 'one', 'two', 'three', 'four', 'five', 'ten', 'some', 'every', 'each', 'all', 'nothing', 'none', 'maybe', 'probably', 'there', 'this', 'that', 'what', 'when', 'yes']);
const OBJECT_START = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'two', 'three', 'four', 'five', 'six', 'ten', 'twenty', 'every', 'each', 'all', 'some', 'up', 'out', 'down', 'off']);

/** "Strip the carburettors", "cycle the water": a word then an object, where the verb is not one the planner lists. */
export function readsAsAction(item: string): boolean {
  const [first, second, third] = item.toLowerCase().split(/\s+/);
  // "Chapter 2 of my thesis", "Week 3, day 1": a name and its number, not a verb and its object.
  if (second !== undefined && /^\d+,?$/.test(second) && (third === undefined || third === 'of' || second.endsWith(','))) return false;
  // "html a little", "python a bit": a thing and how much of it, not a verb and its object.
  if (second === 'a' && /^(?:little|bit|lot|few)\b/.test(third ?? '')) return false;
  return !!first && !!second && /^[a-z]+$/.test(first) && !NOT_A_VERB.has(first) && !/(?:[^s]s|ed|..ly)$/.test(first) && (OBJECT_START.has(second) || /^\d/.test(second));
}

/** Numbers written as words: like a figure, they lead a noun ("Three written quotes"). */
const NUMBER_WORDS = new Set('two three four five six seven eight nine ten twelve twenty several few'.split(' '));

const ADJECTIVE_BEFORE = new Set(['of', 'the', 'a', 'an', 'all', 'every', 'each', 'no', 'any', 'your', 'my', 'our', 'their', 'its', 'with', 'for', 'and', 'or']);

/** Labels a criterion may carry before its text ("Done: buy the plans"); a step title carries one label at most. */
const LABELS = /^(?:(?:done|achieve|achieved|goal|criterion|success criterion|todo|to do|step|action)\s*:\s*)+/i;

/**
 * A success criterion turned into something to do:
 * "Book the venue" stays, "At least 3 quotes compared" -> "Compare at least 3 quotes",
 * "Measurable outcome written down" -> "Write down the measurable outcome",
 * "Done: fly 45 hours" -> "Fly 45 hours", anything else -> "Achieve: <criterion>".
 */
export function criterionToAction(criterion: string): string {
  const whole = trimPunctuation(criterion);
  const label = LABELS.exec(whole)?.[0] ?? '';
  const text = trimPunctuation(whole.slice(label.length));
  if (isAction(text) && !namesAState(text.split(/\s+/)) && !namesAThing(text)) return capitalize(text);
  if (doesAMeasure(text)) return capitalize(text);
  // What a label names is the person's own action when it reads as one ("Done: strip the carburettors").
  if (label && readsAsAction(text)) return capitalize(text);
  const tokens = text.split(/\s+/);
  for (let i = 0; i < tokens.length; i += 1) {
    // After "of", "the", "every" or a number a participle describes a noun ("80% of planned sessions done", "3 written quotes", "Three written quotes").
    // After a comma a participle starts the next listed noun ("income, fixed costs").
    if (i > 0 && (ADJECTIVE_BEFORE.has(tokens[i - 1].toLowerCase()) || /^\d/.test(tokens[i - 1]) || NUMBER_WORDS.has(tokens[i - 1].toLowerCase()) || /,$/.test(tokens[i - 1]))) continue;
    const found = participleAt(tokens, i);
    if (!found) continue;
    const object = tokens.slice(0, i).join(' ');
    // "Done on 10 of 14 days" names no object: "Do on 10 of 14 days" would not read.
    if (!object) continue;
    // One subject, more participles: "Venue booked and confirmed in writing" -> "Book and confirm the venue in writing",
    // "Final version published or submitted" -> "Publish or submit the final version", "sold, donated or discarded".
    const verbs = [found.verb];
    let used = found.used;
    let link = '';
    while (!link) {
      const listed = /,$/.test(tokens[i + used - 1]) ? participleAt(tokens, i + used) : null;
      if (listed) {
        verbs.push(listed.verb);
        used += listed.used;
        continue;
      }
      const word = bare(tokens[i + used] ?? '');
      const next = bare(tokens[i + used + 1] ?? '');
      // A state after "and" is what the action leaves: "Result delivered and visible" -> "Deliver the result and make it visible".
      if (word === 'and' && verbs.length === 1 && isStateWord(tokens[i + used + 1] ?? '')) {
        const subject = withArticle(lowerFirst(object));
        const rest = tokens.slice(i + used + 1).join(' ');
        return capitalize(`${found.verb} ${subject} and make ${isPlural(subject) ? 'them' : 'it'} ${rest}`);
      }
      if ((word !== 'and' && word !== 'or') || !(next in PARTICIPLES || /^.{3,}ed$/.test(next))) break;
      const last = participleAt(tokens, i + used + 1);
      if (!last) return `Achieve: ${text}`;
      verbs.push(last.verb);
      used += 1 + last.used;
      link = word;
    }
    // "CV reviewed by a friend": someone else does it, so the person gets it done.
    if (verbs.length === 1 && byAgent(tokens.slice(i + used))) return `Get ${agentObject(object)} ${tokens.slice(i).join(' ')}`;
    const verb = verbs.length === 1 ? verbs[0] : `${verbs.slice(0, -1).join(', ')} ${link} ${verbs[verbs.length - 1]}`;
    const rest = tokens.slice(i + used).join(' ');
    return capitalize([verb, withArticle(lowerFirst(object)), rest].filter(Boolean).join(' '));
  }
  return `Achieve: ${text}`;
}

/**
 * "Swim 25 m without stopping", "Lift 60 kg", "Hike two stages": a verb a goal starts with, then how far, how much or
 * how many. The action itself, not a thing to aim for ("Aim for swim 25 m").
 */
function doesAMeasure(text: string): boolean {
  const [verb, count] = text.toLowerCase().split(/\s+/);
  return (GOAL_TITLE_VERBS.has(verb) || INTRANSITIVE.has(verb)) && count !== undefined && (/^\d/.test(count) || NUMBER_WORDS.has(count));
}

/** "by a friend", "by my tutor", "by the editor": who does the work, not by when. */
function byAgent(rest: string[]): boolean {
  const [by, who, what] = rest.map((t) => t.toLowerCase().replace(/[^a-z\d]/g, ''));
  if (by !== 'by' || !who) return false;
  // "by 3 people", not "by 3 June".
  if (/^\d+$/.test(who)) return /^(?:people|persons|friends|users|testers|readers|colleagues|peers|customers)$/.test(what ?? '');
  if (/^(?:someone|somebody|another|people|friends?|colleagues?|peers?|experts?)$/.test(who)) return true;
  if (who === 'the') return /^(?:teacher|tutor|coach|editor|landlord|doctor|client|manager|team|group|committee|examiner|mentor|agent|bank|council|vet|accountant|lawyer)$/.test(what ?? '');
  return /^(?:a|an|my|your|our|his|her|their|one|two|three)$/.test(who) && !!what && !/^(?:birthday|deadline|wedding|holiday|trip|move|exam|anniversary|return|next|end|start|week|month|day|time|\d.*)$/.test(what);
}

/** The thing someone else works on, as it reads after "Get": "the CV", "the essay", "3 chapters". */
function agentObject(object: string): string {
  return /^\p{Lu}{2,}\b/u.test(object) ? `the ${object}` : withArticle(lowerFirst(object));
}

/** Verbs that take no object: "Arrive 30 minutes early", "Finish without cramps" (not "Arrive it"). */
const INTRANSITIVE = new Set('arrive finish start run train practise practice swim walk cycle ride sleep rest stay go travel wake speak attend climb hike jog row dance sing'.split(' '));
/** Verbs whose object is a person: "Called mum", "Visited grandma", "Contacted the landlord". */
const PERSON_VERBS = new Set('call phone visit meet thank contact invite interview'.split(' '));
/** Words after a thing that say where or how it is: "Bib and chip in hand", "Walls even", "Seedlings up". */
const PLACE_OR_STATE = new Set('in on at inside up down level even straight smooth flat firm tight sharp warm cool quiet calm stable steady working done visible ready happy healthy fed fit strong comfortable confident known shown given seen kept found valid available empty'.split(' '));
/** Determiners that may lead the thing a state is about. */
const LEADING = new Set('each every one all both the my your our this that'.split(' '));
const CLAUSE_VERBS = new Set('is are was were be been can could will would has have had does do did must should feels feel looks look'.split(' '));
const UPPER_BOUND = /^(?:under|below|within|less\s+than|fewer\s+than|at\s+most|no\s+more\s+than)\b/i;
const LOWER_BOUND = /^(?:over|above|more\s+than|at\s+least)\b/i;

/** The thing a criterion is about, as it reads after "make sure": "the walls", "the bib and chip", "3 quotes", "travel insurance". */
function theThing(phrase: string): string {
  const np = lowerFirst(phrase);
  const ws = np.split(/\s+/);
  const end = ws.findIndex((w, i) => i > 0 && PHRASE_END.has(w.toLowerCase()));
  const head = bare(ws[(end === -1 ? ws.length : end) - 1] ?? '');
  if (DETERMINED.has(ws[0].toLowerCase()) || /^[\d$€£]/.test(ws[0]) || /^\p{Lu}/u.test(np) || MASS_NOUNS.has(head)) return np;
  return `the ${np}`;
}

function pluralThing(phrase: string): boolean {
  return /\band\b/i.test(phrase) || isPlural(phrase);
}

/**
 * A criterion stated as a state, as something to do or to check: "Finished without cramps" ->
 * "Finish without cramps", "Eaten before two long runs" -> "Eat it before two long runs", "No
 * stomach trouble" -> "Make sure there is no stomach trouble", "Average pace under 6:30/km" ->
 * "Keep the average pace under 6:30/km", "Bib and chip in hand" -> "Make sure the bib and chip
 * are in hand", a thing alone ("One page") -> "Aim for one page". Null when it reads as none.
 */
function stateAsStep(text: string): string | null {
  const tokens = text.split(/\s+/);
  const lead = participleAt(tokens, 0);
  // Who is called or visited follows the verb: "Called mum" -> "Call mum", not a "called mum".
  if (lead && PERSON_VERBS.has(lead.verb) && tokens.length > lead.used && !PHRASE_END.has(bare(tokens[lead.used]))) return capitalize([lead.verb, ...tokens.slice(lead.used)].join(' '));
  // A participle before a noun describes it ("Planned spending", "Sold items"): the criterion names a thing, not an action on "it".
  if (lead && !describesNoun(tokens[lead.used])) {
    const rest = tokens.slice(lead.used).join(' ');
    // "Reviewed by a mentor": someone else does it to the todo's own thing.
    if (byAgent(tokens.slice(lead.used))) return `Get it ${lowerFirst(text)}`;
    // What follows may be the verb's own object, a count of things: "Played 3 songs" -> "Play 3 songs".
    const counted = /^(?:\d+|a|an|the|my|our|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|few)$/i.test(tokens[lead.used] ?? '') && describesNoun(tokens[lead.used + 1]);
    return capitalize([lead.verb, INTRANSITIVE.has(lead.verb) || counted ? '' : 'it', rest].filter(Boolean).join(' '));
  }
  // What the person can do ("Can hold a 10-minute conversation").
  if (/^can\s/i.test(text)) return `Make sure you ${lowerFirst(text)}`;
  // How the person feels ("Feels confident ordering food").
  if (/^feels?\b/i.test(text)) return `Make sure you feel${text.replace(/^feels?/i, '')}`;
  if (CLAUSE_VERBS.has(bare(tokens[0]))) return null;
  if (/^no\s+\S/i.test(text)) {
    const thing = text.replace(/^no\s+/i, '');
    return `Make sure there ${isPlural(thing) ? 'are' : 'is'} no ${thing}`;
  }
  if (UPPER_BOUND.test(text)) return `Keep it ${lowerFirst(text)}`;
  if (LOWER_BOUND.test(text)) return `Have ${lowerFirst(text)}`;
  // A participle no list holds, with no thing before it ("Fitted at a running shop"): said of the todo's own thing.
  if (/^\p{L}{3,}ed$/u.test(tokens[0]) && tokens.length > 1 && !describesNoun(tokens[1])) return `Make sure it is ${lowerFirst(text)}`;
  for (let i = 1; i < tokens.length; i += 1) {
    const before = tokens.slice(0, i);
    // The thing is plain nouns ("Average pace", "Bib and chip"), no verb or preposition.
    // A determiner may lead it ("Each recipe", "One shopping trip").
    // Things may be listed ("Bed, kitchen and work space", "Beds or containers").
    const plain = (t: string, at: number) =>
      /^[\p{L}\d-]+,?$/u.test(t) && (!isStopword(bare(t)) || bare(t) === 'and' || bare(t) === 'or' || (at === 0 && LEADING.has(t.toLowerCase())));
    if (!before.every(plain)) break;
    const thing = before.join(' ');
    const rest = tokens.slice(i).join(' ');
    const word = bare(tokens[i]);
    if (/^[a-z]{4,}$/.test(word) && byAgent(tokens.slice(i + 1))) return `Get ${agentObject(thing)} ${rest}`;
    // "within 4 months" is by when, not a bound to keep to.
    if (UPPER_BOUND.test(rest) && !WITHIN_TIME.test(rest)) return `Keep ${theThing(thing)} ${rest}`;
    if (STAYS.test(rest)) return `Make sure ${theThing(thing)} ${rest}`;
    if (LOWER_BOUND.test(rest)) return `Get ${theThing(thing)} ${rest}`;
    // "Policy covers hiking": the thing and what it does.
    // A plural noun goes on with a preposition ("Work sessions in the calendar"); a verb with its object.
    const object = bare(tokens[i + 1] ?? '');
    const verbLike = /^[a-z]{3,}s$/.test(tokens[i]) || /^(?:has|does)$/.test(word);
    // Not a listed noun ("insurance and contracts settled") nor the noun a leading participle describes ("Sold items handed over").
    const listed = /^(?:and|or)$/i.test(before[before.length - 1]) || (lead !== null && i === lead.used);
    // A verb of how a thing is or behaves ("Car fits in the garage", "Door closes") is one with or without what follows.
    const stative = STATE_VERBS.has(word) && !listed;
    const does =
      stative ||
      (verbLike && !listed && /^\p{L}+$/u.test(before[before.length - 1]) && !/s$/i.test(before[before.length - 1]) && !PHRASE_END.has(word) && tokens[i + 1] !== undefined && !PHRASE_END.has(object) && !PLACE_OR_STATE.has(object));
    if (does) return `Make sure ${theThing(thing)} ${rest}`;
    // A verb of how a thing seems links it to its state: "Flat feels calm", not "the flat feels are calm".
    if (LINKING_VERBS.has(word) && !listed) return `Make sure ${theThing(thing)} ${rest}`;
    // "5 km at threshold pace": a distance or a count and how it is done, to aim for.
    if (/^\d/.test(thing) && PHRASE_END.has(word)) break;
    // After a number a participle describes the noun it leads: "Two signed copies" are copies, in no state.
    if (i === 1 && NUMBER_WORDS.has(bare(thing)) && describesNoun(tokens[i + 1])) continue;
    if (PLACE_OR_STATE.has(word) || STATES.has(word) || isStateWord(tokens[i]) || /-(?:free|proof)$/i.test(tokens[i]) || /^[a-z]{3,}ed$/.test(word)) return `Make sure ${theThing(thing)} ${pluralThing(thing) ? 'are' : 'is'} ${rest}`;
    if (PHRASE_END.has(word)) break;
  }
  // A thing named with what it is of or for, then its state: "Essentials for the first weeks ready", "The cost of the move stays within the budget".
  const stated = stateAfterPhrase(tokens);
  if (stated) return stated;
  // A sentence of its own ("I can order food in Spanish") is what to make sure of.
  if (/^(?:i|we|you|they|he|she|it)\b/i.test(text) || tokens.some((t) => CLAUSE_VERBS.has(bare(t)))) return `Make sure ${lowerFirst(text)}`;
  // A thing alone: what to aim for ("One page", "A calmer morning", "Draft of 5,000 words").
  const np = lowerFirst(text);
  const first = np.split(/\s+/)[0].toLowerCase();
  const ws = np.split(/\s+/);
  const end = ws.findIndex((w, i) => i > 0 && PHRASE_END.has(w.toLowerCase()));
  const head = bare(ws[(end === -1 ? ws.length : end) - 1] ?? '');
  // A thing made by someone ("Written expectations of the target level") is to get.
  if (lead) return `Get ${np}`;
  const bareNoun = !DETERMINED.has(first) && !/^[\d$€£]/.test(first) && !/^\p{Lu}/u.test(np) && !MASS_NOUNS.has(head) && !isPlural(np) && !/ing$/.test(head);
  return `Aim for ${bareNoun ? (/^[aeiou]/i.test(np) ? 'an ' : 'a ') : ''}${np}`;
}

/** Verbs of how a thing is or behaves, said of it in a criterion ("Car fits in the garage", "Tap works", "Door closes"). */
const STATE_VERBS = new Set('fits works runs starts opens closes locks drains flows holds lasts boots loads prints drives sits hangs'.split(' '));

/** Verbs that link a thing to how it is: "feels calm", "looks tidy". */
const LINKING_VERBS = new Set('feels looks seems sounds smells tastes stays remains'.split(' '));

const WITHIN_TIME = /^within\s+(?:\d+|a|an|one|two|three|four|five|six|a\s+few)\s+(?:days?|weeks?|months?|years?)\b/i;

/** What keeps a thing within a bound: "stays within the budget", "remain under 2 hours". */
const STAYS = /^(?:stays?|remains?)\s+(?:within|under|below)\b/i;

/** Whether the word after a leading participle is the noun it describes ("Planned spending"), not where, when or how it was done. */
function describesNoun(token: string | undefined): boolean {
  const word = bare(token ?? '');
  return /^[a-z-]{3,},?$/i.test(token ?? '') && !isStopword(word) && !DETERMINED.has(word) && !PHRASE_END.has(word) && !PARTICLES.has(word) && !TIME_WORDS.has(word) && !STATES.has(word);
}

/**
 * A thing named with a phrase after it ("Essentials for the first weeks", "The cost of the
 * move") and then the state it is in or the bound it stays within, as what to make sure of.
 * The words before the state hold no verb; null when no state follows them.
 */
function stateAfterPhrase(tokens: string[]): string | null {
  for (let i = 1; i < tokens.length; i += 1) {
    const word = bare(tokens[i]);
    const thing = tokens.slice(0, i).join(' ');
    const rest = tokens.slice(i).join(' ');
    if (STAYS.test(rest)) return `Make sure ${theThing(thing)} ${rest}`;
    // After a number a participle describes the noun it leads: "Three written quotes" names quotes, in no state.
    if (NUMBER_WORDS.has(bare(tokens[i - 1])) && describesNoun(tokens[i + 1])) continue;
    if (STATES.has(word) || word in PARTICIPLES || /^[a-z]{3,}ed$/.test(word)) return `Make sure ${theThing(thing)} ${pluralThing(thing) ? 'are' : 'is'} ${rest}`;
    if (!/^[\p{L}\d'’-]+,?$/u.test(tokens[i]) || CLAUSE_VERBS.has(word) || /ing$/.test(word)) return null;
  }
  return null;
}

/**
 * A success criterion as a step of a todo's plan: its action when it reads as one
 * (`criterionToAction`), else the state it names as something to do or to check.
 */
export function criterionStep(criterion: string): string {
  const action = criterionToAction(criterion);
  if (!action.startsWith('Achieve: ')) return action;
  return stateAsStep(action.slice('Achieve: '.length)) ?? action;
}

/** Words a criterion that names a thing starts with: an article or a number ("A plan on paper", "Three written quotes"). */
const THING_START = /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|\d[\d,.]*)\s/i;

/**
 * A criterion that names a thing to have rather than work to do, by what its step would be: a
 * `target` ("Aim for a plan on paper", "Aim for 5 km at threshold pace"), or `restated` when the
 * step is "Make sure" and the criterion's own words ("Make sure a 3 minute speech I can say
 * without notes"). Null for a criterion that reads as work.
 */
export function thingCriterion(criterion: string): 'target' | 'restated' | null {
  const text = trimPunctuation(trimPunctuation(criterion).replace(LABELS, ''));
  const step = criterionStep(criterion);
  if (step.startsWith('Aim for ')) return 'target';
  return THING_START.test(text) && step.toLowerCase() === `make sure ${text.toLowerCase()}` ? 'restated' : null;
}

/** Words that end a noun: a preposition, a particle, a time ("the night before", "daily") or the end of the criterion. */
function endsNoun(token: string | undefined, next?: string): boolean {
  if (token === undefined || PHRASE_END.has(bare(token)) || PARTICLES.has(bare(token)) || TIME_WORDS.has(bare(token))) return true;
  return bare(token) === 'the' && /^(?:night|day|morning|evening|week|weekend|month)$/.test(bare(next ?? ''));
}

const TIME_WORDS = new Set('today tomorrow tonight daily weekly monthly once twice again early first'.split(' '));

/** Verbs that are nouns too ("Plan", "Draft"). */
const NOUN_VERBS = new Set('plan list schedule budget draft map note record sketch outline timetable'.split(' '));

/**
 * Whether a criterion that starts with a listed verb names a thing instead: "Draft of 5,000
 * words" (a noun and what it is of), "Plan on the fridge" (a noun and where it is).
 */
function namesAThing(text: string): boolean {
  const [first, second, third] = text.toLowerCase().split(/\s+/);
  if (second === 'of') return true;
  return NOUN_VERBS.has(first) && /^(?:on|in|at|under|above|by)$/.test(second ?? '') && /^(?:the|a|an|my|your|our)$/.test(third ?? '');
}

/**
 * Whether a criterion that starts with a listed verb is a noun phrase in a state: "Start date
 * set" (-> "Set the start date"), "Plan adjusted after each review". The words before the
 * participle are plain nouns and nothing but a preposition follows it, so "Check planned
 * sessions" (a participle before a noun) stays an action.
 */
function namesAState(tokens: string[]): boolean {
  for (let i = 1; i <= Math.min(3, tokens.length - 1); i += 1) {
    const nouns = tokens.slice(0, i).every((t) => /^[\p{L}-]+$/u.test(t) && !isStopword(t.toLowerCase()) && !OBJECT_START.has(t.toLowerCase()));
    if (!nouns) return false;
    const found = participleAt(tokens, i);
    if (found) return endsNoun(tokens[i + found.used], tokens[i + found.used + 1]);
  }
  return false;
}

/** Words that state how a thing is rather than name it: "visible", "ready", "safe". */
const STATES = new Set('ready live safe clean clear tidy dry open public correct complete free full secure'.split(' '));

/** A lone state after "and" ("and visible", "and ready for guests"), not a noun or a verb. */
function isStateWord(token: string): boolean {
  const w = bare(token);
  return STATES.has(w) || (/(?:ble|ful|ive|ous|ic|ent|ant)$/.test(w) && !ACTION_VERBS.has(w) && !(w in PARTICIPLES));
}

function isPlural(phrase: string): boolean {
  const ws = phrase.split(/\s+/);
  const end = ws.findIndex((w, i) => i > 0 && PHRASE_END.has(w.toLowerCase()));
  return /[^siu]s$/.test(bare(ws[(end === -1 ? ws.length : end) - 1] ?? ''));
}

/** Words a noun phrase may start with that leave no room for "the": determiners, numbers, question words. */
const DETERMINED = new Set(
  'a an the my your our their his her its this that these those all every each some any no both either neither enough several many more most half another one two three four five six seven eight nine ten twenty at what which who whom whose how where when why everything everyone something nothing'.split(' '),
);

/** Nouns named without an article: "Collect feedback", "Add compost", "Buy travel insurance". */
const MASS_NOUNS = new Set(
  'feedback progress work compost mulch soil water insurance information advice research equipment furniture data evidence money time help support homework software luggage gear paperwork food music practice'.split(' '),
);

const PHRASE_END = new Set('of for with to in on at by from per about into against between after before'.split(' '));

/**
 * What a criterion names, as the object of its action: a singular noun that a criterion writes
 * bare ("Measurable outcome written down") takes "the" ("Write down the measurable outcome").
 * A plural or a mass noun ("costs", "feedback"), a name or an acronym ("CV"), and a phrase that
 * starts with a determiner or a number ("every supplier", "3 quotes") stay as they are.
 */
function withArticle(object: string): string {
  const phrase = object.split(/\s+/);
  const first = phrase[0]?.toLowerCase() ?? '';
  if (!first || DETERMINED.has(first) || /^[\d$€£]/.test(first) || /^\p{Lu}/u.test(object)) return object;
  const end = phrase.findIndex((w, i) => i > 0 && PHRASE_END.has(w.toLowerCase()));
  const head = bare(phrase[(end === -1 ? phrase.length : end) - 1]);
  if (!head || MASS_NOUNS.has(head) || /ing$/.test(head) || /[^siu]s$/.test(head)) return object;
  return `the ${object}`;
}

function bare(token: string): string {
  return token.toLowerCase().replace(/[^a-z]/g, '');
}

/** Particles that belong to the verb before them: "set up", "written down", "sorted out". */
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'aside', 'away']);

/**
 * The verb for a participle at `i` ("booked" -> "book", "written down" -> "write down") and how
 * many tokens it takes. A particle goes with its verb: "Automatic transfer set up on payday" ->
 * "Set up the automatic transfer on payday" ("out of", "out loud" are not particles).
 */
function participleAt(tokens: string[], i: number): { verb: string; used: number } | null {
  const word = bare(tokens[i] ?? '');
  const pair = i + 1 < tokens.length ? `${word} ${bare(tokens[i + 1])}` : '';
  if (pair in PARTICIPLES) return { verb: PARTICIPLES[pair], used: 2 };
  if (!(word in PARTICIPLES)) return null;
  const particle = bare(tokens[i + 1] ?? '');
  const after = bare(tokens[i + 2] ?? '');
  if (PARTICLES.has(particle) && /^[a-z]+$/i.test(tokens[i + 1]) && after !== 'of' && after !== 'loud') return { verb: `${PARTICIPLES[word]} ${particle}`, used: 2 };
  return { verb: PARTICIPLES[word], used: 1 };
}
