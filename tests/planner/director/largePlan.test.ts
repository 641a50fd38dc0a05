import { defaultDirectorSettings } from '../../../domain/director/settings';
import { buildDirectorContext, type DirectorDataSnapshot, type SnapshotTodo } from '../../../planner/director/context';
import { promptLimits, renderDirectorContext } from '../../../planner/director/contextPrompt';
import { now } from './directorFixtures';

/** Plans larger than one prompt holds: what is cut must not be what the screens flag first. */

const allOn = defaultDirectorSettings().context_settings;
const render = (snapshot: DirectorDataSnapshot) => renderDirectorContext(buildDirectorContext(snapshot, allOn, now));
const empty = (): DirectorDataSnapshot => ({ odysseys: [], missions: [], todos: [], steps: [], waits: [] });
const pad = (i: number) => String(i).padStart(3, '0');
const todo = (id: string, over: Partial<SnapshotTodo>): SnapshotTodo => ({
  id,
  title: id,
  description: null,
  status: 'pending',
  priority: 'medium',
  due_date: null,
  mission_id: null,
  total_steps: 0,
  completed_steps: 0,
  ...over,
});

describe('a plan larger than the prompt holds', () => {
  it('keeps the missions that need attention, whatever their titles, when missions are cut', () => {
    const snapshot = empty();
    const count = promptLimits.missions + 10;
    for (let i = 0; i < count; i++) snapshot.missions.push({ id: `m-${pad(i)}`, title: `Alpha mission ${pad(i)}`, description: null, status: 'active', odyssey_id: null });
    // Last by title, and critical: three overdue todos.
    snapshot.missions.push({ id: 'm-zulu', title: 'Zulu launch', description: null, status: 'active', odyssey_id: null });
    for (let i = 0; i < 3; i++) snapshot.todos.push(todo(`late-${i}`, { title: `Late work ${i}`, mission_id: 'm-zulu', due_date: '2025-03-01' }));

    const prompt = render(snapshot);
    expect(prompt).toContain(`## Missions (${count + 1})`);
    expect(prompt).toMatch(/- "Zulu launch" \(id m-zulu\): Active, health Critical/);
    expect(prompt).toContain(`(${count + 1 - promptLimits.missions} more missions not listed)`);
  });

  it('keeps active odysseys before completed ones when odysseys are cut', () => {
    const snapshot = empty();
    for (let i = 0; i < promptLimits.odysseys + 5; i++) snapshot.odysseys.push({ id: `o-${pad(i)}`, title: `Done dream ${pad(i)}`, description: null, status: 'completed' });
    snapshot.odysseys.push({ id: 'o-live', title: 'Zebra sanctuary', description: null, status: 'active' });

    const prompt = render(snapshot);
    expect(prompt).toMatch(/- "Zebra sanctuary" \(id o-live\): Active/);
  });

  it('states the whole plan’s overdue and due-soon counts when open todos are cut', () => {
    const snapshot = empty();
    const overdue = promptLimits.openTodos + 20;
    for (let i = 0; i < overdue; i++) snapshot.todos.push(todo(`o-${pad(i)}`, { title: `Overdue chore ${pad(i)}`, due_date: '2025-03-01' }));
    for (let i = 0; i < 4; i++) snapshot.todos.push(todo(`s-${i}`, { title: `Soon chore ${i}`, due_date: '2025-03-11' }));

    const prompt = render(snapshot);
    expect(prompt).toContain(`## Open todos (${overdue + 4}), most urgent first: ${overdue} overdue, 4 due within 48 hours`);
    // The model is told that it sees part of the plan, so it can say so.
    expect(prompt).toMatch(/only part of the plan/i);
  });

  it('says nothing of a partial view when everything fits', () => {
    const snapshot = empty();
    snapshot.todos.push(todo('t-1', { title: 'Only chore', due_date: '2025-03-01' }));
    const prompt = render(snapshot);
    expect(prompt).toContain('## Open todos (1), most urgent first: 1 overdue, 0 due within 48 hours');
    expect(prompt).not.toMatch(/only part of the plan/i);
  });

  it('describes a user with no data at all as having none of each kind', () => {
    const prompt = render(empty());
    expect(prompt).toContain('## Odysseys (0)\n- none');
    expect(prompt).toContain('## Missions (0)\n- none');
    expect(prompt).toContain('## Open todos (0), most urgent first: 0 overdue, 0 due within 48 hours\n- none');
    expect(prompt).not.toMatch(/only part of the plan/i);
  });
});
