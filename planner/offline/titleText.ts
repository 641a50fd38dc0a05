/** The longest title a plan writes: a title is read at a glance, details go in the description. */
export const MAX_TITLE = 80;

/** Words a title must not end on: "Train for", "Finish by". */
const DANGLING = new Set(
  'a an the and or but of to in on at by for with from into about over under as than so if when while your my our their its this that these those until before after per via'.split(' '),
);

const PREPOSITIONS = new Set('of to in on at by for with from into about over under as than until before after per via'.split(' '));
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she']);
/** Words that open a clause which may end on its preposition. */
const RELATIVE_WORDS = new Set(['where', 'what', 'which', 'who', 'whom']);
/** Prepositions that are also a verb's particle ("Settle in", "Move on"). */
const PARTICLES = new Set(['in', 'on', 'over']);
const TIME_SPAN = /^(?:hours?|days?|nights?|weeks?|months?|years?)$/;

/**
 * A preposition may end a title when it closes the clause: after a pronoun
 * and its verb ("Talk to the people it is for", "Prepare the situation you
 * need it for"), as the particle of a lone verb ("Settle in"), or after a
 * span of time ("Confirm every supplier one week before").
 */
function endsOnWholeClause(words: string[]): boolean {
  const n = words.length;
  const last = words[n - 1];
  if (!PREPOSITIONS.has(last)) return false;
  if (words.slice(Math.max(0, n - 4), n - 2).some((w) => SUBJECT_PRONOUNS.has(w))) return true;
  // "where each fact comes from", "what the frame is made of": a clause a question word opens ends on its preposition.
  if (n >= 4 && words.slice(Math.max(0, n - 6), n - 2).some((w) => RELATIVE_WORDS.has(w))) return true;
  if (n === 2 && PARTICLES.has(last)) return true;
  return (last === 'before' || last === 'after') && n >= 2 && TIME_SPAN.test(words[n - 2]);
}

/** Where a phrase starts that a cut may drop whole: a preposition after a space. */
const PHRASE_START = new RegExp(`\\s(?:${[...PREPOSITIONS].join('|')})\\s`, 'gi');

const QUESTION_WORDS = new Set(['who', 'what', 'when', 'where', 'why', 'how', 'which']);

/** A list of question words ends whole on its last one: "labelled with who, where and when". */
function endsOnQuestionList(words: string[]): boolean {
  const n = words.length;
  return n >= 3 && QUESTION_WORDS.has(words[n - 1]) && (words[n - 2] === 'and' || words[n - 2] === 'or') && QUESTION_WORDS.has(words[n - 3]);
}

/** Whether a title's last word leaves it hanging ("Train for", "Save money for the"). */
function dangles(words: string[]): boolean {
  return words.length > 0 && DANGLING.has(words[words.length - 1]) && !endsOnWholeClause(words) && !endsOnQuestionList(words);
}

/** A preposition right before another ("by on"): one of the two is left over. */
const DOUBLED_PREPOSITION = /\b(by|on|in|at|before|until)\s+(?=(?:by|on|in|at(?!\s+(?:least|most)\b)|before|until)\b)/gi;

/** Verbs whose particle a preposition may follow: "Try shoes on in the afternoon", "Log in on day one". */
const PARTICLE_VERBS: Record<string, string> = {
  on: 'try|tried|put|turn|switch|log|sign|hold|carry|keep|take|pass|catch|move|get|work',
  in: 'log|sign|check|hand|fill|plug|move|settle|drop|pop|join|tune|send|turn|break|cash|pencil|fit|put|give|breathe|ease',
  by: 'drop|stop|pop|swing|come|stand|get',
};

/**
 * Whether the preposition is the particle of a verb before it, alone ("Log in") or after the
 * verb's object of up to three words ("Try the new shoes on"): it belongs to the verb.
 */
function isParticle(word: string, before: string): boolean {
  const verbs = PARTICLE_VERBS[word.toLowerCase()];
  return verbs !== undefined && new RegExp(`\\b(?:${verbs})(?:s|ed|ing)?\\s+(?:[\\p{L}\\p{N}'-]+\\s+){0,3}$`, 'iu').test(before);
}

/**
 * What a careful writer would not put in a title: brackets, a quoted or
 * pasted fragment, two prepositions in a row ("by on"), a doubled word, a
 * dangling last word, more than MAX_TITLE characters. Empty when the title is clean.
 */
export function titleProblems(title: string): string[] {
  const problems: string[] = [];
  const t = title.trim();
  if (/[()[\]{}]/.test(t)) problems.push('has brackets');
  if (/["“”…]|\.\.\./.test(t)) problems.push('has a quoted or cut fragment');
  const doubled = [...t.matchAll(/\b(by|on|in|at|for|to|of|with|from|before|until)\s+(?=(?:by|on|in|at(?!\s+(?:least|most)\b)|for|to|of|with|from|before|until)\b)/gi)];
  if (doubled.some((m) => !isParticle(m[1], t.slice(0, m.index)))) problems.push('has two prepositions in a row');
  const words = t.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.some((w, i) => i > 0 && w === words[i - 1] && !/^\d+$/.test(w))) problems.push('has a doubled word');
  if (dangles(words)) problems.push(`ends on "${words[words.length - 1]}"`);
  if (t.length > MAX_TITLE) problems.push(`is longer than ${MAX_TITLE} characters`);
  return problems;
}

/**
 * A title made clean: brackets and their content out, doubled words once,
 * cut to MAX_TITLE at a clause or word boundary, no dangling last word (a
 * preposition that closes a clause stays).
 */
export function cleanTitle(title: string): string {
  let t = title
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, '')
    .replace(/\s*[([{].*$/, '')
    .replace(/["“”]/g, '')
    .replace(/…|\.\.\./g, '')
    .replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1')
    .replace(DOUBLED_PREPOSITION, (whole: string, word: string, at: number, text: string) => (isParticle(word, text.slice(0, at)) ? whole : ''))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:.!\-–]+$/, '');
  if (t.length > MAX_TITLE) {
    const cut = t.slice(0, MAX_TITLE + 1);
    // The last clause break that leaves a title of some substance, else the start of the last
    // phrase the cut leaves unfinished ("... with your kids in one or two measurable"), else the last word break.
    const breaks = [...cut.matchAll(/[,;:]\s|\s(?:so|so that|because|which|while|where|and then|before|after|then|but)\s/gi)].map((m) => m.index).filter((i) => i >= 20);
    const phrases = [...cut.matchAll(PHRASE_START)].map((m) => m.index).filter((i) => i >= 20);
    const at = breaks.at(-1) ?? phrases.at(-1) ?? cut.lastIndexOf(' ');
    t = cut.slice(0, at);
  }
  let words = t.split(' ');
  while (words.length > 1 && dangles(words.map((w) => w.toLowerCase().replace(/[^a-z']/g, '')))) words = words.slice(0, -1);
  t = words.join(' ').replace(/[\s,;:.!\-–]+$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}
