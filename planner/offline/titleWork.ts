import { isAction, readsAsAction } from './actions';
import { INSTRUMENTS, LANGUAGES } from './sessionSteps';
import { lowerFirst, trimPunctuation } from './text';
import { GOAL_TITLE_VERBS, VERBS_BEFORE_ANY_OBJECT } from './verbs';
import { startsWithWorkVerb } from './workType';

/** What a title names as a thing is done with this verb: "Make the weekly meal plan", "Write the first draft". */
const VERB_FOR_THING: Array<[string, RegExp]> = [
  ['Make', /^(?:plan|list|menu|schedule|timetable|budget|itinerary|routine|checklist|calendar|playlist|map)$/],
  ['Write', /^(?:draft|chapter|essay|letter|post|article|story|cv|résumé|resume|report|speech|toast|outline|proposal|bio|blog|poem|pitch)$/],
  ['Build', /^(?:bed|beds|shelf|frame|fence|shed|deck|path|website|site|planter|planters|fund)$/],
  ['Book', /^(?:hotel|room|flight|flights|venue|table|appointment|campsite|accommodation|cabin|taxi)$/],
  ['Cook', /^(?:roast|dinner|lunch|breakfast|brunch|meal|meals|dish|curry|stew|soup)$/],
  ['Hold', /^(?:sale|party|meeting|event|fundraiser|workshop|barbecue|bbq|reunion)$/],
  ['Go to', /^(?:club|fair|swap|festival|concert|exhibition|fete|market|gig|dentist|doctor|gp|optician|hairdresser|barber|physio|gym|class|classes)$/],
  ['Take', /^(?:lesson|lessons)$/],
  ['Practise', new RegExp(`^(?:${INSTRUMENTS}|${LANGUAGES})$`)],
  ['Buy', /^(?:groceries)$/],
  ['File', /^(?:return|claim)$/],
  ['Get', /^(?:haircut|trim|massage|manicure|pedicure|check-up|checkup|insurance|tickets?|visa|passport|quotes?|shoes|gear|kit|licence|license|permit|vaccinations?|vaccines?|bib|present|presents|gift|gifts)$/],
  ['Pay', /^(?:bill|bills|invoice|invoices|rent|fine|fines|deposit)$/],
  ['Submit', /^applications?$/],
  ['Get to', /^zero$/],
];

/**
 * Verbs a todo title starts with that the verb lists leave out and that are rarely a noun at the
 * start of a title: "Donate old clothes", "Feed the cat", "Reply to emails", "Avoid sugar" are the action itself.
 */
const TITLE_VERBS = new Set(
  'avoid limit wear use begin floss unsubscribe babysit donate recycle feed weed volunteer help drink reply wash mop scrub sweep hoover vacuum fold mend shred bleed repot water mow prune rake iron polish dust defrost descale unblock refill lend borrow give throw bring return tidy empty hang thank'.split(' '),
);
/**
 * A title led by one of those verbs, or by a goal's verb that is never a noun there ("Lose weight",
 * "Switch bank accounts"), and more words: a verb alone ("Wash") or before a noun it names
 * ("Water bill", "Grow bags") is not.
 */
const NOUN_AFTER = /^(?:bill|bills|rate|rates|meter|tank|bottle|bottles|board|line|basket|bag|bags|day|room|list|card|cards)$/i;
const ledByTitleVerb = (tokens: string[]) => {
  const verb = tokens[0].toLowerCase();
  return tokens.length > 1 && (TITLE_VERBS.has(verb) || VERBS_BEFORE_ANY_OBJECT.has(verb)) && !NOUN_AFTER.test(tokens[1]);
};

/**
 * Verbs that are as often a noun before another word ("Shop opening hours", "Rest day", "Compost
 * bin", "Network drive", "Vote count"): a verb only alone or before how or when ("Shop", "Vote early").
 */
const VERBS_ALONE = new Set('shop rest network compost vote'.split(' '));
/** Words after a verb that say how, when or where it is done, where no noun can follow it: "Sleep early", "Rest afterwards", "Travel around South America". */
const HOW_OR_WHEN =
  /^(?:early|earlier|late|later|daily|nightly|weekly|more|less|better|again|often|regularly|outside|outdoors|indoors|tonight|today|tomorrow|afterwards|beforehand|together|online|locally|properly|well|for|with|to|in|on|at|from|before|after|by|until|around|through|into)$/i;
/**
 * A title that is a verb the lists know (a goal's, a todo's or one of `VERBS_ALONE`) and nothing
 * else or how and when it is done: "Meditate", "Babysit", "Sleep early". A word the verbs of
 * things name ("Swap", "Return") is that thing.
 */
const verbAlone = (tokens: string[]) => {
  const [verb, next] = tokens.map((t) => t.toLowerCase());
  const known = GOAL_TITLE_VERBS.has(verb) || TITLE_VERBS.has(verb) || VERBS_ALONE.has(verb);
  return known && (next === undefined ? !VERB_FOR_THING.some(([, pattern]) => pattern.test(verb)) : HOW_OR_WHEN.test(next));
};

/** Words after which a noun phrase goes on with what it is for or about: "Long run of 18 km", "Packing list for Japan". */
const AFTER_HEAD = /^(?:of|for|with|to|in|on|at|from|before|after|by|about|into)$/i;
/** Words a phrase starts with that leave no room for "the". */
const DETERMINED = /^(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|every|each|some|all|one|two|three|four|five|\d\S*)$/i;
/** Things named without an article: "Get travel insurance", "Do daily vocabulary practice", "Do yoga", "Do jury duty", "Practise Spanish", "Get to inbox zero". */
const MASS = new RegExp(`^(?:insurance|practice|homework|research|feedback|paperwork|gear|kit|training|revision work|yoga|pilates|duty|zero|${LANGUAGES})$`, 'i');
/** Things one gets one of: "Get a haircut", "Get a dentist check-up". */
const ONE_OF = /^(?:haircut|trim|massage|manicure|pedicure|check-up|checkup)$/i;

/**
 * Work named by a noun made from its verb, after the thing it is done to: "Passport renewal" ->
 * "Renew the passport"; a garage services a car or changes its oil ("Car service" -> "Get the car
 * serviced", "Oil change" -> "Get the oil changed"), though no one changes a career that way: a
 * change of life is made ("Career change" -> "Make the career change"). A car is taken for its MOT
 * ("Car MOT" -> "Take the car for its MOT"), cards sent to say something are written ("Thank-you
 * cards" -> "Write the thank-you cards") and a school's evening is gone to ("Parents evening" ->
 * "Go to the parents evening"); `work` is the noun as the title writes it.
 */
const WORK_ON_THING: Array<{ work: RegExp; things?: RegExp; step: (thing: string, work: string) => string }> = [
  { work: /^renewal$/, step: (thing) => `Renew ${thing}` },
  { work: /^(?:service|servicing)$/, things: /^(?:car|van|bike|motorbike|motorcycle|scooter|caravan|boiler|mower|lawnmower)$/, step: (thing) => `Get ${thing} serviced` },
  { work: /^change$/, things: /^(?:oil|tyres?|tires?|battery|filters?)$/, step: (thing) => `Get ${thing} changed` },
  { work: /^change$/, things: /^(?:career|job|life|lifestyle|diet|name|address)$/, step: (thing) => `Make ${thing} change` },
  { work: /^mot$/, things: /^(?:car|van|motorbike|motorcycle)$/, step: (thing) => `Take ${thing} for its MOT` },
  { work: /^cards?$/, things: /^(?:thank-you|christmas|birthday|sympathy|condolence|wedding|valentine|valentine's)$/, step: (thing, work) => `Write ${thing} ${work}` },
  { work: /^evening$/, things: /^(?:parents|parents'|parents’|parent-teacher|curriculum|information)$/, step: (thing, work) => `Go to ${thing} ${work}` },
];

/** "Go for a walk", "Go climbing", "Go to the pool": going is the work, not a thing to do. */
const GOING = /^go\s+(?:for|to|on|out|and|live\b|\p{L}{3,}ing\b)/iu;

/**
 * The step that does the work a todo's title names. A title led by a verb is that work as it is
 * written ("Pick up the race bib", "Paint the bedroom"); a title that names a thing gets the verb
 * that does it ("Long run of 18 km" -> "Do the long run of 18 km", "Weekly meal plan" -> "Make
 * the weekly meal plan", "Kitchen shelves up" -> "Put the kitchen shelves up"). Null for an
 * empty title.
 */
export function titleWork(title: string): string | null {
  // A leading emoji or symbol ("🏃 Long run") is decoration, not part of the work.
  const text = trimPunctuation(title).replace(/^[^\p{L}\p{N}]+/u, '');
  if (!text) return null;
  const tokens = text.split(/\s+/);
  // "Draft of chapter 3", "Record of sales": a noun and what it is of, not a verb and its object.
  const nounOf = tokens[1]?.toLowerCase() === 'of';
  if (!nounOf && (ledByTitleVerb(tokens) || verbAlone(tokens) || isAction(text) || startsWithWorkVerb(text) || readsAsAction(text) || GOING.test(text))) return text;
  const phrase = lowerFirst(text);
  // "Kitchen shelves up": the thing and where it goes.
  const placed = /^(.+?)\s+(up|down)$/i.exec(phrase);
  const thing = placed ? placed[1] : phrase;
  const words = thing.split(/\s+/);
  const end = words.findIndex((w, i) => i > 0 && AFTER_HEAD.test(w));
  const headAt = (end === -1 ? words.length : end) - 1;
  const head = (words[headAt] ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');
  // A name inside the thing keeps "the" ("the Sunday roast", "the Japan trip"); a possessive needs none ("Maria's present").
  const article = (first: string, last: string) => (DETERMINED.test(first) || /['’]s$/.test(first) || MASS.test(last) ? '' : ONE_OF.test(last) ? 'a ' : 'the ');
  const doneTo = words.slice(0, headAt).join(' ');
  const onThing = placed || !doneTo ? undefined : WORK_ON_THING.find(({ work, things }) => work.test(head) && (!things || things.test(words[headAt - 1].toLowerCase())));
  if (onThing) return [onThing.step(`${article(words[0], words[headAt - 1])}${doneTo}`, words[headAt]), ...words.slice(headAt + 1)].join(' ');
  const verb = placed ? 'Put' : (VERB_FOR_THING.find(([, pattern]) => pattern.test(head))?.[0] ?? 'Do');
  return `${verb} ${article(words[0], head)}${thing}${placed ? ` ${placed[2]}` : ''}`;
}
