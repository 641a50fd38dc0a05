import type { EventSchemaMap } from './eventSchemas';
import { userEventSchemas } from './users/events';
import { directorEventSchemas } from './director/events';
import { missionEventSchemas } from './missions/events';
import { odysseyEventSchemas } from './odysseys/events';
import { todoEventSchemas } from './todos/events';
import { stepChatEventSchemas } from './stepChat/events';
import { jobEventSchemas } from './jobs/events';
import { calendarEventSchemas } from './calendar/events';
import { plannerCallEventSchemas } from './plannerCalls/events';

/** Every event type the log may hold: one line per area. */
export const allEventSchemas: EventSchemaMap = {
  ...userEventSchemas,
  ...directorEventSchemas,
  ...missionEventSchemas,
  ...odysseyEventSchemas,
  ...todoEventSchemas,
  ...stepChatEventSchemas,
  ...jobEventSchemas,
  ...calendarEventSchemas,
  ...plannerCallEventSchemas,
};
