import type { DirectorInput } from '../../commands/ports/director';
import { entityTitle, findNamedEntity, isSpecificTitle } from './analysis';
import { buildDirectorContext, type DirectorContext } from './context';
import { inOtherLanguage, smallTalk } from '../offline/messageKind';
import {
  cannotChangeAnswer,
  dataAnswer,
  entityAnswer,
  focusPeriod,
  INTRO_START,
  introAnswer,
  missionRiskAnswer,
  notUnderstoodAnswer,
  otherLanguageAnswer,
  recentAnswer,
  recentDays,
  thanksAnswer,
} from './offlineAnswers';
import { streamText } from './streamText';

/**
 * The Director without a model: recognises what the user asks about and answers from their
 * data (through the same context toggles as the model would get). Deterministic.
 */

export type OfflineIntent = 'change' | 'entity' | 'risk' | 'focus' | 'summary' | 'intro';

/** A request to change something: an imperative ("Add a todo...", "Can you pause the mission?"), not a question about it. */
const changeRequest =
  /^\s*(please\s+|(can|could|would|will)\s+you\s+(please\s+)?|i\s+(want|need)\s+you\s+to\s+|go\s+ahead\s+and\s+)?(create|add|make|schedule|delete|remove|update|change|edit|rename|move|mark|set|pause|resume|reschedule|complete)\b[^.?!]*\b(todos?|tasks?|missions?|odysseys?|steps?|due dates?|deadlines?|priority|priorities|status)\b/i;
const riskWords = /\b(overdue|late|behind|risk|risky|at[-\s]risk|slipping|missed|deadlines?|critical|blocked|stuck)\b/i;
const focusWords = /\b(focus|today|tonight|tomorrow|priorit\w*|next|first|start|work on|should i|urgent|important|plan my day|overwhelm\w*|too much|so much to do)\b/i;
/** A risk question about missions ("Which mission is at risk and why?") is answered mission by mission. */
const aboutMissions = /\bmissions?\b/i;
const summaryWords = /\b(summary|summari[sz]e|progress|overview|status|report|how am i|how'?s it going|doing|stats?|statistics|week|month|recap)\b/i;

export function offlineIntent(message: string, ctx: DirectorContext): { intent: OfflineIntent; entity: ReturnType<typeof findNamedEntity> } {
  const entity = findNamedEntity(ctx, message);
  if (changeRequest.test(message)) return { intent: 'change', entity };
  const keyword: OfflineIntent | null = riskWords.test(message)
    ? 'risk'
    : focusWords.test(message)
      ? 'focus'
      : summaryWords.test(message)
        ? 'summary'
        : null;
  // "How is Base Training doing?" is about the mission; a one-word title like "Focus" must
  // not turn "what should I focus on?" into a question about that todo.
  if (entity && (keyword === null || isSpecificTitle(entityTitle(entity)))) return { intent: 'entity', entity };
  return { intent: keyword ?? 'intro', entity };
}

/** The whole offline answer as markdown. */
export function offlineDirectorAnswer(input: DirectorInput): string {
  const ctx = buildDirectorContext(input.data, input.settings.context_settings, input.now, input.timeZone);
  const style = input.settings.response_style;
  if (inOtherLanguage(input.message)) return otherLanguageAnswer();
  const { intent, entity } = offlineIntent(input.message, ctx);
  switch (intent) {
    case 'change':
      return cannotChangeAnswer(ctx);
    case 'entity':
      return entityAnswer(ctx, entity!, style);
    case 'risk':
      return aboutMissions.test(input.message) && ctx.missions ? missionRiskAnswer(ctx, style) : dataAnswer(ctx, intent, style);
    case 'focus':
      return dataAnswer(ctx, intent, style, focusPeriod(input.message));
    case 'summary': {
      const days = recentDays(input.message);
      const summary = dataAnswer(ctx, intent, style);
      return days === null ? summary : `${recentAnswer(ctx, days, style)}\n\n${summary}`.trim();
    }
    case 'intro': {
      // One introduction per conversation: later small talk and unread questions get a line of their own.
      const talk = smallTalk(input.message);
      if (talk === 'thanks') return thanksAnswer();
      const introduced = input.history.some((m) => m.role === 'assistant' && m.content.startsWith(INTRO_START));
      return introduced ? notUnderstoodAnswer(ctx, talk !== null) : introAnswer(ctx);
    }
  }
}

export function offlineDirectorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string> {
  return streamText(offlineDirectorAnswer(input), signal);
}
