import { notFound } from '../../domain/decider';
import type { StepChatResult } from '../../domain/planning';
import { stepChatDecider, stepChatStreamId } from '../../domain/stepChat/stepChatDecider';
import { STEP_NOT_FOUND, todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
import { handleCommand, loadState, readModelsHold } from '../handleCommand';
import { ownStep } from '../ownership';
import type { PlannerNote } from '../../domain/planning';
import { callOnRecord, plannerNote, toPlannerCallData } from '../plannerCalls/recordingPlanner';
import type { ExclusiveByKey } from '../ports/exclusiveByKey';
import type { Planner } from '../ports/planner';
import type { ReadModelQueries } from '../ports/readModels';
import { evaluateIfRequested, type EvaluationOutcome } from '../todos/evaluateTodoCompletion';
import type { EvaluationBudget } from '../todos/evaluationBudget';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import { carriesOutcome, stepChatOutcomeCommand, stepChatOutcomeKey, stepChatOutcomeLock } from './stepChatOutcome';
import type { StepRef, UseCaseDeps, UserActor } from '../useCase';
import { localDate } from '../../domain/localClock';

/** One message of a step's chat as the read models hold it. */
export type ChatMessage = { id: string; step_id: string; role: 'user' | 'assistant'; message: string; created_at: string };

export type ChatOnStepQueries<Finding extends { id: string }> = {
  /** The user's step from the read models, or undefined when it is missing or someone else's. */
  getStep(userId: string, stepId: string): Promise<StepRef | undefined>;
  /** The step's chat, oldest first. */
  listChatMessages(userId: string, stepId: string): Promise<ChatMessage[]>;
  /** The step's findings. */
  listFindings(userId: string, stepId: string): Promise<Finding[]>;
} & Pick<ReadModelQueries, 'findOwnMission' | 'findOwnOdyssey'>;

/** The mission a todo is part of and its odyssey, as the planner reads them (title and description). */
async function loadMissionAndOdyssey(queries: Pick<ReadModelQueries, 'findOwnMission' | 'findOwnOdyssey'>, userId: string, missionId: string | null) {
  const mission = missionId ? await queries.findOwnMission(userId, missionId) : undefined;
  const odyssey = mission?.odyssey_id ? await queries.findOwnOdyssey(userId, mission.odyssey_id) : undefined;
  const asGoal = (goal: { title: string; description: string | null } | undefined) => (goal ? { title: goal.title, description: goal.description ?? '' } : null);
  return { mission: asGoal(mission), odyssey: asGoal(odyssey) };
}

export type ChatOnStepDeps<Finding extends { id: string }> = UseCaseDeps & {
  planner: Planner;
  /** The user's evaluations per minute, for the evaluation completing the last step asks for. */
  evaluationBudget: EvaluationBudget;
  queries: ChatOnStepQueries<Finding>;
  /** Turns between this request and the reactor that finishes a reply's outcome. */
  exclusive: ExclusiveByKey;
  /** Runs between the reply and its outcome (a test's crash point; see api/http/crashPoint.ts). */
  afterReplyRecorded?: () => void;
};

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
 * todo, the chat so far, evidence and findings in view; the reply is recorded with its outcome
 * (findings, the step completed), which is then applied to the todo, with an evaluation when
 * that finished it. A planner failure (PlannerError) leaves the user's message recorded.
 */
export async function chatOnStep<Finding extends { id: string }>(
  deps: ChatOnStepDeps<Finding>,
  input: { actor: UserActor; stepId: string; message: string; /** The user's IANA zone: the chat's "today" is their day, not UTC's. */ timeZone?: string | null },
): Promise<ChatOnStepResult<Finding>> {
  const { actor } = input;
  const userId = actor.userId;
  const now = () => deps.now().toISOString();
  const step = await ownStep(deps.queries, userId, input.stepId);
  const chatStream = stepChatStreamId(step.id);
  // Commands made while the reply's turn is held wait for no read model (once, after it).
  const inTurn = { ...deps, readModelsReach: undefined };
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
  const [chatSoFar, missionAndOdyssey] = await Promise.all([deps.queries.listChatMessages(userId, step.id), loadMissionAndOdyssey(deps.queries, userId, todo.missionId)]);
  const history = chatSoFar.filter((m) => m.id !== messageId).map((m) => ({ role: m.role, message: m.message }));
  const asked = await callOnRecord(deps.planner, (planner) =>
    planner.stepChat({
      todo: { title: todo.title, description: todo.description, success_criteria: todo.successCriteria, due_date: todo.dueDate },
      step: { title: current.title, description: current.description, status: current.status },
      steps: todo.steps.map((s) => ({ title: s.title, status: s.status })),
      ...missionAndOdyssey,
      today: localDate(now(), input.timeZone),
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
  // The reply and its outcome on the todo are two appends on two streams. The request makes both
  // (the fast path) while it holds the reply's turn; the reactor planner/todos/applyStepChatOutcome.ts
  // takes the same turn when the reply reaches it and applies the outcome if it is missing (the
  // recovery path: a request that died in between). The request does not wait for the reactor:
  // in a split deployment it runs in the planner process, behind the user's other reactions
  // (a first step plan asks the model), and the answer needs the outcome now.
  const { recorded, applied, findingIds } = await deps.exclusive(stepChatOutcomeLock(replyId), async () => {
    const recorded = await handleCommand(inTurn, {
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
        todoOutcome: { findingIds: reply.extracted_findings.map(() => deps.ids()), evaluationRequestId: deps.ids() },
        now: now(),
        plannerCall: toPlannerCallData(asked.call, now(), { userId }),
      },
      actor,
    });
    deps.afterReplyRecorded?.();
    const index = recorded.events.findIndex((e) => e.type === 'StepAssistantReplied');
    const replied = recorded.events[index];
    if (replied?.type !== 'StepAssistantReplied' || !carriesOutcome(replied.data)) throw new Error('the step chat reply was not recorded');
    const applied = await handleCommand(inTurn, {
      streamId: todoStreamId(step.todo_id),
      decider: todoDecider,
      command: stepChatOutcomeCommand(replied.data, userId),
      actor,
      idempotencyKey: stepChatOutcomeKey(recorded.eventIds![index], step.todo_id),
    });
    return { recorded, applied, findingIds: new Set(replied.data.todoOutcome.findingIds) };
  });
  // An outcome found already applied (someone else's append) asks for no evaluation here: the
  // answer then tells the todo as it is, and the reactor runs the evaluation it asked for.
  const outcome = await evaluateIfRequested({ planner: deps.planner, now: deps.now, budget: deps.evaluationBudget, run: (command) => handleTodoCommand(deps, actor, command) }, userId, applied);
  // Read your writes, once for both appends.
  await readModelsHold(deps, applied);
  await readModelsHold(deps, recorded);

  const messages = await deps.queries.listChatMessages(userId, step.id);
  return {
    reply,
    planner: plannerNote(asked.call),
    // The read models may lag past their bounded wait: the answer then says what was recorded.
    message: messages.find((m) => m.id === replyId) ?? { id: replyId, step_id: step.id, role: 'assistant', message: reply.response, created_at: now() },
    userMessage: messages.find((m) => m.id === messageId) ?? { id: messageId, step_id: step.id, role: 'user', message, created_at: now() },
    extractedFindings: (await deps.queries.listFindings(userId, step.id)).filter((f) => findingIds.has(f.id)),
    outcome,
  };
}

const stepEvidence = (todo: TodoState, stepId: string) => todo.evidence.filter((e) => e.stepId === stepId).map((e) => ({ content_text: e.contentText }));
