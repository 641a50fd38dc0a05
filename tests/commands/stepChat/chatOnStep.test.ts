import { chatOnStep } from '../../../commands/stepChat/chatOnStep';
import { PlannerError, type StepChatInput } from '../../../commands/ports/planner';
import { createMission } from '../../../commands/missions/createMission';
import { createOdyssey } from '../../../commands/odysseys/createOdyssey';
import { DomainError } from '../../../domain/decider';
import { failingWith, offlinePlannerWith } from '../../support/offlinePlannerWith';
import { movers, useCaseHarness } from '../../support/useCaseHarness';
import { deterministicId } from '../../../commands/deterministicId';
import type { RecordedEvent } from '../../../commands/eventStore';
import { stepChatOutcomeKey } from '../../../commands/stepChat/stepChatOutcome';
import { applyStepChatOutcome } from '../../../planner/todos/applyStepChatOutcome';
import { reactionContext } from '../../../planner/reactorRuntime';

/** The outcome reactor handling `event` as the runtime would (one process: turns need no lock). */
async function reactTo(h: ReturnType<typeof useCaseHarness>, event: RecordedEvent) {
  const base = { store: h.deps.store, db: undefined as never, planner: h.deps.planner, evaluationBudget: h.deps.evaluationBudget, now: h.deps.now, logger: { info() {}, warn() {}, error() {} }, waitForReadModels: async () => true, exclusive: h.deps.exclusive };
  await applyStepChatOutcome.react(event, reactionContext(applyStepChatOutcome.name, event, base));
}

describe('chat on a step (use case, no server)', () => {
  it('records the message and the reply, and keeps the findings the reply extracted', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);

    const chat = await chatOnStep(h.deps, {
      actor: alice,
      stepId: stepIds[0],
      message: 'We decided to go with MoveFast because they include insurance. Their quote is 750 EUR for the whole flat.',
    });

    expect(chat.userMessage).toMatchObject({ role: 'user', step_id: stepIds[0], message: expect.stringContaining('MoveFast') });
    expect(chat.message).toMatchObject({ role: 'assistant', message: chat.reply.response });
    expect((await h.queries.listChatMessages(alice.userId, stepIds[0])).map((m) => m.id)).toEqual([chat.userMessage.id, chat.message.id]);
    expect(chat.extractedFindings.map((f) => f.finding_type)).toEqual(['decision', 'information']);
    const todo = await h.todoState(todoId);
    expect(todo.findings.map((f) => f.findingId).sort()).toEqual(chat.extractedFindings.map((f) => f.id).sort());
    expect(todo.findings.every((f) => f.stepId === stepIds[0])).toBe(true);
    expect(chat.reply.step_completed).toBe(false);
    expect(todo.steps[0].status).not.toBe('completed');
    // Chatting about a step starts the todo.
    expect(chat.outcome.state.status).toBe('in_progress');
  });

  it('completes the step when the user says it is done, without an evaluation while steps remain', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);

    const chat = await chatOnStep(h.deps, { actor: alice, stepId: stepIds[0], message: 'Done!' });

    expect(chat.reply.step_completed).toBe(true);
    expect(chat.outcome.kind).toBe('not_requested');
    expect((await h.todoState(todoId)).steps.map((s) => s.status)).toEqual(['completed', 'pending']);
  });

  it('completing the last step by chat evaluates the todo and auto-completes it when the criteria are met', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);
    await chatOnStep(h.deps, { actor: alice, stepId: stepIds[0], message: 'Done!' });

    const chat = await chatOnStep(h.deps, { actor: alice, stepId: stepIds[1], message: 'Done!' });

    expect(chat.outcome).toMatchObject({ kind: 'evaluated', autoCompleted: true });
    const todo = await h.todoState(todoId);
    expect(todo.status).toBe('completed');
    expect(todo.evaluation).toMatchObject({ gapsFound: false, todoAutoCompleted: true });
  });

  it('counts a result reported in the chat of the step that covers a criterion as evidence for it, and names the finding and its step', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const spending = { title: 'Track a month of spending', successCriteria: 'All expenses of the last 30 days categorised', steps: ['Export the last 30 days of bank transactions', 'Sort each expense into a category'] };
    const onSortStep = await h.givenTodo(alice, spending);
    const onExportStep = await h.givenTodo(alice, spending);
    const tally = 'Housing 1100, food 420, transport 90, fun 160';

    await chatOnStep(h.deps, { actor: alice, stepId: onSortStep.stepIds[0], message: 'Done!' });
    await chatOnStep(h.deps, { actor: alice, stepId: onSortStep.stepIds[1], message: tally });
    const sorted = await chatOnStep(h.deps, { actor: alice, stepId: onSortStep.stepIds[1], message: 'Done!' });
    await chatOnStep(h.deps, { actor: alice, stepId: onExportStep.stepIds[0], message: tally });
    await chatOnStep(h.deps, { actor: alice, stepId: onExportStep.stepIds[0], message: 'Done!' });
    const exported = await chatOnStep(h.deps, { actor: alice, stepId: onExportStep.stepIds[1], message: 'Done!' });

    expect(sorted.outcome.kind).toBe('evaluated');
    const [criterion] = (await h.todoState(onSortStep.todoId)).evaluation?.criteria ?? [];
    expect(criterion).toMatchObject({ met: true, verified: true });
    expect(criterion.evidence).toContain(`finding "${tally}" on the step "Sort each expense into a category"`);
    // The same figures on the step that exports the transactions say nothing of their categories.
    expect(exported.outcome.kind).toBe('evaluated');
    expect((await h.todoState(onExportStep.todoId)).evaluation?.criteria?.[0]).toMatchObject({ verified: false });
  });

  it("the reply carries its outcome; the request applies it with the event ids the outcome reactor would use, and the reactor then adds nothing", async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);

    const chat = await chatOnStep(h.deps, { actor: alice, stepId: stepIds[0], message: 'Done: I ran 5 km in 31:40' });

    const reply = h.store.events.find((e) => e.type === 'StepAssistantReplied')!;
    expect(reply.data).toMatchObject({ stepCompleted: true, todoOutcome: { findingIds: chat.extractedFindings.map((f) => f.id) } });
    const outcome = h.store.events.filter((e) => e.streamId === `todo-${todoId}` && e.position > reply.position);
    expect(outcome.map((e) => e.type)).toEqual(['TodoStarted', 'FindingAdded', 'StepCompleted']);
    expect(outcome.map((e) => e.id)).toEqual(outcome.map((_, i) => deterministicId(`${stepChatOutcomeKey(reply.id, todoId)}:${i}`)));

    const before = h.store.events.length;
    await reactTo(h, reply);
    expect(h.store.events).toHaveLength(before);
  });

  it('a request stopped between the reply and its outcome leaves the outcome to the reactor, which applies it once', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);
    const stopped = { ...h.deps, afterReplyRecorded: () => { throw new Error('the process stopped'); } };

    await expect(chatOnStep(stopped, { actor: alice, stepId: stepIds[0], message: 'Done: I ran 5 km in 31:40' })).rejects.toThrow('the process stopped');
    expect((await h.todoState(todoId)).steps[0].status).toBe('pending');

    const reply = h.store.events.find((e) => e.type === 'StepAssistantReplied')!;
    await reactTo(h, reply);
    await reactTo(h, reply);
    const todo = await h.todoState(todoId);
    expect(todo.steps.map((s) => s.status)).toEqual(['completed', 'pending']);
    expect(todo.findings.map((f) => [f.findingId, f.content])).toEqual([[(reply.data as { todoOutcome: { findingIds: string[] } }).todoOutcome.findingIds[0], 'Done: I ran 5 km in 31:40']]);
    expect(todo.status).toBe('in_progress');
  });

  it("answers not found for another user's step and records nothing", async () => {
    const h = useCaseHarness();
    const { stepIds } = await h.givenTodo(h.actor(), movers);
    const before = h.store.events.length;

    await expect(chatOnStep(h.deps, { actor: h.actor(), stepId: stepIds[0], message: 'Done!' })).rejects.toMatchObject({ code: 'not_found' });
    expect(h.store.events).toHaveLength(before);
  });

  it('refuses a blank message', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { stepIds } = await h.givenTodo(alice, movers);

    const blank = chatOnStep(h.deps, { actor: alice, stepId: stepIds[0], message: '   ' });
    await expect(blank).rejects.toBeInstanceOf(DomainError);
    await expect(blank).rejects.toMatchObject({ code: 'invalid' });
  });

  it("keeps the user's message when the planner fails, and passes the planner's error on", async () => {
    const down = offlinePlannerWith({ stepChat: failingWith(new PlannerError('unavailable', 'The AI planner could not be reached.')) });
    const h = useCaseHarness({ planner: down });
    const alice = h.actor();
    const { stepIds } = await h.givenTodo(alice, movers);

    await expect(chatOnStep(h.deps, { actor: alice, stepId: stepIds[0], message: 'How do I start?' })).rejects.toBeInstanceOf(PlannerError);
    expect((await h.queries.listChatMessages(alice.userId, stepIds[0])).map((m) => [m.role, m.message])).toEqual([['user', 'How do I start?']]);
  });

  it("gives the planner the mission and odyssey the step's todo serves, in their own words", async () => {
    const asked: StepChatInput[] = [];
    const h = useCaseHarness({ planner: offlinePlannerWith({ stepChat: async (input) => (asked.push(input), { response: 'ok', extracted_findings: [], step_completed: false, next_action: 'Run' }) }) });
    const alice = h.actor();
    const { odysseyId } = await createOdyssey(h.deps, { actor: alice, title: 'Run my first half marathon', description: 'I jog twice a week, 5 km at most.' });
    const { missionId } = await createMission(h.deps, { actor: alice, mission: { title: 'Build the base', description: 'Make training a habit.', odysseyId } });
    const inMission = await h.givenTodo(alice, { title: 'Write a weekly training plan', successCriteria: 'Load increases gradually', steps: ["Do this week's long run"], missionId });
    const alone = await h.givenTodo(alice, movers);

    await chatOnStep(h.deps, { actor: alice, stepId: inMission.stepIds[0], message: 'How long should my long run be?' });
    await chatOnStep(h.deps, { actor: alice, stepId: alone.stepIds[0], message: 'How do I start?' });

    expect(asked.map((input) => [input.mission, input.odyssey])).toEqual([
      [{ title: 'Build the base', description: 'Make training a habit.' }, { title: 'Run my first half marathon', description: 'I jog twice a week, 5 km at most.' }],
      [null, null],
    ]);
  });
});
