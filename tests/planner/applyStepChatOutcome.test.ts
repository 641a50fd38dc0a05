import { randomUUID } from 'node:crypto';
import type { TodoEvaluation } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { applyStepChatOutcome } from '../../planner/todos/applyStepChatOutcome';
import { givenTodoCreated } from '../support/givenTodoCreated';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { reactorSpec } from '../support/reactorSpec';

/** The reactor that finishes a step chat reply's outcome on the todo (each reply is delivered twice by the spec). */
const userId = randomUUID();
const todoId = randomUUID();
const stepA = randomUUID();
const stepB = randomUUID();
const replyId = randomUUID();
const findingIds = [randomUUID(), randomUUID()];
const evaluationRequestId = randomUUID();
const todoStream = `todo-${todoId}`;
const chatStream = `stepchat-${stepA}`;
const at = '2026-01-10T09:00:00.000Z';
const repliedAt = '2026-01-10T09:30:00.000Z';

const onTodo = (type: string, data: object) => ({ streamId: todoStream, type, userId, data: { todoId, ...data } });
const created = givenTodoCreated(todoId, userId, at);
const planned = (...stepIds: string[]) => onTodo('StepsPlanned', { steps: stepIds.map((stepId, i) => ({ stepId, title: `Step ${i + 1}`, description: null, orderIndex: i })), plannedAt: at });
const started = onTodo('TodoStarted', { reason: 'step_completed', startedAt: at });
const completed = (stepId: string) => onTodo('StepCompleted', { stepId, completedAt: at });

type Reply = { stepCompleted?: boolean; findings?: { findingType: string; title: string; content: string }[]; carriesOutcome?: boolean };
function reply({ stepCompleted = false, findings = [], carriesOutcome = true }: Reply) {
  const messageId = randomUUID();
  return [
    { streamId: chatStream, type: 'StepChatMessagePosted', userId, data: { messageId, stepId: stepA, todoId, userId, message: 'Done: I ran 5 km in 31:40', postedAt: at } },
    {
      streamId: chatStream,
      type: 'StepAssistantReplied',
      userId,
      data: {
        messageId: replyId,
        stepId: stepA,
        todoId,
        replyToMessageId: messageId,
        response: 'Well done, step completed.',
        extractedFindings: findings,
        stepCompleted,
        nextAction: null,
        repliedAt,
        todoOutcome: carriesOutcome ? { findingIds: findingIds.slice(0, findings.length), evaluationRequestId } : null,
      },
    },
  ];
}

const pace = { findingType: 'information', title: 'Pace', content: 'Ran 5 km in 31:40' };
const race = { findingType: 'decision', title: 'Race', content: 'City 10k in May' };

describe('apply a step chat reply\'s outcome (no database)', () => {
  const spec = reactorSpec(applyStepChatOutcome, { planner: new OfflinePlanner() });

  it('given a reply that completed a step, when it is delivered twice, then the step is completed once', async () => {
    await spec
      .given([created, planned(stepA, stepB), started, ...reply({ stepCompleted: true })])
      .when()
      .then([{ streamId: todoStream, type: 'StepCompleted', data: { todoId, stepId: stepA, completedAt: repliedAt, chatReplyId: replyId } }]);
  });

  it('given a reply with findings, when it is delivered twice, then they are recorded once with the ids the reply named', async () => {
    await spec
      .given([created, planned(stepA, stepB), started, ...reply({ findings: [pace, race] })])
      .when()
      .then([
        { streamId: todoStream, type: 'FindingAdded', data: { todoId, stepId: stepA, findingId: findingIds[0], ...pace, source: 'step_assistant', addedAt: repliedAt, chatReplyId: replyId } },
        { streamId: todoStream, type: 'FindingAdded', data: { todoId, stepId: stepA, findingId: findingIds[1], ...race, source: 'step_assistant', addedAt: repliedAt, chatReplyId: replyId } },
        { streamId: todoStream, type: 'StepStarted', data: { todoId, stepId: stepA, startedAt: repliedAt, chatReplyId: replyId } },
      ]);
  });

  it('given a reply that completed a step already completed, when it is handled, then nothing is appended', async () => {
    await spec.given([created, planned(stepA, stepB), completed(stepA), started, ...reply({ stepCompleted: true })]).when().then([]);
  });

  it('given a reply whose outcome the request applied, when it is handled, then nothing is appended', async () => {
    const applied = onTodo('FindingAdded', { stepId: stepA, findingId: findingIds[0], ...pace, source: 'step_assistant', addedAt: repliedAt, chatReplyId: replyId });
    await spec.given([created, planned(stepA, stepB), started, ...reply({ findings: [pace] }), applied]).when().then([]);
  });

  it('given a reply that completed the last step, when it is handled, then the todo is evaluated once, as the request would have', async () => {
    const evaluation: TodoEvaluation = { gaps_found: false, gaps: [], suggestions: [], recommendation: 'All criteria met.', criteria: [] };
    let evaluations = 0;
    const planner = offlinePlannerWith({
      evaluateTodo: async () => {
        evaluations += 1;
        return evaluation;
      },
    });
    await reactorSpec(applyStepChatOutcome, { planner })
      .given([created, planned(stepA), started, ...reply({ stepCompleted: true })])
      .when()
      .thenAppended((appended) => {
        expect(appended.map((e) => e.type)).toEqual(['StepCompleted', 'TodoEvaluationRequested', 'TodoEvaluated', 'TodoAutoCompleted', 'PlannerCallRecorded']);
        expect(appended.every((e) => e.streamId === todoStream && e.metadata.userId === userId)).toBe(true);
        expect(appended[1].data).toMatchObject({ requestId: evaluationRequestId });
        expect(appended[2].data).toMatchObject({ requestId: evaluationRequestId, gapsFound: false, recommendation: 'All criteria met.' });
      });
    expect(evaluations).toBe(1);
  });

  it('given a reply recorded before replies carried their outcome, when it is handled, then nothing is appended', async () => {
    await spec.given([created, planned(stepA, stepB), started, ...reply({ stepCompleted: true, carriesOutcome: false })]).when().then([]);
  });

  it('given a todo deleted after the reply, when the reply is handled, then nothing is appended and nothing fails', async () => {
    await spec.given([created, planned(stepA, stepB), started, ...reply({ stepCompleted: true }), onTodo('TodoDeleted', { deletedAt: at })]).when().then([]);
  });
});
