import { DomainError } from '../../../domain/decider';
import { buildDirectorContext } from '../../../planner/director/context';
import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { OFFLINE_NOTE } from '../../../planner/director/offlineAnswers';
import { permittedTools, runDirectorToolCall, type DirectorToolRunner } from '../../../planner/director/tools';
import { directorInput, marathonSnapshot, now, settingsWith } from './directorFixtures';

const allowed = settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: true, can_analyze_data: true } });
const ctx = buildDirectorContext(marathonSnapshot(), allowed.context_settings, now);

function runnerThat(createTodo: DirectorToolRunner['createTodo']): DirectorToolRunner {
  return { createTodo, updateMission: jest.fn() };
}

describe('Director tool calls', () => {
  it('maps each permission to exactly its tool', () => {
    const names = (s: Parameters<typeof permittedTools>[0]) => permittedTools(s).map((t) => t.name);
    expect(names(settingsWith())).toEqual(['update_mission', 'analyze_data']);
    expect(names(settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: false, can_analyze_data: false } }))).toEqual(['create_todo']);
  });

  it('refuses an unknown tool', async () => {
    const result = await runDirectorToolCall({ name: 'delete_everything', args: {} }, { settings: allowed, ctx });
    expect(result.outcome).toEqual({ tool: 'delete_everything', status: 'refused', summary: "Unknown tool 'delete_everything'" });
  });

  it('passes on the reason a command refused the change', async () => {
    const runner = runnerThat(async () => ({ ok: false, error: 'Mission not found' }));
    const result = await runDirectorToolCall({ name: 'create_todo', args: { title: 'X', success_criteria: 'Y', mission_id: 'nope' } }, { settings: allowed, ctx, runner });
    expect(result.outcome).toEqual({ tool: 'create_todo', status: 'failed', summary: 'Todo not created: Mission not found' });
  });

  it('turns a thrown rule violation into a failed outcome, and hides unexpected errors', async () => {
    const ruleBroken = runnerThat(async () => {
      throw new DomainError('invalid', 'Please provide both title and success criteria');
    });
    const crashed = runnerThat(async () => {
      throw new Error('connection reset by peer at 10.0.0.7');
    });
    const args = { title: 'X', success_criteria: 'Y' };
    expect((await runDirectorToolCall({ name: 'create_todo', args }, { settings: allowed, ctx, runner: ruleBroken })).outcome.summary).toBe(
      'create todo failed: Please provide both title and success criteria',
    );
    const hidden = (await runDirectorToolCall({ name: 'create_todo', args }, { settings: allowed, ctx, runner: crashed })).outcome;
    expect(hidden).toEqual({ tool: 'create_todo', status: 'failed', summary: 'create todo failed: it could not be completed' });
  });

  it('cannot change data when no runner is given', async () => {
    const result = await runDirectorToolCall({ name: 'create_todo', args: { title: 'X', success_criteria: 'Y' } }, { settings: allowed, ctx });
    expect(result.outcome.status).toBe('failed');
  });

  it('analyses a named mission from the visible data', async () => {
    const result = await runDirectorToolCall({ name: 'analyze_data', args: { analysis: 'named_item', name: 'Race logistics' } }, { settings: allowed, ctx });
    expect(result.outcome.status).toBe('executed');
    expect(result.modelResult).toContain('### Mission: Race logistics');
    expect(result.modelResult).toContain('Book hotel in Berlin');
  });

  // A model-backed Director answers these from the data, exactly as the offline Director does.
  it.each([
    ['in_progress', 'What is in progress?', '### In progress'],
    ['open_todos', 'List my todos', '### Your open todos'],
  ])('runs the %s analysis with the offline answer to "%s"', async (analysis, question, heading) => {
    const result = await runDirectorToolCall({ name: 'analyze_data', args: { analysis } }, { settings: allowed, ctx });
    expect(result.outcome.status).toBe('executed');
    expect(result.modelResult).toMatch(new RegExp(`^${heading}$`, 'm'));
    const offline = offlineDirectorAnswer(directorInput(question, { settings: allowed }));
    expect(`${result.modelResult}\n\n${OFFLINE_NOTE}`).toBe(offline);
  });

  // What is due when, the counts and what was finished: the same answers, with the period asked about.
  it.each<[Record<string, unknown>, string, string]>([
    [{ analysis: 'due', period: 'this week' }, 'What is due this week?', '### Due in the next 7 days'],
    [{ analysis: 'due', period: 'tomorrow' }, 'What is due tomorrow?', '### Due tomorrow'],
    [{ analysis: 'due', period: 'next month' }, 'What is due next month?', '### Due next month'],
    [{ analysis: 'due' }, 'What is coming up?', '### Coming up'],
    [{ analysis: 'counts' }, 'How many todos do I have?', '### Your plan in numbers'],
    [{ analysis: 'blocked' }, 'What is blocked?', '### Waiting for other todos'],
    [{ analysis: 'ready' }, 'What can I start right now?', '### Ready to start'],
    [{ analysis: 'completed', days: 7 }, 'What did I finish this week?', '### Completed in the last 7 days'],
    [{ analysis: 'completed' }, 'What have I completed?', '### Completed so far'],
    [{ analysis: 'missions_at_risk' }, 'Which mission is in the worst shape?', '### Missions at risk'],
    [{ analysis: 'by_priority', priority: 'low' }, 'What are my low priority todos?', '### Low priority todos'],
    [{ analysis: 'by_priority' }, 'What are my high priority todos?', '### High priority todos'],
    [{ analysis: 'missions' }, 'What are my missions?', '### Your missions'],
    [{ analysis: 'odysseys' }, 'List my odysseys', '### Your odysseys'],
    [{ analysis: 'forecast' }, 'How long will it take?', '### Forecast'],
  ])('runs the analysis %j with the offline answer to "%s"', async (args, question, heading) => {
    const result = await runDirectorToolCall({ name: 'analyze_data', args }, { settings: allowed, ctx });
    expect(result.outcome.status).toBe('executed');
    expect(result.modelResult.split('\n')[0].startsWith(heading)).toBe(true);
    const offline = offlineDirectorAnswer(directorInput(question, { settings: allowed }));
    expect(`${result.modelResult}\n\n${OFFLINE_NOTE}`).toBe(offline);
  });

  it('refuses a period or a number of days it cannot read, without running the analysis', async () => {
    const period = await runDirectorToolCall({ name: 'analyze_data', args: { analysis: 'due', period: 'someday' } }, { settings: allowed, ctx });
    expect(period.outcome.status).toBe('failed');
    expect(period.outcome.summary).toMatch(/^Analysis not run: period: /);
    const days = await runDirectorToolCall({ name: 'analyze_data', args: { analysis: 'completed', days: -3 } }, { settings: allowed, ctx });
    expect(days.outcome.status).toBe('failed');
    expect(days.outcome.summary).toMatch(/^Analysis not run: days: /);
  });
});
