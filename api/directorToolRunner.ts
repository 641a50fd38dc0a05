import { updateMission } from '../commands/missions/updateMission';
import { createTodo } from '../commands/todos/createTodo';
import type { UserActor } from '../commands/useCase';
import { DomainError, notFound } from '../domain/decider';
import { MISSION_NOT_FOUND } from '../domain/missions/missionDecider';
import type { DirectorToolRunner, ToolRunResult } from '../planner/director/tools';
import type { AppDeps } from './appDeps';
import { UUID } from './http/ids';
import { useCaseDeps } from './http/useCaseDeps';

/**
 * The Director's data-changing tools, run as the signed-in user through the same use cases
 * (and so the same validation and ownership rules) as the todo and mission routes.
 * Refusals come back as readable errors; the model and the user see why.
 */
export function directorToolRunner(deps: AppDeps, actor: UserActor): DirectorToolRunner {
  // The model writes the ids: one that is not even a UUID is a mission that does not exist.
  const missionIdOf = (id: string) => {
    if (!UUID.test(id)) throw notFound(MISSION_NOT_FOUND);
    return id.toLowerCase();
  };

  async function attempt(run: () => Promise<string>): Promise<ToolRunResult> {
    try {
      return { ok: true, summary: await run() };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, error: error.message };
      throw error;
    }
  }

  return {
    createTodo: (args) =>
      attempt(async () => {
        await createTodo(useCaseDeps(deps), {
          actor,
          todo: {
            title: args.title,
            description: args.description ?? null,
            successCriteria: args.success_criteria,
            priority: args.priority ?? null,
            dueDate: args.due_date ?? null,
            missionId: args.mission_id ? missionIdOf(args.mission_id) : null,
          },
        });
        return `Created todo "${args.title.trim()}"`;
      }),

    updateMission: (args) =>
      attempt(async () => {
        const result = await updateMission(useCaseDeps(deps), {
          actor,
          missionId: missionIdOf(args.mission_id),
          changes: { title: args.title, description: args.description, status: args.status },
        });
        if (!result.changed) return `Mission "${result.title}" already had these values`;
        const what = [args.title !== undefined && 'title', args.description !== undefined && 'description', args.status !== undefined && `status (${result.status})`]
          .filter(Boolean)
          .join(', ');
        return `Updated mission "${result.title}": ${what}`;
      }),
  };
}
