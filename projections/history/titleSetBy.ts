import type { RecordedEvent } from '../../commands/eventStore';

/** Events whose `title` is the entity's title from then on. */
const TITLE_EVENTS = new Set([
  'OdysseyCreated',
  'OdysseyDetailsUpdated',
  'MissionCreated',
  'MissionDetailsUpdated',
  'MissionReplanRequested',
  'MissionReplanUndone',
  'TodoCreated',
  'TodoDetailsUpdated',
  'DirectorConversationStarted',
]);

/**
 * The title an event of an odyssey's, mission's, todo's or conversation's stream leaves it with,
 * or null when it does not rename it: its creation, an edit or a re-plan, or an undone todo
 * edit, which gives back the title from before.
 */
export function titleSetBy(e: RecordedEvent): string | null {
  const d = e.data as { title?: unknown; previous?: { title?: unknown } };
  const title = e.type === 'TodoEditUndone' ? d.previous?.title : TITLE_EVENTS.has(e.type) ? d.title : undefined;
  return typeof title === 'string' ? title : null;
}
