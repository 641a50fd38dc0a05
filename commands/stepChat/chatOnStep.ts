import { notFound } from '../../domain/decider';
import type { StepChatResult } from '../../domain/planning';
import { stepChatDecider, stepChatStreamId } from '../../domain/stepChat/stepChatDecider';
import { STEP_NOT_FOUND, todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
import { handleCommand, loadState } from '../handleCommand';
import { ownStep } from '../ownership';
import type { PlannerNote } from '../../domain/planning';
import { callOnRecord, plannerNote, toPlannerCallData } from '../plannerCalls/recordingPlanner';
import type { Planner } from '../ports/planner';
import { evaluateIfRequested, type EvaluationOutcome } from '../todos/evaluateTodoCompletion';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { StepRef, UseCaseDeps, UserActor } from '../useCase';

/** One message of a step's chat as the read models hold it. */
export type ChatMessage = { id: string; step_id: string; role: 'user' | 'assistant'; message: string; created_at: string };

export type ChatOnStepQueries<Finding extends { id: string }> = {
  /** The user's step from the read models, or undefined when it is missing or someone else's. */
  getStep(userId: string, stepId: string): Promise<StepRef | undefined>;
  /** The step's chat, oldest first. */
  listChatMessages(userId: string, stepId: string): Promise<ChatMessage[]>;
  /** The step's findings. */
  listFindings(userId: string, stepId: string): Promise<Finding[]>;
};

export type ChatOnStepDeps<Finding extends { id: string }> = UseCaseDeps & { planner: Planner; queries: ChatOnStepQueries<Finding> };

export type ChatOnStepResult<Finding extends { id: string }> = {
  /** What the assistant answered and decided. */
  reply: StepChatResult;
  /** Who wrote the reply (the model or the offline planner). */
  planner: PlannerNote;
  message: ChatMessage;
  userMessage: ChatMessage;
  /** The findings the reply recorded, as the read models hold them. */
  extractedFindings: Finding[];
  /** The todo after the outcome and, when the chat completed its last open step, its evaluation. */
  outcome: EvaluationOutcome;
};

/**
 * A message on a step's chat: the message is recorded, the planner answers with the step, its
 * todo, the chat so far, evidence and findings in view; the reply is recorded and its outcome
 * (findings, the step completed) applied to the todo, with an evaluation when that finished it.
 * A planner failure (PlannerError) leaves the user's message recorded.
 */
export async function chatOnStep<Finding extends { id: string }>(
  deps: ChatOnStepDeps<Finding>,
  input: { actor: UserActor; stepId: string; message: string },
): Promise<ChatOnStepResult<Finding>> {
  const { actor } = input;
  const userId = actor.userId;
  const now = () => deps.now().toISOString();
  const step = await ownStep(deps.queries, userId, input.stepId);
  const chatStream = stepChatStreamId(step.id);
  const messageId = deps.ids();
  // Recorded first (a blank message is refused here): the user's words are kept even if the planner fails.
  const posted = await handleCommand(deps, {
    streamId: chatStream,
    decider: stepChatDecider,
    command: { type: 'PostStepChatMessage', stepId: step.id, todoId: step.todo_id, userId, messageId, message: input.message, now: now() },
    actor,
  });
  // The message as the decider recorded it (trimmed).
  const message = posted.events.flatMap((e) => (e.type === 'StepChatMessagePosted' ? [e.data.message] : []))[0] ?? input.message;

  const { state: todo } = await loadState(deps.store, todoStreamId(step.todo_id), todoDecider);
  const current = todo.steps.find((s) => s.stepId === step.id);
  if (!current) throw notFound(STEP_NOT_FOUND);
  const history = (await deps.queries.listChatMessages(userId, step.id)).filter((m) => m.id !== messageId).map((m) => ({ role: m.role, message: m.message }));
  const asked = await callOnRecord(deps.planner, (planner) =>
    planner.stepChat({
    todo: { title: todo.title, description: todo.description, success_criteria: todo.successCriteria },
    step: { title: current.title, description: current.description, status: current.status },
    history,
    message,
    evidence: stepEvidence(todo, step.id),
      findings: todo.findings.filter((f) => f.stepId === step.id).map((f) => ({ finding_type: f.findingType, title: f.title, content: f.content })),
    }),
  );
  if (!asked.ok) {
    // The failed call goes on the chat's record next to the message it did not answer.
    const { call } = asked;
    if (call) await handleCommand(deps, { streamId: chatStream, decider: stepChatDecider, command: { type: 'RecordPlannerCall', userId, plannerCall: toPlannerCallData(call, now(), { userId }) }, actor });
    throw asked.error;
  }
  const reply = asked.value;

  const replyId = deps.ids();
  await handleCommand(deps, {
    streamId: chatStream,
    decider: stepChatDecider,
    command: {
      type: 'RecordStepAssistantReply',
      stepId: step.id,
      todoId: step.todo_id,
      userId,
      messageId: replyId,
      replyToMessageId: messageId,
      response: reply.response,
      extractedFindings: reply.extracted_findings.map((f) => ({ findingType: f.finding_type, title: f.title, content: f.content })),
      stepCompleted: reply.step_completed,
      nextAction: reply.next_action || null,
      now: now(),
      plannerCall: toPlannerCallData(asked.call, now(), { userId }),
    },
    actor,
  });
  const findings = reply.extracted_findings.map((f) => ({ findingId: deps.ids(), findingType: f.finding_type, title: f.title, content: f.content }));
  const run = (command: Parameters<typeof handleTodoCommand>[2]) => handleTodoCommand(deps, actor, command);
  const applied = await run({
    type: 'ApplyStepChatOutcome',
    todoId: step.todo_id,
    userId,
    stepId: step.id,
    findings,
    stepCompleted: reply.step_completed,
    evaluationRequestId: deps.ids(),
    now: now(),
  });
  const outcome = await evaluateIfRequested({ planner: deps.planner, now: deps.now, run }, userId, applied);

  const messages = await deps.queries.listChatMessages(userId, step.id);
  const recordedIds = new Set<string>(findings.map((f) => f.findingId));
  return {
    reply,
    planner: plannerNote(asked.call),
    // The read models may lag past their bounded wait: the answer then says what was recorded.
    message: messages.find((m) => m.id === replyId) ?? { id: replyId, step_id: step.id, role: 'assistant', message: reply.response, created_at: now() },
    userMessage: messages.find((m) => m.id === messageId) ?? { id: messageId, step_id: step.id, role: 'user', message, created_at: now() },
    extractedFindings: (await deps.queries.listFindings(userId, step.id)).filter((f) => recordedIds.has(f.id)),
    outcome,
  };
}

const stepEvidence = (todo: TodoState, stepId: string) => todo.evidence.filter((e) => e.stepId === stepId).map((e) => ({ content_text: e.contentText }));
