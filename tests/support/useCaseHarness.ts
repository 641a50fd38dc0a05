import type { ExclusiveByKey } from '../../commands/ports/exclusiveByKey';
import { oneProcess } from './oneProcess';
import { randomUUID } from 'node:crypto';
import { handleCommand, loadState } from '../../commands/handleCommand';
import type { ChatMessage } from '../../commands/stepChat/chatOnStep';
import type { ReadModelQueries } from '../../commands/ports/readModels';
import type { Planner } from '../../commands/ports/planner';
import type { UseCaseDeps, UserActor } from '../../commands/useCase';
import { missionDecider } from '../../domain/missions/missionDecider';
import { odysseyDecider } from '../../domain/odysseys/odysseyDecider';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { NewStepInput } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { EvaluationBudget } from '../../commands/todos/evaluationBudget';
import { InMemoryEventStore } from './inMemoryEventStore';

/** A todo to give a harness: booking the movers, two steps, the last one meeting the criteria. */
export const movers = { title: 'Book movers', successCriteria: 'Movers booked for 12 May', steps: ['Compare quotes', 'Book movers for 12 May'] };

/**
 * Use cases without a server: the in-memory store, the offline planner (deterministic), a fixed
 * clock, and read-model lookups answered by folding the log (what the projectors would hold).
 */
export function useCaseHarness(options: { planner?: Planner } = {}) {
  const store = new InMemoryEventStore();
  const planner = options.planner ?? new OfflinePlanner();
  const now = () => new Date('2026-05-01T09:00:00.000Z');

  const streamIds = (prefix: string) => [...new Set(store.events.map((e) => e.streamId).filter((id) => id.startsWith(prefix)))];
  const todoState = async (todoId: string): Promise<TodoState> => (await loadState(store, todoStreamId(todoId), todoDecider)).state;
  const ownTodos = async (userId: string) => {
    const states = await Promise.all(streamIds('todo-').map((id) => loadState(store, id, todoDecider)));
    return states.map((s) => s.state).filter((s) => s.lifecycle === 'active' && s.userId === userId);
  };
  const stepOf = async (userId: string, stepId: string) => {
    for (const todo of await ownTodos(userId)) {
      const step = todo.steps.find((s) => s.stepId === stepId);
      if (step && todo.todoId) return { todo, step: { id: step.stepId, todo_id: todo.todoId, title: step.title, status: step.status } };
    }
    return undefined;
  };

  const queries = {
    async findTodo(userId: string, todoId: string) {
      const todo = (await ownTodos(userId)).find((t) => t.todoId === todoId);
      if (!todo?.todoId) return undefined;
      return { id: todo.todoId, title: todo.title, description: todo.description, success_criteria: todo.successCriteria, mission_id: todo.missionId, total_steps: todo.steps.length };
    },
    async liveTodoIds(userId: string, todoIds: readonly string[]) {
      const live = new Set((await ownTodos(userId)).map((t) => t.todoId));
      return todoIds.filter((id) => live.has(id));
    },
    getStep: async (userId: string, stepId: string) => (await stepOf(userId, stepId))?.step,
    stepView: async (userId: string, stepId: string) => (await stepOf(userId, stepId))?.step,
    async getFinding(userId: string, findingId: string) {
      const finding = (await ownTodos(userId)).flatMap((t) => t.findings).find((f) => f.findingId === findingId);
      return finding && { id: finding.findingId, step_id: finding.stepId };
    },
    async findOwnMission(userId: string, missionId: string) {
      const { state } = await loadState(store, `mission-${missionId}`, missionDecider);
      if (!state.exists || state.deleted || state.userId !== userId) return undefined;
      return { id: missionId, title: state.title, description: state.description, status: state.status, odyssey_id: state.odysseyId };
    },
    async findOwnOdyssey(userId: string, odysseyId: string) {
      const { state } = await loadState(store, `odyssey-${odysseyId}`, odysseyDecider);
      if (!state.exists || state.deleted || state.userId !== userId) return undefined;
      return { id: odysseyId, title: state.title, description: state.description, status: state.status };
    },
    // The in-memory store runs no precondition: the lookups above are the whole check.
    liveParentCheck: (kind: 'mission' | 'odyssey', userId: string, id: string) => ({ name: `live_${kind}`, text: '', values: [id, userId] }),
    async listChatMessages(userId: string, stepId: string): Promise<ChatMessage[]> {
      if (!(await stepOf(userId, stepId))) return [];
      // The chat as the read model shows it: messages and replies (planner calls are on the record only).
      return (await store.readStream(`stepchat-${stepId}`)).flatMap((recorded): ChatMessage[] => {
        const event = { type: recorded.type, data: recorded.data } as StepChatEvent;
        if (event.type === 'StepChatMessagePosted') return [{ id: event.data.messageId, step_id: stepId, role: 'user', message: event.data.message, created_at: event.data.postedAt }];
        if (event.type === 'StepAssistantReplied') return [{ id: event.data.messageId, step_id: stepId, role: 'assistant', message: event.data.response, created_at: event.data.repliedAt }];
        return [];
      });
    },
    /** Over every todo of the user, deleted ones too (the read model keeps their links). */
    async findWaitChain(userId: string, from: string, to: string) {
      const states = (await Promise.all(streamIds('todo-').map((id) => loadState(store, id, todoDecider)))).map((s) => s.state).filter((s) => s.userId === userId);
      const byId = new Map(states.flatMap((s) => (s.todoId ? [[s.todoId, s] as const] : [])));
      const cameFrom = new Map<string, string | null>([[from, null]]);
      const queue = [from];
      for (let at = queue.shift(); at !== undefined && !cameFrom.has(to); at = queue.shift()) {
        for (const next of byId.get(at)?.dependsOn ?? []) {
          if (cameFrom.has(next)) continue;
          cameFrom.set(next, at);
          queue.push(next);
        }
      }
      if (!cameFrom.has(to)) return null;
      const chain: { id: string; title: string | null; deleted: boolean }[] = [];
      for (let id: string | null | undefined = to; id; id = cameFrom.get(id)) {
        const todo = byId.get(id);
        chain.unshift({ id, title: todo?.title ?? null, deleted: todo?.lifecycle !== 'active' });
      }
      return chain;
    },
    async listFindings(userId: string, stepId: string) {
      const found = await stepOf(userId, stepId);
      return (found?.todo.findings ?? []).filter((f) => f.stepId === stepId).map((f) => ({ id: f.findingId, step_id: f.stepId, finding_type: f.findingType, title: f.title, content: f.content }));
    },
  } satisfies ReadModelQueries & Record<string, unknown>;

  const exclusive = oneProcess;
  // Lookups folded from the log always hold all of it.
  const readModelsHoldLog = async () => true;
  const deps = { store, now, ids: randomUUID, planner, evaluationBudget: new EvaluationBudget(10_000, now), queries, exclusive, readModelsHoldLog } satisfies UseCaseDeps & { planner: Planner; evaluationBudget: EvaluationBudget; queries: ReadModelQueries; exclusive: ExclusiveByKey; readModelsHoldLog: () => Promise<boolean> };
  const actor = (userId: string = randomUUID()): UserActor => ({ userId, correlationId: randomUUID(), causationId: null });

  /** A todo with these steps (pending), made directly on the write side. */
  async function givenTodo(user: UserActor, todo: { title: string; successCriteria: string; steps: string[]; missionId?: string | null }) {
    const todoId = randomUUID();
    const steps: NewStepInput[] = todo.steps.map((title) => ({ stepId: randomUUID(), title, description: null }));
    await handleCommand(deps, {
      streamId: todoStreamId(todoId),
      decider: todoDecider,
      command: { type: 'CreateTodo', todoId, userId: user.userId, title: todo.title, successCriteria: todo.successCriteria, missionId: todo.missionId ?? null, steps, now: now().toISOString() },
      actor: user,
    });
    return { todoId, stepIds: steps.map((s) => s.stepId) };
  }

  return { store, deps, queries, actor, todoState, givenTodo };
}
