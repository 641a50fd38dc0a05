import { allEventSchemas } from '../../../domain/allEventSchemas';
import type { DomainEvent } from '../../../domain/decider';
import { stepChatDecider } from '../../../domain/stepChat/stepChatDecider';
import { stepChatEventSchemas } from '../../../domain/stepChat/events';
import { todoEventSchemas, type TodoEvent } from '../../../domain/todos/events';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { todoDecider } from '../../../domain/todos/todoDecider';
import { missionId, newId, noGaps, stepA, stepB, t0, t1, t2, todoId, userId, withGaps } from './fixtures';

/** Runs commands through the decider, keeping every event produced. */
function run(commands: TodoCommand[]) {
  let state = todoDecider.initialState();
  const events: TodoEvent[] = [];
  for (const command of commands) {
    const produced = todoDecider.decide(command, state);
    state = produced.reduce(todoDecider.evolve, state);
    events.push(...produced);
  }
  return { state, events };
}

const base = { todoId, userId, now: t1 };
const firstRequest = newId();
const secondRequest = newId();
const findingId = newId();
const lastStep = newId();
/** The todo's texts after the edit below, which its evaluations judge. */
const judged = { title: 'Run a city 10k', description: null, successCriteria: 'Finish under 60 minutes' };

/** A life of a todo that touches every event type. */
const life: TodoCommand[] = [
  { ...base, now: t0, type: 'CreateTodo', title: 'Run a 10k', successCriteria: 'Finish under 60 minutes', dueDate: '2025-04-01' },
  { ...base, type: 'PlanSteps', steps: [{ stepId: stepA, title: 'Train' }] },
  { ...base, type: 'UpdateTodo', evaluationRequestId: newId(), title: 'Run a city 10k', status: 'IN_PROGRESS', missionId },
  { ...base, type: 'UpdateTodo', evaluationRequestId: newId(), missionId: null, status: 'pending' },
  { ...base, type: 'AddStep', stepId: stepB, title: 'Race', orderIndex: null },
  { ...base, type: 'UpdateStep', stepId: stepA, description: 'Three runs a week' },
  { ...base, type: 'AddStepNote', stepId: stepA, content: 'Knee fine' },
  { ...base, type: 'AddEvidence', stepId: stepA, evidenceId: newId(), contentText: 'Ran 8 km' },
  { ...base, type: 'AddFinding', stepId: stepA, findingId, findingType: 'information', title: 'Pace', content: '6 min/km' },
  { ...base, type: 'DeleteFinding', findingId },
  { ...base, type: 'ApplyStepChatOutcome', stepId: stepA, replyId: newId(), findings: [{ findingId: newId(), findingType: 'decision', title: 'Race', content: 'City 10k' }], stepCompleted: false, evaluationRequestId: firstRequest },
  { ...base, type: 'CompleteStep', stepId: stepA, evaluationRequestId: firstRequest },
  { ...base, type: 'CompleteStep', stepId: stepB, evaluationRequestId: firstRequest },
  // A verdict on the title as it was before the edit is set aside; then one on the todo as it is.
  { ...base, now: t2, type: 'RecordEvaluation', requestId: firstRequest, judged: { ...judged, title: 'Run a 10k' }, evaluation: noGaps },
  { ...base, now: t2, type: 'RecordEvaluation', requestId: firstRequest, judged, evaluation: withGaps },
  { ...base, type: 'AddStep', stepId: lastStep, title: 'Log the race time' },
  { ...base, type: 'CompleteStep', stepId: lastStep, evaluationRequestId: secondRequest },
  { ...base, now: t2, type: 'RecordEvaluation', requestId: secondRequest, judged, evaluation: noGaps },
  { ...base, now: t2, type: 'ReopenStep', stepId: lastStep },
];

describe('todo event schemas', () => {
  const { events } = run(life);
  const replanned = run([
    { ...base, now: t0, type: 'CreateTodo', title: 'Read a book', successCriteria: 'Finished it' },
    { ...base, type: 'PlanSteps', steps: [{ stepId: stepA, title: 'Buy it' }] },
    { ...base, type: 'CompleteStep', stepId: stepA, evaluationRequestId: firstRequest },
    { ...base, type: 'RegenerateSteps', steps: [{ stepId: stepB, title: 'Borrow it' }] },
    { ...base, type: 'ForceCompleteTodo' },
    { ...base, type: 'ReopenTodo' },
    { ...base, type: 'DeleteTodo' },
  ]).events;
  // Undo of each kind, and a restore: the undo names the change's events and the state before it.
  const undone = (() => {
    let state = todoDecider.initialState();
    const produced: TodoEvent[] = [];
    const apply = (command: TodoCommand) => {
      const before = state;
      const change = todoDecider.decide(command, state);
      state = change.reduce(todoDecider.evolve, state);
      produced.push(...change);
      return { before, change };
    };
    const undo = (kind: 'edit' | 'step_completion' | 'replan' | 'dependency', made: { before: typeof state; change: TodoEvent[] }) =>
      apply({ ...base, now: t2, type: 'UndoTodoChange', kind, revision: state.revision, change: made.change, before: made.before, previousMissionExists: true });
    apply({ ...base, now: t0, type: 'CreateTodo', title: 'Paint the fence', successCriteria: 'Fence painted' });
    apply({ ...base, type: 'PlanSteps', steps: [{ stepId: stepA, title: 'Buy paint' }, { stepId: stepB, title: 'Paint' }] });
    undo('edit', apply({ ...base, type: 'UpdateTodo', evaluationRequestId: newId(), title: 'Paint the gate', priority: 'high' }));
    undo('step_completion', apply({ ...base, type: 'CompleteStep', stepId: stepA, evaluationRequestId: firstRequest }));
    undo('replan', apply({ ...base, type: 'RegenerateSteps', steps: [{ stepId: newId(), title: 'Hire a painter' }] }));
    const paint = newId();
    undo('dependency', apply({ ...base, type: 'AddTodoDependency', dependsOn: paint }));
    apply({ ...base, type: 'AddTodoDependency', dependsOn: paint });
    undo('dependency', apply({ ...base, type: 'RemoveTodoDependency', dependsOn: paint }));
    apply({ ...base, type: 'DeleteTodo' });
    apply({ ...base, now: t2, type: 'RestoreTodo', missionId: null });
    return produced;
  })();
  const all: DomainEvent[] = [...events, ...replanned, ...undone];

  it('covers every todo event type in these lives', () => {
    expect(new Set(all.map((e) => e.type))).toEqual(new Set(Object.keys(todoEventSchemas)));
  });

  it('produces only events whose payload matches the registered schema', () => {
    for (const event of all) {
      const entry = allEventSchemas[event.type];
      expect(entry).toBeDefined();
      const result = entry.schema.safeParse(event.data);
      if (!result.success) throw new Error(`${event.type}: ${result.error.message}`);
    }
  });

  it('registers the step chat events, and the chat decider produces valid ones', () => {
    const messageId = newId();
    const posted = stepChatDecider.decide({ type: 'PostStepChatMessage', stepId: stepA, todoId, userId, messageId, message: 'Done', now: t1 }, stepChatDecider.initialState());
    const state = posted.reduce(stepChatDecider.evolve, stepChatDecider.initialState());
    const replied = stepChatDecider.decide(
      { type: 'RecordStepAssistantReply', stepId: stepA, todoId, userId, messageId: newId(), replyToMessageId: messageId, response: 'Nice', extractedFindings: [], stepCompleted: true, nextAction: null, todoOutcome: { findingIds: [], evaluationRequestId: newId() }, now: t2 },
      state,
    );
    for (const event of [...posted, ...replied]) {
      expect(Object.keys(stepChatEventSchemas)).toContain(event.type);
      expect(allEventSchemas[event.type].schema.safeParse(event.data).success).toBe(true);
    }
  });
});
