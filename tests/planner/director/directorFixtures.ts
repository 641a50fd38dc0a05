import { defaultDirectorSettings, type DirectorSettings } from '../../../domain/director/settings';
import type { DirectorDataSnapshot } from '../../../planner/director/context';
import type { DirectorInput } from '../../../commands/ports/director';

/** One user's data at a fixed time: a marathon odyssey with a struggling training mission. */
export const now = '2025-03-10T09:00:00.000Z';

export const ids = {
  marathon: '0b7c3a36-3f0e-4c55-9d0b-5a1b7a6f0001',
  baseTraining: '0b7c3a36-3f0e-4c55-9d0b-5a1b7a6f0002',
  raceLogistics: '0b7c3a36-3f0e-4c55-9d0b-5a1b7a6f0003',
  taxReturn: '0b7c3a36-3f0e-4c55-9d0b-5a1b7a6f0004',
};

export function marathonSnapshot(): DirectorDataSnapshot {
  const todo = (id: string, over: Partial<DirectorDataSnapshot['todos'][number]>) => ({
    id,
    title: 'untitled',
    description: null,
    status: 'pending' as const,
    priority: 'medium' as const,
    due_date: null,
    mission_id: ids.baseTraining,
    total_steps: 0,
    completed_steps: 0,
    ...over,
  });
  return {
    odysseys: [{ id: ids.marathon, title: 'Run a marathon', description: 'Finish the Berlin marathon under 4 hours', status: 'active' }],
    missions: [
      { id: ids.baseTraining, title: 'Base training block', description: 'Build to 50 km a week', status: 'active', odyssey_id: ids.marathon },
      { id: ids.raceLogistics, title: 'Race logistics', description: 'Travel and kit', status: 'active', odyssey_id: ids.marathon },
    ],
    todos: [
      todo('t-long-run', { title: 'Long run of 25 km', priority: 'high', status: 'in_progress', due_date: '2025-03-06T18:00:00.000Z', total_steps: 3, completed_steps: 1 }),
      todo('t-shoes', { title: 'Buy new running shoes', priority: 'medium', due_date: '2025-03-08', total_steps: 2, completed_steps: 0 }),
      todo('t-plan', { title: 'Write the 16-week training plan', status: 'completed', priority: 'high', due_date: '2025-02-20', total_steps: 2, completed_steps: 2 }),
      todo('t-hotel', { title: 'Book hotel in Berlin', mission_id: ids.raceLogistics, priority: 'high', due_date: '2025-03-11T12:00:00.000Z', total_steps: 1, completed_steps: 0 }),
      todo('t-gels', { title: 'Test energy gels', mission_id: ids.raceLogistics, priority: 'low', due_date: '2025-04-20', total_steps: 0, completed_steps: 0 }),
      todo(ids.taxReturn, { title: 'File the tax return', mission_id: null, priority: 'medium', due_date: '2025-03-31', total_steps: 0, completed_steps: 0 }),
    ],
    steps: [
      { id: 's1', todo_id: 't-long-run', title: 'Plan a flat 25 km route', status: 'completed', order_index: 1 },
      { id: 's2', todo_id: 't-long-run', title: 'Prepare water and gels for the run', status: 'pending', order_index: 2 },
      { id: 's3', todo_id: 't-long-run', title: 'Run it at easy pace', status: 'pending', order_index: 3 },
      { id: 's4', todo_id: 't-shoes', title: 'Get a gait analysis at the running shop', status: 'pending', order_index: 1 },
      { id: 's5', todo_id: 't-shoes', title: 'Try three pairs', status: 'pending', order_index: 2 },
      { id: 's6', todo_id: 't-plan', title: 'Pick a plan template', status: 'completed', order_index: 1 },
      { id: 's7', todo_id: 't-plan', title: 'Adapt it to my calendar', status: 'completed', order_index: 2 },
      { id: 's8', todo_id: 't-hotel', title: 'Compare hotels near the start line', status: 'pending', order_index: 1 },
    ],
    waits: [],
  };
}

/** The marathon snapshot and its todo of that id, for a test to change before it asks. */
export function marathonWithTodo(id: string): { data: DirectorDataSnapshot; todo: DirectorDataSnapshot['todos'][number] } {
  const data = marathonSnapshot();
  const todo = data.todos.find((t) => t.id === id);
  if (!todo) throw new Error('fixture changed');
  return { data, todo };
}

export function settingsWith(overrides: Partial<DirectorSettings> = {}): DirectorSettings {
  const base = defaultDirectorSettings();
  return {
    ...base,
    ...overrides,
    tool_permissions: { ...base.tool_permissions, ...overrides.tool_permissions },
    context_settings: { ...base.context_settings, ...overrides.context_settings },
  };
}

export function directorInput(message: string, overrides: Partial<DirectorInput> = {}): DirectorInput {
  return { message, history: [], settings: settingsWith(), data: marathonSnapshot(), now, ...overrides };
}

export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/**
 * A student's plan at the same time: a degree (thesis and exams) and a move abroad (visa and
 * apartment), with the waits a person sets: the experiments wait for the literature review, the
 * consulate appointment for the apostilled birth certificate, the visa form for the appointment.
 */
export function studiesAndMoveSnapshot(): DirectorDataSnapshot {
  type Todo = DirectorDataSnapshot['todos'][number];
  /** A todo's steps in order, the first `done` of them completed. */
  const stepsOf = (todoId: string, done: number, titles: string[]): DirectorDataSnapshot['steps'] =>
    titles.map((title, i) => ({ id: `${todoId}-s${i + 1}`, todo_id: todoId, title, status: i < done ? 'completed' : 'pending', order_index: i + 1 }));
  const todo = (id: string, missionId: string | null, title: string, over: Partial<Todo> = {}): Todo => ({
    id,
    title,
    description: null,
    status: 'pending',
    priority: 'medium',
    due_date: null,
    mission_id: missionId,
    total_steps: 0,
    completed_steps: 0,
    ...over,
  });
  return {
    odysseys: [
      { id: 'o-degree', title: "Finish my master's degree", description: 'Graduate in June', status: 'active' },
      { id: 'o-move', title: 'Move to Lisbon', description: 'Live in Lisbon by September', status: 'active' },
    ],
    missions: [
      { id: 'm-thesis', title: 'Write the thesis', description: 'Thesis on soil microbes', status: 'active', odyssey_id: 'o-degree' },
      { id: 'm-exams', title: 'Pass the spring exams', description: 'Statistics and ecology', status: 'active', odyssey_id: 'o-degree' },
      { id: 'm-visa', title: 'Get the residence visa', description: 'The D7 visa for Portugal', status: 'active', odyssey_id: 'o-move' },
      { id: 'm-flat', title: 'Find an apartment', description: 'Two rooms near Alfama', status: 'active', odyssey_id: 'o-move' },
    ],
    todos: [
      todo('t-lit', 'm-thesis', 'Write the literature review', { priority: 'high', status: 'in_progress', due_date: '2025-03-05', total_steps: 4, completed_steps: 1 }),
      todo('t-exp', 'm-thesis', 'Run the experiments', { priority: 'high', due_date: '2025-04-15', total_steps: 3 }),
      todo('t-analysis', 'm-thesis', 'Analyse the results', { due_date: '2025-05-01' }),
      todo('t-draft', 'm-thesis', 'Write the first draft', { due_date: '2025-05-20' }),
      todo('t-stats', 'm-exams', 'Revise statistics', { priority: 'high', status: 'in_progress', due_date: '2025-03-12', total_steps: 5, completed_steps: 2 }),
      todo('t-eco', 'm-exams', 'Revise ecology', { due_date: '2025-03-20' }),
      todo('t-birth', 'm-visa', 'Get the birth certificate apostilled', { priority: 'high', due_date: '2025-03-11', total_steps: 2 }),
      todo('t-appt', 'm-visa', 'Book the consulate appointment', { priority: 'high', due_date: '2025-03-18' }),
      todo('t-form', 'm-visa', 'Fill in the visa application form', { due_date: '2025-03-25' }),
      todo('t-listings', 'm-flat', 'Shortlist apartment listings', { status: 'completed', due_date: '2025-03-08' }),
      todo('t-viewings', 'm-flat', 'Schedule viewings', { due_date: '2025-03-22' }),
      todo('t-tax', null, 'File the tax return', { priority: 'low', due_date: '2025-03-31' }),
    ],
    steps: [
      ...stepsOf('t-lit', 1, ['Collect the key papers', 'Summarise each paper in a paragraph', 'Group the papers by method', 'Write the review chapter']),
      ...stepsOf('t-birth', 0, ['Order a certified copy', 'Take it to the notary for the apostille']),
    ],
    waits: [
      { todo_id: 't-exp', depends_on: 't-lit' },
      { todo_id: 't-appt', depends_on: 't-birth' },
      { todo_id: 't-form', depends_on: 't-appt' },
    ],
  };
}
