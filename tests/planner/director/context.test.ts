import { defaultDirectorSettings } from '../../../domain/director/settings';
import { buildDirectorContext } from '../../../planner/director/context';
import { renderDirectorContext } from '../../../planner/director/contextPrompt';
import { ids, marathonSnapshot, now } from './directorFixtures';

const allOn = defaultDirectorSettings().context_settings;
const build = (toggles: Partial<typeof allOn> = {}) => buildDirectorContext(marathonSnapshot(), { ...allOn, ...toggles }, now);

describe('Director context builder', () => {
  it('computes overdue, due soon and next step at the given time', () => {
    const ctx = build();
    const byTitle = Object.fromEntries(ctx.todos!.map((t) => [t.title, t]));
    expect(byTitle['Long run of 25 km']).toMatchObject({ overdue: true, daysOverdue: 4, dueSoon: false, nextStep: 'Prepare water and gels for the run', missionTitle: 'Base training block' });
    expect(byTitle['Buy new running shoes']).toMatchObject({ overdue: true, daysOverdue: 2 });
    expect(byTitle['Book hotel in Berlin']).toMatchObject({ overdue: false, dueSoon: true });
    expect(byTitle['Test energy gels']).toMatchObject({ overdue: false, dueSoon: false });
    // A completed todo is never overdue, however old its due date.
    expect(byTitle['Write the 16-week training plan']).toMatchObject({ overdue: false, daysOverdue: 0, nextStep: null });
  });

  it('tells the model which open todos a todo waits for, and drops a wait on a completed one', () => {
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-gels', depends_on: 't-long-run' }, { todo_id: 't-hotel', depends_on: 't-plan' }] };
    const ctx = buildDirectorContext(data, allOn, now);
    const byTitle = Object.fromEntries(ctx.todos!.map((t) => [t.title, t]));
    expect(byTitle['Test energy gels'].waitingFor).toEqual(['Long run of 25 km']);
    expect(byTitle['Book hotel in Berlin'].waitingFor).toEqual([]);
    expect(renderDirectorContext(ctx)).toContain('BLOCKED: waits for "Long run of 25 km"');
  });

  it('derives mission and odyssey health and progress with the domain rules', () => {
    const ctx = build();
    const base = ctx.missions!.find((m) => m.id === ids.baseTraining)!;
    // 2 of 2 open todos overdue: at least half -> critical.
    expect(base).toMatchObject({ health: 'critical', totalTodos: 3, completedTodos: 1, overdueTodos: 2, progress: 33, odysseyTitle: 'Run a marathon' });
    const logistics = ctx.missions!.find((m) => m.id === ids.raceLogistics)!;
    // The hotel is due within 48 hours with no completed step.
    expect(logistics.health).toBe('at_risk');
    expect(ctx.odysseys![0]).toMatchObject({ health: 'critical', totalMissions: 2, completedMissions: 0, progress: 0 });
  });

  it('follows the clock: the same data read a week earlier is healthy', () => {
    const ctx = buildDirectorContext(marathonSnapshot(), allOn, '2025-03-01T09:00:00.000Z');
    expect(ctx.missions!.find((m) => m.id === ids.baseTraining)!.health).toBe('healthy');
    expect(ctx.todos!.filter((t) => t.overdue)).toEqual([]);
  });

  it('renders every kind of data into the prompt when all toggles are on', () => {
    const text = renderDirectorContext(build());
    for (const title of ['Run a marathon', 'Base training block', 'Long run of 25 km', 'Compare hotels near the start line']) {
      expect(text).toContain(title);
    }
    expect(text).toContain('OVERDUE (4 days overdue)');
    expect(text).not.toMatch(/hide their/);
  });

  describe.each([
    ['include_odysseys', ['Run a marathon', 'Berlin marathon under 4 hours'], 'odysseys'],
    ['include_missions', ['Base training block', 'Race logistics', 'Build to 50 km a week'], 'missions'],
    ['include_todos', ['Long run of 25 km', 'Buy new running shoes', 'File the tax return', 'Write the 16-week training plan'], 'todos'],
    ['include_steps', ['Plan a flat 25 km route', 'Prepare water and gels', 'gait analysis', 'Compare hotels near the start line'], 'steps'],
  ] as const)('with %s off', (toggle, secrets, kind) => {
    it('leaves no trace of that data in the context or the prompt', () => {
      const ctx = build({ [toggle]: false });
      const serialised = JSON.stringify(ctx);
      const prompt = renderDirectorContext(ctx);
      for (const secret of secrets) {
        expect(serialised).not.toContain(secret);
        expect(prompt).not.toContain(secret);
      }
      expect(prompt).toContain(`hide their ${kind}`);
    });

    it('keeps the other kinds', () => {
      const prompt = renderDirectorContext(build({ [toggle]: false }));
      const others = { include_odysseys: 'Run a marathon', include_missions: 'Race logistics', include_todos: 'Book hotel in Berlin', include_steps: 'Try three pairs' };
      for (const [key, title] of Object.entries(others)) if (key !== toggle) expect(prompt).toContain(title);
    });
  });

  it('keeps a visible mission’s own figures when todos are hidden', () => {
    const ctx = build({ include_todos: false });
    expect(ctx.todos).toBeNull();
    expect(ctx.missions!.find((m) => m.id === ids.baseTraining)).toMatchObject({ totalTodos: 3, overdueTodos: 2, health: 'critical' });
    expect(ctx.steps!.every((s) => s.todoTitle === null)).toBe(true);
  });

  it("keeps a step's description for the Director's search but out of the prompt, and without its todo's title when todos are hidden", () => {
    const snapshot = marathonSnapshot();
    snapshot.steps = snapshot.steps.map((s) =>
      s.id === 's3' ? { ...s, description: 'Keep the long run of 25 km slow: easy pace, no watch' } : s.id === 's4' ? { ...s, description: 'Ask which insoles suit flat feet' } : s,
    );
    const step = (ctx: ReturnType<typeof buildDirectorContext>, id: string) => ctx.steps?.find((s) => s.id === id);
    const shown = buildDirectorContext(snapshot, allOn, now);
    expect(step(shown, 's4')?.description).toBe('Ask which insoles suit flat feet');
    expect(renderDirectorContext(shown)).not.toContain('insoles');
    const todosHidden = buildDirectorContext(snapshot, { ...allOn, include_todos: false }, now);
    expect(step(todosHidden, 's4')?.description).toBe('Ask which insoles suit flat feet');
    expect(step(todosHidden, 's3')?.description).toBeNull();
    expect(JSON.stringify(todosHidden)).not.toMatch(/long run of 25 km/i);
  });

  it('bounds a large account in the prompt and says how much is left out', () => {
    const snapshot = marathonSnapshot();
    snapshot.todos = Array.from({ length: 300 }, (_, i) => ({
      id: `bulk-${i}`,
      title: `Bulk todo ${String(i).padStart(3, '0')}`,
      description: null,
      status: 'pending' as const,
      priority: 'low' as const,
      due_date: null,
      mission_id: null,
      total_steps: 0,
      completed_steps: 0,
    }));
    const prompt = renderDirectorContext(buildDirectorContext(snapshot, allOn, now));
    expect(prompt).toContain('(220 more open todos not listed)');
    expect(prompt.length).toBeLessThan(30_000);
  });
});
