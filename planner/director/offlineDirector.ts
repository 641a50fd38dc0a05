import type { DirectorInput } from '../../commands/ports/director';
import { entityTitle, findNamedEntity, isSpecificTitle } from './analysis';
import { buildDirectorContext, type DirectorContext } from './context';
import { cannotChangeAnswer, dataAnswer, entityAnswer, focusPeriod, introAnswer } from './offlineAnswers';
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
const focusWords = /\b(focus|today|tonight|tomorrow|priorit\w*|next|first|start|work on|should i|urgent|important|plan my day)\b/i;
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
  const { intent, entity } = offlineIntent(input.message, ctx);
  switch (intent) {
    case 'change':
      return cannotChangeAnswer(ctx);
    case 'entity':
      return entityAnswer(ctx, entity!, style);
    case 'risk':
    case 'focus':
    case 'summary':
      return dataAnswer(ctx, intent, style, focusPeriod(input.message));
    case 'intro':
      return introAnswer(ctx);
  }
}

export function offlineDirectorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string> {
  return streamText(offlineDirectorAnswer(input), signal);
}
