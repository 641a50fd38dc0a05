import { isAction, readsAsAction } from './actions';
import { lowerFirst, trimPunctuation } from './text';
import { startsWithWorkVerb } from './workType';

/** What a title names as a thing is done with this verb: "Make the weekly meal plan", "Write the first draft". */
const VERB_FOR_THING: Array<[string, RegExp]> = [
  ['Make', /^(?:plan|list|menu|schedule|timetable|budget|itinerary|routine|checklist|calendar|playlist|map)$/],
  ['Write', /^(?:draft|chapter|essay|letter|post|article|story|cv|résumé|resume|report|speech|toast|outline|proposal|bio|blog|poem|pitch)$/],
  ['Build', /^(?:bed|beds|shelf|frame|fence|shed|deck|path|website|site|planter|planters)$/],
  ['Book', /^(?:hotel|room|flight|flights|venue|table|appointment|campsite|accommodation|cabin|taxi)$/],
  ['Cook', /^(?:roast|dinner|lunch|breakfast|brunch|meal|meals|dish|curry|stew|soup)$/],
  ['Hold', /^(?:sale|party|meeting|event|fundraiser|workshop|barbecue|bbq|reunion)$/],
  ['Go to', /^(?:club|fair|swap|festival|concert|exhibition|fete|market|gig)$/],
  ['File', /^(?:return|claim)$/],
  ['Get', /^(?:insurance|tickets?|visa|passport|quotes?|shoes|gear|kit|licence|license|permit|vaccinations?|vaccines?|bib|present|presents|gift|gifts)$/],
  ['Pay', /^(?:bill|bills|invoice|invoices|rent|fine|fines|deposit)$/],
];

/**
 * Verbs a todo title starts with that the verb lists leave out and that are rarely a noun at the
 * start of a title: "Donate old clothes", "Feed the cat", "Reply to emails" are the action itself.
 */
const TITLE_VERBS = new Set(
  'donate recycle feed weed volunteer help drink reply wash mop scrub sweep hoover vacuum fold mend shred bleed repot water mow prune rake iron polish dust defrost descale unblock refill lend borrow give throw bring return tidy empty hang thank'.split(' '),
);
/** A title led by one of those verbs and more words: a verb alone ("Wash") or before a noun it names ("Water bill") is not. */
const NOUN_AFTER = /^(?:bill|bills|rate|rates|meter|tank|bottle|bottles|board|line|basket|bag|day|room|list|card|cards)$/i;
const ledByTitleVerb = (tokens: string[]) => tokens.length > 1 && TITLE_VERBS.has(tokens[0].toLowerCase()) && !NOUN_AFTER.test(tokens[1]);

/** Words after which a noun phrase goes on with what it is for or about: "Long run of 18 km", "Packing list for Japan". */
const AFTER_HEAD = /^(?:of|for|with|to|in|on|at|from|before|after|by|about|into)$/i;
/** Words a phrase starts with that leave no room for "the". */
const DETERMINED = /^(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|every|each|some|all|one|two|three|four|five|\d\S*)$/i;
/** Things named without an article: "Get travel insurance", "Do daily vocabulary practice". */
const MASS = /^(?:insurance|practice|homework|research|feedback|paperwork|gear|kit|training|revision work)$/i;

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
  if (!nounOf && (ledByTitleVerb(tokens) || isAction(text) || startsWithWorkVerb(text) || readsAsAction(text) || GOING.test(text))) return text;
  const phrase = lowerFirst(text);
  // "Kitchen shelves up": the thing and where it goes.
  const placed = /^(.+?)\s+(up|down)$/i.exec(phrase);
  const thing = placed ? placed[1] : phrase;
  const words = thing.split(/\s+/);
  const end = words.findIndex((w, i) => i > 0 && AFTER_HEAD.test(w));
  const head = (words[(end === -1 ? words.length : end) - 1] ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');
  const verb = placed ? 'Put' : (VERB_FOR_THING.find(([, pattern]) => pattern.test(head))?.[0] ?? 'Do');
  // A name inside the thing keeps "the" ("the Sunday roast", "the Japan trip"); a possessive needs none ("Maria's present").
  const bare = DETERMINED.test(words[0]) || /['’]s$/.test(words[0]) || MASS.test(head);
  return `${verb} ${bare ? '' : 'the '}${thing}${placed ? ` ${placed[2]}` : ''}`;
}
