import type { Projector } from './projector';
import { usersProjector } from './users/usersProjector';

/** Every read model: one line per projector. */
export const allProjectors: Projector[] = [
  usersProjector,
];
