import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { formatDate, formatTime } from '../../shared/format/date';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { HISTORY_LOAD_FAILED, HISTORY_NO_AI, HistoryTimeline } from './HistoryTimeline';

const todoId = '11111111-1111-4111-8111-111111111111';
const stepId = '22222222-2222-4222-8222-222222222222';
const ada = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@example.com' };

const entry = (n: number, type: string, summary: string, extra: Record<string, unknown> = {}) => ({
  event_id: `e${n}`,
  stream: `todo-${todoId}`,
  revision: n,
  position: String(n + 1),
  type,
  time: `2025-03-10T09:0${n}:00.000Z`,
  occurred_at: `2025-03-10T09:0${n}:00.000Z`,
  actor: ada,
  origin: 'user',
  summary,
  data: { todoId },
  ...extra,
});

const history = {
  kind: 'todo',
  id: todoId,
  title: 'Write a blog post',
  owner: ada,
  deleted: false,
  related_streams: [`stepchat-${stepId}`],
  events: [
    entry(0, 'TodoCreated', 'Todo created: "Write a blog post" (priority high, standalone)'),
    entry(1, 'StepsPlanned', 'Plan of 2 steps: "Outline", "Draft"', { data: { todoId, steps: [{ stepId, title: 'Outline' }] } }),
    entry(2, 'StepChatMessagePosted', 'Message about step "Outline": "I chose event sourcing"', { stream: `stepchat-${stepId}`, revision: 0 }),
    entry(3, 'TodoStatusChanged', 'Status set to in_progress', { actor: null, origin: 'system' }),
  ],
};

/** The todo's timeline showing these events: its items in order. */
async function timelineOf(events: unknown[]) {
  installFakeApi().on('GET', `/history/todo/${todoId}`, { body: { ...history, events } });
  renderWithApp(<HistoryTimeline kind="todo" id={todoId} />);
  await settle();
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('HistoryTimeline', () => {
  it('lists the events oldest first with summary, actor and source, and shows a payload on demand', async () => {
    const api = installFakeApi().on('GET', `/history/todo/${todoId}`, { body: history });
    renderWithApp(<HistoryTimeline kind="todo" id={todoId} />);
    await settle();

    expect(api.calls('GET', `/history/todo/${todoId}`)).toHaveLength(1);
    expect(screen.getByText('4 events, oldest first')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // Each event in the owner's words: a label, then what happened.
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Todo created', 'Steps planned', 'Message to the step assistant', 'Status changed']);
    expect(within(items[0]).getByText('"Write a blog post" (priority high, standalone)')).toBeTruthy();
    expect(within(items[1]).getByText('Plan of 2 steps: "Outline", "Draft"')).toBeTruthy();
    expect(within(items[3]).getByText('Status set to in progress')).toBeTruthy();
    expect(within(items[0]).getByText('by ada@example.com')).toBeTruthy();
    expect(within(items[3]).getByText('by the system')).toBeTruthy();
    expect(within(items[2]).getByText('Step chat')).toBeTruthy();
    expect(within(items[1]).getByText('AI')).toBeTruthy();
    expect(within(items[0]).queryByText('AI')).toBeNull();

    // The machine's words wait, closed, under Technical details.
    const details = within(items[1]).getByText('Technical details').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(items[1]).getByText('StepsPlanned').closest('details')).toBe(details);
    expect(within(items[3]).getByText('Status set to in_progress').closest('details')).not.toBeNull();
    fireEvent.click(within(items[1]).getByText('Technical details'));
    expect(within(details).getByText(/"title": "Outline"/)).toBeTruthy();
  });

  it('shows a planner call next to what it produced: model, prompt version, latency, tokens, fallback and why', async () => {
    const call = entry(2, 'PlannerCallRecorded', 'AI planner call (step plan): offline (fallback from local-model), prompt offline-families-1, 42 ms, 40 tokens', {
      data: {
        capability: 'todoSteps',
        model: 'offline (fallback from local-model)',
        promptVersion: 'offline-families-1',
        latencyMs: 42,
        usage: { inputTokens: 24, outputTokens: 16, totalTokens: 40 },
        fallback: true,
        fallbackReason: 'its reply failed validation twice: steps: Required',
        error: null,
      },
    });
    const item = (await timelineOf([history.events[0], history.events[1], call]))[2];
    expect(within(item).getByText('AI')).toBeTruthy();
    expect(within(item).getByText('Plan made by the offline planner, because the AI model’s answer could not be used')).toBeTruthy();
    // The prompt version and the audit facts are for auditors: inside Technical details only.
    expect(within(item).getByText(/prompt offline-families-1/).closest('details')).not.toBeNull();
    const facts = within(item).getByLabelText('Planner call');
    expect(facts.closest('details')).not.toBeNull();
    expect(facts.textContent).toBe(
      'Modeloffline (fallback from local-model)' + 'Promptoffline-families-1' + 'Latency42 ms' + 'Tokens40' + 'Fallbackyes: its reply failed validation twice: steps: Required',
    );
  });

  it('calls a re-plan a re-plan, as its lines and the app’s buttons do, and tells a copy’s steps as copied, not planned by the AI', async () => {
    const source = '33333333-3333-4333-8333-333333333333';
    const events = [
      entry(0, 'TodoCreated', 'Todo copied from "Write a blog post" as "Write a blog post (Copy)" (priority high, standalone)', { data: { todoId, copiedFromTodoId: source } }),
      entry(1, 'StepsPlanned', '2 steps copied: "Outline", "Draft"', { data: { todoId, steps: [{ stepId, title: 'Outline' }] } }),
      entry(2, 'StepsRetired', 'Re-plan: 2 steps retired'),
      entry(3, 'StepsPlanned', 'Plan of 1 step by the AI planner: "Outline"', { data: { todoId, steps: [{ stepId, title: 'Outline' }] } }),
      entry(4, 'TodoReplanUndone', 'Re-plan undone: 2 steps back, 1 step of the re-plan retired'),
    ];
    const items = await timelineOf(events);
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Todo copied', 'Steps copied', 'Re-plan', 'Steps planned', 'Re-plan undone']);
    expect(within(items[2]).getByText('2 steps retired')).toBeTruthy();
    expect(within(items[4]).getByText('2 steps back, 1 step of the re-plan retired')).toBeTruthy();
    expect(within(items[1]).queryByText('AI')).toBeNull();
    expect(within(items[3]).getByText('AI')).toBeTruthy();
  });

  it('calls a mission copy’s creation a copy, in the original’s history and its own', async () => {
    const source = '33333333-3333-4333-8333-333333333333';
    const items = await timelineOf([
      entry(0, 'MissionCreated', 'Copied to "Paint the house (Copy)"', { data: { missionId: source, copiedFromMissionId: todoId } }),
      entry(1, 'MissionCreated', 'Mission created: "Paint the house"', { data: { missionId: todoId, copiedFromMissionId: null } }),
    ]);
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Mission copied', 'Mission created']);
    expect(within(items[0]).getByText('Copied to "Paint the house (Copy)"')).toBeTruthy();
  });

  it('says who did each event as its line does: the user, the AI planner or the app working for them, or the system', async () => {
    const items = await timelineOf([
      entry(0, 'TodoDetailsUpdated', 'Title changed to "Write two blog posts"'),
      entry(1, 'StepsPlanned', 'Plan of 1 step by the AI planner: "Outline"', { origin: 'ai_planner', data: { todoId, steps: [{ stepId, title: 'Outline' }] } }),
      entry(2, 'TodoAutoCompleted', 'Completed automatically: the evaluation found no gaps (by the app on its own, after an earlier change)', { origin: 'reactor' }),
      entry(3, 'JobLeaseExpired', 'Job lease expired', { actor: null, origin: 'system' }),
      entry(4, 'TodoDeleted', 'Todo deleted (its history stays)', { actor: { id: ada.id, email: null } }),
    ]);
    const headers = items.map((li) => li.querySelector('time')?.nextElementSibling?.textContent);
    expect(headers).toEqual([
      'by ada@example.com',
      'by the AI planner (for ada@example.com)',
      'by the app on its own, after an earlier change (for ada@example.com)',
      'by the system',
      'by a deleted account',
    ]);
  });

  it("dates each event with its year, in the app's one date format, and its time", async () => {
    const time = (await timelineOf(history.events))[0].querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-03-10T09:00:00.000Z');
    expect(time.textContent).toBe(`${formatDate('2025-03-10T09:00:00.000Z')}, ${formatTime('2025-03-10T09:00:00.000Z')}`);
    expect(time.textContent).toMatch(/2025/);
  });

  it('names who made a plan: the offline planner or the AI model', async () => {
    const call = (n: number, model: string) =>
      entry(n, 'PlannerCallRecorded', `AI planner call (step plan): ${model}, prompt p-1, 5 ms`, {
        data: { capability: 'todoSteps', model, promptVersion: 'p-1', latencyMs: 5, usage: null, fallback: false, error: null },
      });
    const items = await timelineOf([call(0, 'offline'), call(1, 'gpt-4o-mini')]);
    expect(within(items[0]).getByText('Plan made by the offline planner')).toBeTruthy();
    expect(within(items[1]).getByText('Plan made by the AI model')).toBeTruthy();
  });

  it('can show only what the AI was asked and answered', async () => {
    installFakeApi().on('GET', `/history/todo/${todoId}`, { body: history });
    renderWithApp(<HistoryTimeline kind="todo" id={todoId} />);
    await settle();
    fireEvent.click(screen.getByLabelText('AI inputs and outputs only'));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.queryByText('Todo created')).toBeNull();
  });

  it('counts what the AI planner did as AI work: a step it read as done from the chat, a finding it saved', async () => {
    const events = [
      entry(0, 'StepCompleted', 'Completed step "Outline" (the step assistant read the chat message as done)', { origin: 'ai_planner' }),
      entry(1, 'FindingAdded', 'Finding added: "Venue booked"', { origin: 'ai_planner' }),
      entry(2, 'StepCompleted', 'Completed step "Draft"'),
    ];
    installFakeApi().on('GET', `/history/todo/${todoId}`, { body: { ...history, events } });
    renderWithApp(<HistoryTimeline kind="todo" id={todoId} />);
    await settle();
    fireEvent.click(screen.getByLabelText('AI inputs and outputs only'));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.every((item) => within(item).queryByText('AI') !== null)).toBe(true);
  });

  it('says so when there is no AI activity', async () => {
    installFakeApi().on('GET', `/history/todo/${todoId}`, { body: { ...history, events: [history.events[0]] } });
    renderWithApp(<HistoryTimeline kind="todo" id={todoId} />);
    await settle();
    expect(screen.getByText('1 event, oldest first')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('AI inputs and outputs only'));
    expect(screen.getByText(HISTORY_NO_AI)).toBeTruthy();
  });

  it('shows the server’s detail on failure, and retries', async () => {
    const api = installFakeApi().on('GET', `/history/mission/${todoId}`, { status: 404, body: { detail: 'Mission not found' } });
    renderWithApp(<HistoryTimeline kind="mission" id={todoId} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Mission not found');

    api.on('GET', `/history/mission/${todoId}`, { status: 503 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(HISTORY_LOAD_FAILED);

    api.on('GET', `/history/mission/${todoId}`, { body: { ...history, kind: 'mission', events: [entry(0, 'MissionCreated', 'Mission created: "Get fit"', { stream: `mission-${todoId}` })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByText('"Get fit"')).toBeTruthy();
    expect(api.calls('GET', `/history/mission/${todoId}`)).toHaveLength(3);
  });
});
