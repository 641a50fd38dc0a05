import type { Projector } from './projector';
import { usersProjector } from './users/usersProjector';
import { directorConversationsProjector } from './director/directorConversationsProjector';
import { directorSettingsProjector } from './director/directorSettingsProjector';
import { missionsProjector } from './missions/missionsProjector';
import { odysseysProjector } from './odysseys/odysseysProjector';
import { todosProjector } from './todos/todosProjector';
import { jobsProjector } from './jobs/jobsProjector';
import { historyLinksProjector } from './history/historyLinksProjector';
import { analyticsProjector } from './analytics/analyticsProjector';

/** Every read model: one line per projector. */
export const allProjectors: Projector[] = [
  usersProjector,
  directorConversationsProjector,
  directorSettingsProjector,
  missionsProjector,
  odysseysProjector,
  todosProjector,
  jobsProjector,
  historyLinksProjector,
  analyticsProjector,
];
