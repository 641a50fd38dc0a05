import type { ExtractedFinding } from '../../domain/planning';
import type { FindingInput } from '../../commands/ports/planner';
import { detectsCompletion } from './completion';
import { resultIsANote } from './evidenceWorth';
import { asksForHelp } from './messageKind';
import { capitalize, clip, firstWords, sentences, trimPunctuation, words } from './text';

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/gi;
const DECISION =
  /\b(decided|decide to|we will|we'll|i will go with|i'll go with|going with|go with|went with|chose|chosen|choose to|opted|settled on|picked|agreed|the plan is)\b/i;
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
  return /\?\s*$/.test(sentence) || asksForHelp(sentence);
}

/** A number, a weekday or a month: the detail a short message is worth keeping for ("booked for Tuesday"). */
const DETAIL =
  /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/i;

/** Worth keeping as information: a real statement, or a short one with a detail in it. */
function isSubstantive(sentence: string): boolean {
  const n = words(sentence).length;
  return n >= 6 || (n >= 3 && DETAIL.test(sentence));
}

/** "Done, booked for Tuesday" is titled by what was done: "Booked for Tuesday". */
const DONE_LEAD = /^\s*(?:(?:all|it's|it’s|i'm|i’m)\s+)?(?:done|finished|completed|complete)\s*[,:;!.-]+\s*/i;

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
    // "Done!" alone says nothing worth keeping; "done, booked for Tuesday" keeps the day.
    const onlyCompletion = detectsCompletion(sentence, stepTitle) && words(sentence).length <= 6 && !DETAIL.test(sentence);
    // On a step to write something down, what the person writes is the note, however short ("less chili, more coconut milk").
    const theNote = resultIsANote(stepTitle) && words(sentence).length >= 2;
    if (!onlyCompletion && (isSubstantive(sentence) || theNote)) {
      const told = sentence.replace(DONE_LEAD, '');
      add({ finding_type: 'information', title: capitalize(firstWords(told || sentence, 8)), content: clip(sentence, 1000) });
    }
  }
  return out;
}
