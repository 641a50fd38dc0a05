import { randomUUID } from 'node:crypto';
import { handleCommand, type Actor } from '../commands/handleCommand';
import { DomainError } from '../domain/decider';
import { missionDecider, missionStreamId } from '../domain/missions/missionDecider';
import { todoDecider } from '../domain/todos/todoDecider';
import type { DirectorToolRunner, ToolRunResult } from '../planner/director/tools';
import { waitForProjections, type AppDeps } from './appDeps';
import { UUID as uuidPattern } from './http/ids';


/**
 * The Director's data-changing tools, run as the signed-in user through the same deciders
 * (and so the same validation and ownership rules) as the todo and mission routes.
 * Refusals come back as readable errors; the model and the user see why.
 */
export function directorToolRunner(deps: AppDeps, actor: Actor, userId: string): DirectorToolRunner {
  const now = () => deps.now().toISOString();

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
        if (args.mission_id) {
          // Same rule as the todo routes: only one of the user's own, active missions.
          const mission = uuidPattern.test(args.mission_id)
            ? await deps.db('missions').where({ id: args.mission_id, user_id: userId }).first('title', 'status')
            : undefined;
          if (!mission) throw new DomainError('not_found', 'Mission not found');
          if (mission.status !== 'active') throw new DomainError('invalid', 'A todo can only be added to an active mission');
        }
        const todoId = randomUUID();
        const result = await handleCommand(deps, {
          streamId: `todo-${todoId}`,
          decider: todoDecider,
          command: {
            type: 'CreateTodo',
            todoId,
            userId,
            now: now(),
            title: args.title,
            description: args.description ?? null,
            successCriteria: args.success_criteria,
            priority: args.priority ?? null,
            dueDate: args.due_date ?? null,
            missionId: args.mission_id ?? null,
          },
          actor,
        });
        await waitForProjections(deps, result.position);
        return `Created todo "${args.title.trim()}"`;
      }),

    updateMission: (args) =>
      attempt(async () => {
        if (!uuidPattern.test(args.mission_id)) throw new DomainError('not_found', 'Mission not found');
        const changes = { title: args.title, description: args.description, status: args.status };
        const result = await handleCommand(deps, {
          streamId: missionStreamId(args.mission_id),
          decider: missionDecider,
          command: { type: 'UpdateMission', userId, ...changes, now: now() },
          actor,
        });
        await waitForProjections(deps, result.position);
        const title = result.state.title;
        if (result.events.length === 0) return `Mission "${title}" already had these values`;
        const what = [args.title !== undefined && 'title', args.description !== undefined && 'description', args.status !== undefined && `status (${result.state.status})`]
          .filter(Boolean)
          .join(', ');
        return `Updated mission "${title}": ${what}`;
      }),
  };
}
