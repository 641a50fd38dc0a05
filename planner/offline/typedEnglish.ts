/**
 * English as people type it in a chat, read as meant: contractions without their apostrophe
 * ("whats next", "i cant") and slips of the keyboard ("shuold", "tomorow"). One reader for the
 * step chat and The Director.
 */

/**
 * Contractions people type without their apostrophe ("whats next", "i cant", "dont know"), with
 * it put back, so a message reads as meant. Only forms that are no other word are mended ("its"
 * only before a word that makes it "it is"; "id", "ill", "were", "well" and "lets" stay as they are).
 */
const MISSING_APOSTROPHE: Record<string, string> = {
  whats: "what's", thats: "that's", hows: "how's", wheres: "where's", whos: "who's", theres: "there's",
  cant: "can't", dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't", werent: "weren't",
  havent: "haven't", hasnt: "hasn't", hadnt: "hadn't", couldnt: "couldn't", wouldnt: "wouldn't", shouldnt: "shouldn't",
  wont: "won't", im: "i'm", ive: "i've", youre: "you're", theyre: "they're", weve: "we've",
};
const WORD = new RegExp(`\\b(${Object.keys(MISSING_APOSTROPHE).join('|')})\\b`, 'gi');
/** "its going to rain", "its done": "its" before these is "it is". */
const ITS_AS_IT_IS = /\bits(?=\s+(?:going|gonna|been|not|too|so|very|ok|okay|fine|done|finished|raining|snowing|hot|cold|late|broken|still|time|a|an|the)\b)/gi;

/** The message with the apostrophes of its contractions, curly ones made straight. */
export function withApostrophes(message: string): string {
  return message
    .replace(/’/g, "'")
    .replace(WORD, (w) => {
      const mended = MISSING_APOSTROPHE[w.toLowerCase()];
      return w[0] === w[0].toUpperCase() ? mended[0].toUpperCase() + mended.slice(1) : mended;
    })
    .replace(ITS_AS_IT_IS, (w) => `${w.slice(0, 2)}'s`);
}

/** Whether two words are at most one slip apart (one letter added, dropped or changed; two neighbours swapped). */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) {
    // Changed at i, or swapped with its neighbour.
    return rest(a, i + 1) === rest(b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2));
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

const swappedNeighbours = (a: string, b: string) => a.length === b.length && a !== b && [...a].sort().join('') === [...b].sort().join('') && oneSlipApart(a, b);

/**
 * The English words and names one slip from a word a chat reads messages by, the step chat's or
 * The Director's ("stick" of "stuck", "Stuart" of "start", "there" of "where", "stats" of
 * "status"): meant as written, never mended. A word added to either vocabulary needs its own
 * here. "summery" is left out: in a question about a plan it is a slip for "summary".
 */
const REAL_WORDS_NEAR: ReadonlySet<string> = new Set(
  (
    'accomplishes advise ample attentions awaiting baiting basks beady began begins begun behinds benin blacked blacking ' +
    'cancels cancer casks chancel clocked clocking coding coking combing comings compete competed complected completer ' +
    'completes cooing coping coring corking cowing crack deadliness defend defends deport difficulty dodos doings doling ' +
    'doping dosing doting dozing dying emissions exampled finis finisher finishes finnish firsts flocked flocking forecasts ' +
    'foremast forge forged forger forges forgets forgo forking frack frisky goings goring gould headline headlines heady ' +
    'homing ideal ideals locked locking locus masks mission monte months monty motivations mould mouth oaten odysseus odyssey ' +
    'omissions overviews postponed postpones prioritizes problems reads recaps redcap reedy regaining reports resort ' +
    'retaining retort ricky risks sampled sampler samples shale shalt shawl shell shill shuck simple small smart smarted ' +
    'snuck soften stack stall stare stared stark starr starred stars starter startled starts starved stated states stats ' +
    'statue statues stick stock straggling struck stuart stunk summaries summarized summarizes tacks talks tanks there toady ' +
    'toddy tokay tomorrows trace traci tracks tract tracy trick truck tusks wafting wailing waiving wanting wasting weekends ' +
    'wheres whiting wording workings world worming woulds wound wrack writing'
  ).split(' '),
);

/**
 * The word of `known` a typed word was meant to be: one slip away from exactly one of them; a
 * four-letter word only by a swap ("waht"), shorter ones never, as too many real words are one
 * letter apart. Null when it is known already, a real word of its own, one of the person's own
 * words, or none (or several) fit.
 */
function meantWord(word: string, known: ReadonlySet<string>, own: ReadonlySet<string>): string | null {
  if (word.length < 4 || known.has(word) || REAL_WORDS_NEAR.has(word) || own.has(word)) return null;
  const fits = [...known].filter((q) => (word.length === 4 || q.length === 4 ? swappedNeighbours(word, q) : oneSlipApart(word, q)));
  return fits.length === 1 ? fits[0] : null;
}

/**
 * The message with each slip mended into a word of `known` (lower case where a word was
 * mended); real words and words of `own` (the person's titles and texts) left as written.
 */
export function withSlipsMended(message: string, known: ReadonlySet<string>, own: ReadonlySet<string>): string {
  return message.replace(/\p{L}+/gu, (word) => meantWord(word.toLowerCase(), known, own) ?? word);
}
