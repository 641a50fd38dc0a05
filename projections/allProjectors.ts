import type { Projector } from './projector';
import { usersProjector } from './users/usersProjector';
import { directorConversationsProjector } from './director/directorConversationsProjector';
import { directorSettingsProjector } from './director/directorSettingsProjector';
import { missionsProjector } from './missions/missionsProjector';
import { odysseysProjector } from './odysseys/odysseysProjector';
import { todosProjector } from './todos/todosProjector';
import { todoDependenciesProjector } from './todos/todoDependencies';
import { jobsProjector } from './jobs/jobsProjector';
import { historyLinksProjector } from './history/historyLinksProjector';
import { analyticsProjector } from './analytics/analyticsProjector';
import { calendarFeedsProjector } from './calendar/calendarFeedsProjector';
import { asOfMembershipsProjector } from './asOf/membershipsProjector';

/** Every read model: one line per projector. */
export const allProjectors: Projector[] = [
  usersProjector,
  directorConversationsProjector,
  directorSettingsProjector,
  missionsProjector,
  odysseysProjector,
  todosProjector,
  todoDependenciesProjector,
  jobsProjector,
  calendarFeedsProjector,
  asOfMembershipsProjector,
  historyLinksProjector,
  analyticsProjector,
];

/** Read models a command's answer and the SPA's next read use: a command waits for these only. */
export const answerProjectors: Projector[] = allProjectors.filter((p) => p !== historyLinksProjector && p !== analyticsProjector);
/** Read models that may lag behind the answers; a group of their own keeps the answers' batches small. */
export const laggingProjectors: Projector[] = [historyLinksProjector, analyticsProjector];
