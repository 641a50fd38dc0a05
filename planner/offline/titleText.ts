/** The longest title a plan writes: a title is read at a glance, details go in the description. */
export const MAX_TITLE = 80;

/** Words a title must not end on: "Train for", "Finish by". */
const DANGLING = new Set(
  'a an the and or but of to in on at by for with from into about over under as than so if when while your my our their its this that these those until before after per via'.split(' '),
);

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
  if (/\b(by|on|in|at|for|to|of|with|from|before|until)\s+(by|on|in|at(?!\s+(?:least|most)\b)|for|to|of|with|from|before|until)\b/i.test(t)) problems.push('has two prepositions in a row');
  const words = t.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.some((w, i) => i > 0 && w === words[i - 1] && !/^\d+$/.test(w))) problems.push('has a doubled word');
  if (words.length > 0 && DANGLING.has(words[words.length - 1])) problems.push(`ends on "${words[words.length - 1]}"`);
  if (t.length > MAX_TITLE) problems.push(`is longer than ${MAX_TITLE} characters`);
  return problems;
}

/**
 * A title made clean: brackets and their content out, doubled words once,
 * cut to MAX_TITLE at a clause or word boundary, no dangling last word.
 */
export function cleanTitle(title: string): string {
  let t = title
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, '')
    .replace(/\s*[([{].*$/, '')
    .replace(/["“”]/g, '')
    .replace(/…|\.\.\./g, '')
    .replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1')
    .replace(/\b(by|on|in|at|before|until)\s+(?=(?:by|on|in|at(?!\s+(?:least|most)\b)|before|until)\b)/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:.!\-–]+$/, '');
  if (t.length > MAX_TITLE) {
    const cut = t.slice(0, MAX_TITLE + 1);
    // The last clause break that leaves a title of some substance, else the last word break.
    const breaks = [...cut.matchAll(/[,;:]\s|\s(?:so|so that|because|which|while|where|and then|before|after|then|but)\s/gi)].map((m) => m.index).filter((i) => i >= 20);
    t = breaks.length > 0 ? cut.slice(0, breaks[breaks.length - 1]) : cut.slice(0, cut.lastIndexOf(' '));
  }
  let words = t.split(' ');
  while (words.length > 1 && DANGLING.has(words[words.length - 1].toLowerCase().replace(/[^a-z']/g, ''))) words = words.slice(0, -1);
  t = words.join(' ').replace(/[\s,;:.!\-–]+$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}
