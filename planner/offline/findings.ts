import type { ExtractedFinding } from '../../domain/planning';
import type { FindingInput } from '../../commands/ports/planner';
import { detectsCompletion } from './completion';
import { capitalize, clip, firstWords, sentences, trimPunctuation, words } from './text';

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/gi;
const DECISION =
  /\b(decided|decide to|we will|we'll|i will go with|i'll go with|going with|go with|chose|chosen|choose to|opted|settled on|picked|agreed|the plan is)\b/i;
const SMALL_TALK = /^(hi|hello|hey|thanks|thank you|ok|okay|great|cool|nice|yes|no|sure)\b[\s!.,]*$/i;

function urlTitle(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.split('/').filter(Boolean).slice(0, 2).join('/');
    return clip(`Link: ${u.hostname.replace(/^www\./, '')}${path ? `/${path}` : ''}`, 120);
  } catch {
    return clip(`Link: ${url}`, 120);
  }
}

function isQuestion(sentence: string): boolean {
  return /\?\s*$/.test(sentence);
}

/** Worth keeping as information: a real statement, or a short one with a number in it. */
function isSubstantive(sentence: string): boolean {
  const n = words(sentence).length;
  return n >= 6 || (n >= 3 && /\d/.test(sentence));
}

/**
 * Findings in a user's chat message: links become resources, choices become
 * decisions, other substantive statements become information. Statements that
 * only report completion ("done!") and ones already recorded are skipped.
 */
export function extractFindings(message: string, existing: FindingInput[], stepTitle: string, max = 5): ExtractedFinding[] {
  const known = new Set(existing.map((f) => f.content.trim().toLowerCase()));
  const out: ExtractedFinding[] = [];
  const add = (f: ExtractedFinding) => {
    const key = f.content.trim().toLowerCase();
    if (known.has(key) || out.length >= max) return;
    known.add(key);
    out.push(f);
  };

  for (const sentence of sentences(message)) {
    const urls = sentence.match(URL_PATTERN) ?? [];
    if (urls.length > 0) {
      for (const raw of urls) {
        const url = raw.replace(/[.,;:!?]+$/, '');
        const rest = trimPunctuation(sentence.replace(raw, ' ').replace(/\s+/g, ' '));
        add({ finding_type: 'resource', title: urlTitle(url), content: words(rest).length >= 2 ? clip(sentence, 1000) : url });
      }
      continue;
    }
    if (isQuestion(sentence) || SMALL_TALK.test(sentence)) continue;
    if (DECISION.test(sentence)) {
      add({ finding_type: 'decision', title: capitalize(firstWords(sentence, 8)), content: clip(sentence, 1000) });
      continue;
    }
    const onlyCompletion = detectsCompletion(sentence, stepTitle) && words(sentence).length <= 6;
    if (!onlyCompletion && isSubstantive(sentence)) {
      add({ finding_type: 'information', title: capitalize(firstWords(sentence, 8)), content: clip(sentence, 1000) });
    }
  }
  return out;
}
