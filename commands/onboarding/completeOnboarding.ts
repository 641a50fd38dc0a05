import { DomainError } from '../../domain/decider';
import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import { odysseyDecider, odysseyStreamId } from '../../domain/odysseys/odysseyDecider';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { userDecider } from '../../domain/users/userDecider';
import type { ReadModelQueries } from '../ports/readModels';
import type { UseCaseDeps, UserActor } from '../useCase';
import { idempotentRunner } from './idempotentRunner';
import { MAX_SAMPLE_MISSIONS, MAX_SAMPLE_TODOS, sampleGenerations, sampleMissionId, sampleTodoId } from './sampleIds';

export type OnboardingQueries = Pick<ReadModelQueries, 'liveTodoIds'> & {
  /** Which of these mission ids the user still has in the read models. */
  liveMissionIds(userId: string, missionIds: string[]): Promise<string[]>;
};

export type RemovedSamples = { odysseys: number; missions: number; todos: number };

/** Ends the tour: removes what its samples made and is still there, and marks onboarding done. */
export async function completeOnboarding(deps: UseCaseDeps & { queries: OnboardingQueries }, input: { actor: UserActor }): Promise<{ removed: RemovedSamples }> {
  const { actor } = input;
  const { userId } = actor;
  const at = deps.now().toISOString();
  const { run, settled } = idempotentRunner(deps, actor);
  const generations = await sampleGenerations(deps.store, userId);
  const missionIds = generations.flatMap((g) => Array.from({ length: MAX_SAMPLE_MISSIONS }, (_, i) => sampleMissionId(g.odysseyId, i)));
  const todoIds = missionIds.flatMap((missionId) => Array.from({ length: MAX_SAMPLE_TODOS }, (_, i) => sampleTodoId(missionId, i)));
  const liveTodos = await deps.queries.liveTodoIds(userId, todoIds);
  const liveMissions = await deps.queries.liveMissionIds(userId, missionIds);
  const liveOdysseys = generations.filter((g) => !g.state.deleted);
  const removed: RemovedSamples = { odysseys: 0, missions: 0, todos: 0 };
  /**
   * A sample item deleted since the read above (by a concurrent call, or by the user) is gone
   * as the tour wants: not an error, and not counted as removed by this call.
   */
  const remove = async (kind: keyof RemovedSamples, command: () => Promise<boolean>) => {
    try {
      if (await command()) removed[kind]++;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    }
  };
  for (const todoId of liveTodos) {
    await remove('todos', () => run({ streamId: todoStreamId(todoId), decider: todoDecider, command: { type: 'DeleteTodo', todoId, userId, now: at } }));
  }
  for (const missionId of liveMissions) {
    await remove('missions', () => run({ streamId: missionStreamId(missionId), decider: missionDecider, command: { type: 'DeleteMission', userId, now: at } }));
  }
  for (const { odysseyId } of liveOdysseys) {
    await remove('odysseys', () => run({ streamId: odysseyStreamId(odysseyId), decider: odysseyDecider, command: { type: 'DeleteOdyssey', userId, now: at } }));
  }
  await run({ streamId: `user-${userId}`, decider: userDecider, command: { type: 'CompleteOnboarding', userId, now: at } });
  await settled();
  return { removed };
}
