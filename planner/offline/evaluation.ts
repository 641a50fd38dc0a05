import type { CriterionCheck, TodoEvaluation } from '../../domain/planning';
import { NOTE_MARKER } from '../../domain/todos/notes';
import type { EvaluateTodoInput } from '../../commands/ports/planner';
import { isCurrency, LOWERING_BEFORE } from './amounts';
import { clockTimes, withoutClockTimes, type ClockTime } from './clockTimes';
import { IRREGULAR_STEMS } from './irregularVerbs';
import { rangesAsCounts } from './numberedRanges';
import { NUMBER_WORDS, numberAsWritten, withDigits } from './numberWords';
import { inCriterionWords, rewrittenPhrases, sameCount, sameStem } from './sameMeaning';
import { clip, isStopword, keywords, splitItems, stem, words } from './text';
import { ACTION_VERBS, PARTICIPLES } from './verbs';

/**
 * A number as written (`text`), with what it counts: money (a currency beside it) or the word
 * after it ("3 quotes"); `clock`: a time written with colons ("58:40", "1:52:30").
 */
type Amount = { value: number; money: boolean; unit: string | null; text: string; clock?: ClockTime; noun?: string; article?: boolean };

/**
 * A completed step says the person ticked it; a note, evidence or finding shows what came of it.
 * `negated`: the words it says are not so ("not booked", "without stopping").
 */
type Source = { label: string; words: Set<string>; negated: Set<string>; amounts: Amount[]; days: number[]; shows: boolean; onStep?: RecordedOn };

/**
 * A finding's step, and what the finding holds: `figures`, its numbers; `items`, the things it
 * lists; `partial`, it says the work is only begun ("so far", "the rest not yet").
 */
type RecordedOn = { title: string; words: Set<string>; figures: number; items: number; partial: boolean };

const NUMBER = `(\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
/**
 * A number with the currency sign before it, the word after it, if any, and a plural after that
 * word: the thing counted when the word describes it ("3 written quotes", "30 common verbs").
 */
const AFTER_NUMBER = `(?:[\\s-]?([\\p{L}€$£]+|%)(?:\\s+(\\p{L}+s)\\b)?)?`;
const AMOUNT = `([$€£])?\\s?${NUMBER}${AFTER_NUMBER}`;
/**
 * Words before an amount that make it a most: "under", "no more than", "no longer than 2 pages",
 * "shorter than", "within a budget of 1000 EUR", and "to" after a verb that lowers a thing ("cut down to 2 pages").
 */
const UPPER_BOUND = new RegExp(
  `(?:\\b(?:under|below|less than|fewer than|at most|max(?:imum)?|up to|no (?:more|longer|bigger|larger|higher|later|heavier|slower) than|not (?:more|longer) than|(?:shorter|smaller|lower|cheaper|faster) than|(?:within (?:a|the|my|our) )?budget of)\\s+|(?<=${LOWERING_BEFORE})to\\s+)${AMOUNT}`,
  'giu',
);
const LOWER_BOUND = new RegExp(`\\b(?:at least|over|above|more than|(?:longer|bigger|larger|higher) than|min(?:imum)?|no fewer than|no less than)\\s+${AMOUNT}`, 'giu');
/** A currency after a number: the step chat's list, and "pounds", which beside a criterion's number is as often money. */
const isMoneyWord = (word: string) => isCurrency(word) || /^pounds?$/i.test(word);
/** Units written in more than one way, by the one the comparison uses. */
const UNIT_NAMES: Record<string, string> = {
  s: 'second', sec: 'second', secs: 'second', second: 'second', seconds: 'second',
  min: 'minute', mins: 'minute', minute: 'minute', minutes: 'minute',
  h: 'hour', hr: 'hour', hrs: 'hour', hour: 'hour', hours: 'hour',
  k: 'km', kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km',
  '%': 'percent', percent: 'percent', per_cent: 'percent',
};
/** Durations compare across units, in minutes ("14 nights" are two weeks). */
const DURATION_MINUTES: Record<string, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, night: 1440, week: 10080 };
const durationScale = (unit: string | null) => (unit === null ? undefined : DURATION_MINUTES[unit]);

/**
 * "a viewing", "an offer": one of a thing. It meets a least of one ("at least one viewing") and
 * says nothing else: "a quote" and "a quote" may be the same quote.
 */
const ARTICLE_COUNT = /(?<![\p{L}\d])an?\s+(\p{L}{3,})/giu;
const articleCounts = (text: string): Amount[] =>
  [...text.matchAll(ARTICLE_COUNT)]
    .filter((m) => !isStopword(m[1].toLowerCase()))
    .map((m) => ({ value: 1, money: false, unit: sameCount(stem(m[1].toLowerCase())), text: m[0], article: true }));

/** "1,000" is the number 1000: thousands separators go before a text's words and numbers are read. */
const plainNumbers = (text: string) => text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
/** A number of four digits or more as people write it ("1,000"). */
const asWrittenNumber = (token: string) => (/^\d{4,}$/.test(token) ? Number(token).toLocaleString('en-US') : token);

/** `words`: the stems the bound stands for ("10-minute", "minut"), which an amount within it shows. */
type Bound = { token: string; words: Set<string>; at: number; value: number; kind: 'max' | 'min' } & Amount;

function toNumber(token: string): number {
  const t = token.toLowerCase();
  return t in NUMBER_WORDS ? NUMBER_WORDS[t] : Number(t.replace(/,/g, ''));
}

/**
 * The amount a match of AMOUNT names: money with a currency on either side, else counted in the
 * word after it (none for "of", "a"), and in the plural after that word when the word only describes it.
 */
/** "a 4,000-word essay" asks for 4,000 words: a word written singular before a noun names more than one in the plural. */
const inPlural = (word: string) => (/^\p{L}{4,}$/u.test(word) && !/(?:s|ed|en|ing)$/i.test(word) ? `${word}s` : word);

function amountOf(sign: string | undefined, number: string, word: string | undefined, plural: string | undefined): Amount {
  const after = word?.toLowerCase();
  const money = Boolean(sign) || (after !== undefined && isMoneyWord(after));
  const unit = money || after === undefined || isStopword(after) ? null : UNIT_NAMES[after] ?? sameCount(stem(after));
  const describes = unit !== null && plural !== undefined && !(after ?? '').endsWith('s') && !((after ?? '') in UNIT_NAMES) && !isStopword(plural.toLowerCase());
  const noun = describes && plural ? stem(plural.toLowerCase()) : undefined;
  const named = noun === undefined && toNumber(number) !== 1 ? inPlural(word ?? '') : word;
  const words = unit === null && !money ? '' : `${(word ?? '').length <= 2 ? '' : ' '}${named}${noun ? ` ${plural}` : ''}`;
  return { value: toNumber(number), money, unit, text: `${sign ?? ''}${asWrittenNumber(number)}${words}`, ...(noun ? { noun } : {}) };
}

/** "27 of 30 verbs", "2 out of the 3 quotes": the part counts the whole's things; the whole is no result. */
const PART_OF_WHOLE = /\b(\d+)\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?\d+(?=\s+\p{L})/gu;

function amountsIn(source: string): Amount[] {
  const written = rangesAsCounts(source);
  const clocks = clockTimes(written).map((clock): Amount => ({ value: clock.minutes(false), money: false, unit: 'minute', text: clock.text, clock }));
  // A time's parts are not numbers of their own: "65:12" is not 65 and 12.
  const text = withoutClockTimes(plainNumbers(written)).replace(PART_OF_WHOLE, '$1');
  const numbers = [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${AMOUNT}`, 'giu'))].map((m) => amountOf(m[1], m[2], m[3], m[4]));
  return [...clocks, ...numbers, ...articleCounts(text)].filter((a) => Number.isFinite(a.value));
}

/** An amount in the bound's terms: a duration in the bound's unit, else its number. */
function measured(bound: Bound, amount: Amount): number {
  const scale = durationScale(bound.unit);
  if (scale === undefined) return amount.value;
  const minutes = amount.clock ? amount.clock.minutes(bound.unit === 'hour') : amount.value * (durationScale(amount.unit) ?? 1);
  return minutes / scale;
}

const withinBound = (bound: Bound, amount: Amount) => (bound.kind === 'max' ? measured(bound, amount) <= bound.value : measured(bound, amount) >= bound.value);

/**
 * A number written in digits with a unit or currency and no limit word before it ("500 words",
 * "a 10-minute conversation", "$1,000 saved") is the least the person aims for; one after these
 * words is a date, a deadline, a rate, a price or a label ("in 2 weeks", "spend 300 EUR",
 * "chapter 3"), and a month or a
 * weekday after it makes it a date ("12 May").
 */
const NOT_A_TARGET_BEFORE = /\b(?:last|past|next|previous|in|within|by|before|after|on|at|every|per|each|from|to|until|since|chapter|step|day|week|level|version|part|page|module|lesson|unit|stage|phase|round|number|no|top|grade|size)\s*$/i;
/** Money after these words is a price or a budget ("spend 300 EUR", "booked for $600"), not a least. */
const PRICE_BEFORE = /\b(?:for|spend|spending|cost|costs|costing|pay|paying|price|priced|budget)\s*$/i;
const CALENDAR_WORD = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|am|pm)$/i;
const TARGET = new RegExp(`(?<![\\p{L}\\d.,:])([$€£])?\\s?(\\d+(?:\\.\\d+)?)${AFTER_NUMBER}`, 'gu');

const DENIED_BEFORE = /\b(?:no|not|never|without)\s+(?:[\p{L}'-]+\s+){0,3}$/iu;

/** "under 900 EUR", "at least 3 quotes" and "500 words": limits an amount of the same kind in the work may meet. */
function boundsIn(written: string): Bound[] {
  const out: Bound[] = [];
  const bound = (m: RegExpMatchArray, kind: Bound['kind']): Bound => ({
    token: m[2].toLowerCase(),
    // The thing counted stays a word to show: "quotes" in "3 written quotes" is what the work names.
    words: new Set([...keywords(m[0])].filter((w) => w !== (m[4] ? stem(m[4].toLowerCase()) : null))),
    at: m.index ?? 0,
    kind,
    ...amountOf(m[1], m[2], m[3], m[4]),
  });
  let rest = withoutClockTimes(plainNumbers(rangesAsCounts(written)));
  for (const [pattern, kind] of [[UPPER_BOUND, 'max'], [LOWER_BOUND, 'min']] as const) {
    // "No fees over $50": a least after a "no" is a most.
    for (const m of rest.matchAll(pattern)) out.push(bound(m, kind === 'min' && DENIED_BEFORE.test(rest.slice(0, m.index)) ? 'max' : kind));
    rest = rest.replace(pattern, (whole) => ' '.repeat(whole.length));
  }
  for (const m of rest.matchAll(TARGET)) {
    const target = bound(m, 'min');
    const named = target.money || (target.unit !== null && !CALENDAR_WORD.test(m[3] ?? ''));
    const before = rest.slice(0, m.index);
    if (named && !NOT_A_TARGET_BEFORE.test(before) && !(target.money && PRICE_BEFORE.test(before))) out.push(target);
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Whether an amount can say something about a bound: money of money, a count of the same thing;
 * a bare number only where the source speaks of the criterion ("total cost was 850"); a bare bound takes any number.
 */
function sameKind(bound: Bound, amount: Amount, aboutCriterion: boolean): boolean {
  if (bound.unit === null && !bound.money) return true;
  // A duration of any unit, or a time written with colons, says how long it took.
  if (durationScale(bound.unit) !== undefined && durationScale(amount.unit) !== undefined) return true;
  if (amount.unit === null && !amount.money) return aboutCriterion;
  return bound.money ? amount.money : countedAs(amount).some((thing) => countedAs(bound).includes(thing));
}

/** What an amount counts: its word, and the thing that word describes ("written", "quote"). */
const countedAs = (amount: Amount) => [amount.unit, amount.noun].filter((thing): thing is string => thing !== null && thing !== undefined);
const isBare = (amount: Amount) => amount.unit === null && !amount.money;

/**
 * Words a text says are not so: those after a "not", "no", "never", "without" or a "n't" in the
 * same clause ("movers not booked yet", "without stopping"). "No longer" and "no more" are a "not".
 * `denied` leaves out a "no" before an amount ("no fees over $50"), which counts rather than denies.
 */
const NEGATOR = /^(?:not|no|never|without|nor|none|nothing)$|n['’]t$/;
const DENIER = /^(?:not|never|without|nor)$|n['’]t$/;
const NEGATION_REACH = 4;

function negatedWords(text: string, denied = false): Set<string> {
  const out = new Set<string>();
  const clauses = text.toLowerCase().replace(/\bno\s+(?:longer|more)\b/g, 'not').split(/[,.;:!?]|\b(?:but|and|or|then|however|so)\b/);
  for (const clause of clauses) {
    const ws = words(clause);
    ws.forEach((w, i) => {
      // A number is no claim to deny: "not booked for 12 May" still names the 12th.
      const reach = ws.slice(i + 1, i + 1 + NEGATION_REACH);
      // "No leaks" denies leaks; "no fees over $50" counts fees up to a number.
      const denies = DENIER.test(w) || (w === 'no' && !reach.some((r) => /\d/.test(r)));
      if (denied ? denies : NEGATOR.test(w)) for (const k of verbKeywords(reach.join(' '))) if (!/^\d/.test(k)) out.add(k);
    });
  }
  return out;
}

/** The criterion's words to show, with "no longer" and "no more" read as "no": "longer" is not a thing to show. */
const withoutNegatorWords = (text: string) => text.replace(/\bno\s+(?:longer|more)\b/gi, 'not');

/** A criterion counts as covered when this share of its keywords appears in the work. */
const COVERAGE = 0.6;
/** What a bound met counts for, in keywords covered. */
const BOUND_WEIGHT = 2;

/**
 * Keywords with irregular past forms as their verb's stem ("spent" shows "spending", "sent" shows
 * "send"), and words of the same meaning as one ("emailed" shows "sent").
 */
/** A stem as a criterion and the work compare it: a past form as its verb, a word as the one that means the same. */
const comparedStem = (k: string) => nounOfVerb(sameStem(IRREGULAR_STEMS[k] ?? k));
/** A verb made of a noun with "-ise" as that noun: "categorised" shows "category", "summarise" "summary". */
const nounOfVerb = (k: string) => (/^\p{L}{4,}i[sz]$/u.test(k) ? `${k.slice(0, -2)}y` : k);
const verbKeywords = (text: string) => new Set([...keywords(text)].map(comparedStem));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const DATE = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}\\b|\\b${MONTH}\\s+${DAY}\\b`, 'gi');
/** A day of the year to compare, from a day and a month as written ("12 May", "May 12th"). */
const dayOfYear = (day: string, month: string) => MONTHS.indexOf(month.slice(0, 3).toLowerCase()) * 31 + Number(day);
const daysIn = (text: string) => [...text.matchAll(DATE)].map((m) => dayOfYear(m[1] ?? m[4], m[2] ?? m[3]));

/** "by 15 May", "before June 1": a deadline, which a day on or before it meets; `token` is its day as a criterion word. */
const DEADLINE = new RegExp(`\\b(by|before|no\\s+later\\s+than)\\s+(?:the\\s+)?(?:${DAY}\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY})\\b`, 'i');

function deadlineIn(criterion: string): { token: string; day: number; strict: boolean } | null {
  const m = DEADLINE.exec(criterion);
  if (!m) return null;
  const day = m[2] ?? m[5];
  return { token: day, day: dayOfYear(day, m[3] ?? m[4]), strict: m[1].toLowerCase() === 'before' };
}

/** A text's words as a criterion is compared in: "1,000" one number, "two" as "2", "from memory" as "without help". */
const comparable = (text: string) => inCriterionWords(withDigits(plainNumbers(text)));

const sourceOf = (label: string, text: string, shows: boolean): Source => ({
  label,
  words: verbKeywords(comparable(text)),
  days: daysIn(text),
  negated: negatedWords(comparable(text)),
  amounts: amountsIn(text),
  shows,
});

/** A finding that says the work is only part done: "so far", "half of", "the rest not yet". */
const PARTIAL = /\b(?:so\s+far|half|part\s+of|some\s+of|most\s+of|not\s+yet|still\s+to|the\s+rest|remaining|left\s+to)\b/i;
/** The things a finding lists: the pieces between commas, "and" and line breaks, of four words at most. */
const listedItems = (text: string) => text.split(/\s*(?:[,;\n]|\band\b)\s*/i).filter((piece) => words(piece).length > 0 && words(piece).length <= 4).length;

function recordedOn(stepTitle: string, content: string): RecordedOn {
  const figures = amountsIn(content).filter((a) => !a.article).length;
  return { title: stepTitle, words: verbKeywords(comparable(stepTitle)), figures, items: listedItems(content), partial: PARTIAL.test(content) };
}

/** The words of a criterion that say what is done: "categorised", "booked", "run". */
const doneWords = (criterion: string) =>
  verbKeywords(words(criterion).filter((w) => w in PARTICIPLES || ACTION_VERBS.has(w) || /^\p{L}{3,}ed$/u.test(w)).join(' '));

/** "the last 30 days": a period the criterion is about, whose number no result repeats. */
const PERIOD = /\b(?:last|past|next|previous)\s+(\d+)\s+(?:days?|weeks?|months?|years?|nights?)\b/gi;

/**
 * Whether a finding speaks for a criterion by the step it was recorded on: the step does the
 * criterion's work (it shares the criterion's done word, if it has one, and two of its words), and
 * the finding holds a result: figures or a list, and at least one figure or two items with a word
 * of the step or the criterion in it; not a result it says is partial or not so.
 */
function speaksFor(source: Source, step: RecordedOn, criterion: { wanted: Set<string>; done: Set<string>; negated: Set<string> }): boolean {
  const { wanted, done, negated } = criterion;
  const shared = [...wanted].filter((w) => step.words.has(w));
  const doesTheWork = shared.length >= Math.min(2, wanted.size) && (done.size === 0 || [...done].some((w) => step.words.has(w)));
  const onTopic = [...source.words].some((w) => wanted.has(w) || step.words.has(w));
  const result = step.figures >= 2 || step.items >= 3 || ((step.figures >= 1 || step.items >= 2) && onTopic);
  const saysNot = [...wanted].some((w) => source.words.has(w) && source.negated.has(w) !== negated.has(w));
  return doesTheWork && result && !step.partial && !saysNot;
}

/** What the person did: titles of completed steps, their notes, evidence and findings. */
function sourcesOf(input: EvaluateTodoInput): Source[] {
  const sources: Source[] = [];
  for (const step of input.steps) {
    if (step.status === 'completed') sources.push(sourceOf(`completed step "${step.title}"`, step.title, false));
    const notes = (step.description ?? '').split(NOTE_MARKER).slice(1).join(' ');
    if (notes.trim()) sources.push(sourceOf(`note on "${step.title}"`, notes, true));
  }
  for (const e of input.evidence) sources.push(sourceOf(`evidence "${clip(e.content_text.trim(), 60)}"`, e.content_text, true));
  for (const f of input.findings) {
    const source = sourceOf(`${f.finding_type} finding "${clip(f.title, 60)}"`, `${f.title} ${f.content}`, true);
    sources.push(f.step_title ? { ...source, onStep: recordedOn(f.step_title, f.content) } : source);
  }
  return sources;
}

/**
 * A met criterion that only ticked steps back: met on the person's word, nothing recorded shows it.
 * `advice`: what to do about a result recorded that misses the criterion's limit.
 */
type Check = CriterionCheck & { stepsOnly: boolean; advice?: string };

/**
 * The criterion's words as written, by their stems: a message names what the person wrote, and
 * a word read from a phrase of the same meaning as that phrase ("help" of "by heart" as "by heart").
 */
function writtenWords(criterion: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { written, read } of rewrittenPhrases(criterion)) for (const k of verbKeywords(read)) if (!out.has(k)) out.set(k, written);
  for (const w of words(plainNumbers(criterion))) {
    const key = comparedStem(stem(withDigits(w)));
    if (!out.has(key)) out.set(key, asWrittenNumber(w));
  }
  return out;
}

/** "65:12, over the 60 minutes it allows": a recorded result against the limit it misses. */
const missedBy = (bound: Bound, amount: Amount) =>
  bound.kind === 'max' ? `${amount.text}, over the ${bound.text} it allows` : `${amount.text}, short of the ${bound.text} it asks for`;

function check(criterion: string, sources: Source[]): Check {
  const bounds = boundsIn(withDigits(criterion)).map((b) => ({ ...b, text: numberAsWritten(b.text, b.value, criterion) }));
  // A bound's number and unit need not appear as written: any amount within the bound shows them.
  const boundWords = new Set(bounds.flatMap((b) => [b.token, String(b.value), ...b.words]));
  const wanted = new Set([...verbKeywords(withoutNegatorWords(comparable(criterion)))].filter((w) => !boundWords.has(w)));
  const deadline = deadlineIn(criterion);
  // A day on or before the deadline shows it ("planted on 12 May" of "by 15 May").
  const meetsDeadline = (source: Source) => deadline !== null && source.days.some((d) => (deadline.strict ? d < deadline.day : d <= deadline.day));
  // A word the criterion says is not so ("no longer drips") is shown by a text that says the same, not by "still drips".
  const negated = negatedWords(comparable(criterion));
  const denied = negatedWords(comparable(criterion), true);
  const numbers = [...wanted].filter((w) => /^\d/.test(w));
  const covered = new Set<string>();
  /** The words a recorded result shows (evidence, a note, a finding), not a ticked step's title. */
  const shownOnRecord = new Set<string>();
  const contributors = new Map<Source, { label: string; hits: number; shows: boolean }>();
  const contribute = (source: Source, hits: number, label = source.label) => {
    const c = contributors.get(source) ?? { label, hits: 0, shows: source.shows };
    contributors.set(source, { ...c, label, hits: c.hits + hits });
  };
  for (const source of sources) {
    const hits = [...wanted].filter((w) => (source.words.has(w) || (w === deadline?.token && meetsDeadline(source))) && source.negated.has(w) === negated.has(w));
    for (const w of hits) covered.add(w);
    if (source.shows) for (const w of hits) shownOnRecord.add(w);
    if (hits.length > 0) contribute(source, hits.length);
  }
  // A result recorded on the step that does the criterion's work shows the criterion's words,
  // whatever words it is in ("Housing 1100, food 420" of "All expenses categorised"); the numbers
  // the criterion names, but for a period's ("the last 30 days"), it must still show itself.
  const periods = new Set([...withDigits(criterion).matchAll(PERIOD)].map((m) => m[1]));
  const done = doneWords(withoutNegatorWords(comparable(criterion)));
  const vouched = [...wanted].filter((w) => (!/^\d/.test(w) || periods.has(w)) && w !== deadline?.token);
  for (const source of sources) {
    if (!source.onStep || !speaksFor(source, source.onStep, { wanted, done, negated })) continue;
    for (const w of vouched) {
      covered.add(w);
      shownOnRecord.add(w);
    }
    contribute(source, vouched.length, `${source.label} on the step "${clip(source.onStep.title, 60)}"`);
  }
  const amounts = sources.flatMap((s) => s.amounts.map((amount) => ({ amount, source: s, aboutCriterion: contributors.has(s) })));
  // A bare number says nothing of a count where its text counts the thing itself ("two quotes so far: 850 and 1200").
  const countsItself = (b: Bound, source: Source) => source.amounts.some((other) => !isBare(other) && sameKind(b, other, false));
  // A result recorded (evidence, a note, a finding) says what happened: a number in a ticked
  // step's title ("Race day step 1") then no longer meets the bound.
  const ofKind = (b: Bound) => {
    const all = amounts.filter(({ amount, source, aboutCriterion }) => !amount.article && sameKind(b, amount, aboutCriterion) && !(isBare(amount) && !isBare(b) && countsItself(b, source)));
    const recorded = all.filter(({ source }) => source.shows);
    return recorded.length > 0 ? recorded : all;
  };
  // "Booked a viewing" meets "at least one viewing": one of the very thing the bound counts.
  const oneOf = (b: Bound) =>
    b.kind === 'min' && b.value <= 1 && !isBare(b) && !b.money ? amounts.filter(({ amount }) => amount.article && countedAs(amount).some((thing) => countedAs(b).includes(thing))) : [];
  const meetingOf = (b: Bound) => {
    const meeting = ofKind(b).filter(({ amount }) => withinBound(b, amount));
    return meeting.length > 0 ? meeting : oneOf(b);
  };
  // A bound met weighs as much as two of the criterion's words: the amount is what it is about.
  let boundsMetCount = 0;
  for (const b of bounds) {
    // What was recorded shows a bound met better than a ticked step's title naming it.
    const meeting = meetingOf(b);
    const within = meeting.find(({ source }) => source.shows) ?? meeting[0];
    if (!within) continue;
    boundsMetCount += 1;
    contribute(within.source, BOUND_WEIGHT);
  }
  const unmet = bounds.filter((b) => meetingOf(b).length === 0);
  const boundsMet = unmet.length === 0;
  const weight = wanted.size + BOUND_WEIGHT * bounds.length;
  const share = weight === 0 ? 0 : (covered.size + BOUND_WEIGHT * boundsMetCount) / weight;
  // A limit missed by a result recorded (evidence, a note, a finding): the result is named.
  const missed = bounds.flatMap((b) => {
    const recorded = ofKind(b).filter(({ source }) => source.shows);
    return recorded.length > 0 && meetingOf(b).length === 0 ? [{ bound: b, ...recorded[recorded.length - 1] }] : [];
  })[0];
  const numbersShown = numbers.every((n) => covered.has(n)) && boundsMet;
  // A text that says "not booked" of "booked", or "had to stop" of "without stopping", says the
  // criterion is not met, unless another text shows the word as the criterion has it.
  const saysOtherwise = (source: Source, w: string) => source.words.has(w) && (negated.has(w) ? denied.has(w) && !source.negated.has(w) : source.negated.has(w));
  // A ticked step's title does not outweigh a result recorded that says otherwise.
  const shownAgainst = (source: Source, w: string) => (source.shows ? shownOnRecord.has(w) : covered.has(w));
  const contradiction = sources.map((source) => ({ source, words: [...wanted].filter((w) => !shownAgainst(source, w) && saysOtherwise(source, w)) })).find((c) => c.words.length > 0);
  const met = share >= COVERAGE && numbersShown && !contradiction;
  const ranked = [...contributors.values()].sort((a, b) => b.hits - a.hits);
  const written = writtenWords(criterion);
  const missing = [...wanted].filter((w) => !covered.has(w)).map((w) => written.get(w) ?? w);
  const stepsOnly = met && ranked.every((c) => !c.shows);
  const evidence = stepsOnly
    ? `Met by ${ranked.slice(0, 2).map((c) => c.label).join(' and ')} alone, unverified: no evidence, note or finding shows it.`
    : met
      ? `Covered by ${ranked.slice(0, 2).map((c) => c.label).join(' and ')}.`
      : contradiction
        ? `Not met: ${contradiction.source.label} says otherwise about ${contradiction.words.map((w) => `"${written.get(w) ?? w}"`).join(' and ')}.`
        : missed
        ? `Not met: ${missed.source.label} shows ${missedBy(missed.bound, missed.amount)}.`
        : ranked.length === 0
          ? 'Nothing in the completed steps, evidence or findings mentions it yet.'
          : `Only partly covered (by ${ranked[0].label}); nothing shows ${[...missing.slice(0, 4).map((m) => `"${m}"`), ...unmet.map((b) => `"${b.text}"`)].join(', ').replace(/, ([^,]*)$/, ' or $1')}.`;
  const advice = missed && !met ? `"${criterion}": the result recorded is ${missedBy(missed.bound, missed.amount)}. Record a new result once you reach it, or change the criterion if it no longer fits.` : undefined;
  return { criterion, met, evidence, stepsOnly, advice };
}

function suggestionFor(gap: string): string {
  if (boundsIn(gap).length > 0) return `Record the actual number for "${gap}" as evidence (for example a count, a total or a price).`;
  if (/\d/.test(gap)) return `Add evidence that shows "${gap}", including the number or date it names.`;
  if (/\b(link|page|site|published|live|online|posted)\b/i.test(gap)) return `Add the link that shows "${gap}" as evidence.`;
  return `Add evidence or a finding that shows "${gap}" is true (a link, a document or a short note of the result).`;
}

/** Says when the verdict rests on ticked steps alone, so nobody reads it as checked evidence. */
function restsOnSteps(stepsOnly: number, total: number): string {
  if (stepsOnly === 0) return '';
  if (stepsOnly === total) return `, but only by ticked steps: no evidence, note or finding shows ${total === 1 ? 'it' : 'them'}, so the verdict rests on those steps being done`;
  return `; ${stepsOnly} of them ${stepsOnly === 1 ? 'rests' : 'rest'} only on a ticked step, with no evidence, note or finding to show ${stepsOnly === 1 ? 'it' : 'them'}`;
}

/**
 * Compares each success criterion with what was done. Criteria are the items
 * of the success criteria text (lines, bullets, ";", clauses joined by "and").
 */
export function evaluateTodo(input: EvaluateTodoInput): TodoEvaluation {
  const items = splitItems(input.todo.success_criteria);
  const criteria = items.length > 0 ? items : [input.todo.success_criteria.trim()];
  const sources = sourcesOf(input);
  const checked = criteria.map((c) => check(c, sources));
  const checks: CriterionCheck[] = checked.map(({ criterion, met, evidence, stepsOnly }) => ({ criterion, met, evidence, verified: met && !stepsOnly }));
  const stepsOnly = checked.filter((c) => c.stepsOnly).length;
  const gaps = checks.filter((c) => !c.met).map((c) => c.criterion);
  const open = input.steps.filter((s) => s.status !== 'completed');
  const suggestions = checked.filter((c) => !c.met).map((c) => c.advice ?? suggestionFor(c.criterion));
  if (gaps.length > 0 && open.length > 0) {
    suggestions.push(`Finish the open ${open.length === 1 ? 'step' : 'steps'}: ${open.slice(0, 3).map((s) => `"${s.title}"`).join(', ')}.`);
  }
  const one = checks.length === 1;
  const recommendation =
    gaps.length === 0
      ? `${one ? 'The success criterion is' : checks.length === 2 ? 'Both success criteria are' : `All ${checks.length} success criteria are`} covered by the completed work${restsOnSteps(stepsOnly, checks.length)}. "${input.todo.title}" can be marked complete.`
      : `${one ? 'The success criterion is' : `${gaps.length} of ${checks.length} success criteria ${gaps.length === 1 ? 'is' : 'are'}`} not shown yet. Add evidence for ${gaps.length === 1 ? 'it' : 'them'}, or force-complete the todo if you know ${gaps.length === 1 ? 'it is' : 'they are'} met.`;
  return { gaps_found: gaps.length > 0, gaps, suggestions, recommendation, criteria: checks };
}
