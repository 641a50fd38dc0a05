import { words } from './text';

/**
 * What a short chat message that is neither a question nor a report says: thanks, a plain
 * acknowledgement ("ok", "got it") or hesitation ("hmm", "not sure"). Null for anything else.
 */
export type SmallTalk = 'thanks' | 'ack' | 'unsure';

const THANKS = new Set(['thanks', 'thank', 'thx', 'ty', 'cheers', 'merci', 'gracias', 'danke']);
const UNSURE = new Set(['hmm', 'hm', 'hmmm', 'um', 'umm', 'uh', 'erm', 'meh', 'dunno', 'idk', 'unsure']);
const ACK = new Set([
  'ok', 'okay', 'k', 'kk', 'great', 'cool', 'nice', 'good', 'fine', 'got', 'it', 'understood', 'alright', 'sure', 'right', 'perfect',
  'yes', 'yep', 'yeah', 'no', 'nope', 'i', 'see', 'you', 'a', 'lot', 'very', 'much', 'so', 'well', 'and', 'awesome', 'wow', 'not',
  'super', 'lol', 'haha', 'makes', 'sense', 'will', 'do', 'noted', 'agreed', 'oh', 'ah', 'hi', 'hello', 'hey',
]);
/** What a thanks may be for: "thanks for the help", "thanks for your advice" (these words alone are no small talk). */
const THANKS_FOR = new Set(['for', 'the', 'your', 'help', 'advice', 'tips', 'info']);

export function smallTalk(message: string): SmallTalk | null {
  const ws = words(message);
  if (ws.length === 0) return /\?/.test(message) ? 'unsure' : 'ack';
  const thanks = ws.some((w) => THANKS.has(w));
  if (ws.length > 5 || !ws.every((w) => THANKS.has(w) || UNSURE.has(w) || ACK.has(w) || (thanks && THANKS_FOR.has(w)) || /^h+m+$/.test(w))) return null;
  if (ws.some((w) => THANKS.has(w))) return 'thanks';
  if (ws.some((w) => UNSURE.has(w) || /^h+m+$/.test(w)) || /\bnot\s+sure\b|\bno\s+idea\b/i.test(message)) return 'unsure';
  return 'ack';
}

/** English function words: a message with none of them is not English. */
const ENGLISH = /\b(?:the|a|an|i|i'm|you|it|is|are|was|do|does|did|how|what|why|when|where|which|who|done|finished|my|me|to|and|of|for|with|this|that|ok|okay|thanks|yes|no|can|should|will|have|has|in|on|at|need|help)\b/i;
/** Common words of the languages people most often write in instead (Spanish, French, German, Italian, Dutch, Portuguese). */
const OTHER_LANGUAGE =
  /[¿¡]|(?:^|[^\p{L}])(?:el|la|los|las|que|qué|cómo|como|para|por|ya|muy|pero|sí|hola|gracias|hecho|terminé|le|les|des|est|et|je|vous|nous|pas|merci|bonjour|fini|und|ich|ist|das|der|nicht|danke|fertig|wie|il|di|che|non|sono|grazie|fatto|een|het|niet|ik|hoe|klaar|não|obrigado|feito)(?=$|[^\p{L}])/iu;

/** Is the message written in another language than English (which the offline planner reads)? */
export function inOtherLanguage(message: string): boolean {
  return !ENGLISH.test(message) && OTHER_LANGUAGE.test(message);
}

/**
 * A request for help ("help me with the guest list", "give me an example", "tell me how to start"):
 * a question, though it has no question mark.
 */
export function asksForHelp(sentence: string): boolean {
  return (
    /^\s*(?:please\s+)?(?:help\s+(?:me|with)|i\s+need\s+help)\b|^\s*(?:please\s+)?help(?:\s+please)?\s*[!?.]*\s*$/i.test(sentence) ||
    /^\s*(?:please\s+)?(?:(?:give|show)\s+me\s+(?:an?\s+|some\s+|a\s+few\s+)?(?:examples?|ideas?|tips?)|(?:tell|show)\s+me\s+how|explain\s+how)\b/i.test(sentence)
  );
}
