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
