import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoreMission } from '../../commands/trash/restoreMission';
import { restoreOdyssey } from '../../commands/trash/restoreOdyssey';
import { restoreTodo } from '../../commands/trash/restoreTodo';
import { undoMissionReplan } from '../../commands/undo/undoMissionReplan';
import { undoTodoChange } from '../../commands/undo/undoTodoChange';
import { undoTodoDependencyChange } from '../../commands/undo/undoTodoDependencyChange';
import { undoDepsOf } from '../http/undoDeps';
import { UNDO_KINDS, UNDO_HEADER } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';

/** One message for every way a revision can be wrong: -1 is a number, but not a revision. */
const REVISION_MESSAGE = 'Revision must be a whole number from 0 up, as the X-Undo header of the change gave it.';
const undoBody = z.object({
  kind: z.enum(UNDO_KINDS, { message: `Kind must be one of ${UNDO_KINDS.join(', ')}.` }),
  // Ids are stored lower-case: an upper-case spelling names the same item.
  id: z.uuid({ message: 'Id must be the id of a todo, mission or odyssey.' }).transform((id) => id.toLowerCase()),
  revision: z.number({ message: REVISION_MESSAGE }).int({ message: REVISION_MESSAGE }).min(0, { message: REVISION_MESSAGE }).max(1_000_000_000, { message: REVISION_MESSAGE }),
});
const undone = z.object({ kind: z.enum(UNDO_KINDS), id: z.string(), detail: z.string() });

/**
 * Undo of the user's last change, named by the `X-Undo` header of the change's answer. Each
 * undo appends a compensating event; one that no longer applies answers 409.
 */
export const undoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/undo',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['undo'],
        summary: `Undo a change, as named by the ${UNDO_HEADER} header of its answer`,
        description:
          'Edits, step completions, re-plans and changes to what a todo waits for, and re-plans of a mission, are undone while they are still its last change (else 409; a wait put back must not close a loop, else 400); deleted todos, missions and odysseys are restored.',
        body: undoBody,
        response: { 200: undone },
      },
    },
    async (request) => {
      const { kind, id, revision } = request.body;
      const userId = request.user.id;
      const now = deps.now().toISOString();
      const ucDeps = undoDepsOf(deps, request);
      switch (kind) {
        case 'todo_edit':
          await undoTodoChange(ucDeps, { userId, todoId: id, kind: 'edit', revision, now });
          break;
        case 'step_completion':
          await undoTodoChange(ucDeps, { userId, todoId: id, kind: 'step_completion', revision, now });
          break;
        case 'todo_replan':
          await undoTodoChange(ucDeps, { userId, todoId: id, kind: 'replan', revision, now });
          break;
        case 'todo_dependency':
          await undoTodoDependencyChange(useCaseDeps(deps), { actor: userActorOf(request), todoId: id, revision });
          break;
        case 'mission_replan':
          await undoMissionReplan(ucDeps, { userId, missionId: id, revision, now });
          break;
        case 'todo_delete':
          await restoreTodo(ucDeps, { userId, todoId: id, now, revision });
          break;
        case 'mission_delete':
          await restoreMission(ucDeps, { userId, missionId: id, now });
          break;
        case 'odyssey_delete':
          await restoreOdyssey(ucDeps, { userId, odysseyId: id, now });
          break;
      }
      return { kind, id, detail: 'Undone.' };
    },
  );
};
