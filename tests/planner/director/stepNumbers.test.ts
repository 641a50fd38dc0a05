import { defaultDirectorSettings } from '../../../domain/director/settings';
import { buildDirectorContext, type DirectorDataSnapshot } from '../../../planner/director/context';
import { renderDirectorContext } from '../../../planner/director/contextPrompt';
import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, now } from './directorFixtures';

/**
 * The todo page numbers a todo's steps 1, 2, 3 in their order, whatever their stored
 * order_index (it starts at 0 and keeps gaps after a step is deleted): The Director uses the same numbers.
 */
const snapshot = (): DirectorDataSnapshot => ({
  odysseys: [],
  missions: [],
  todos: [
    { id: 't-1', title: 'Renew the passport', description: null, status: 'in_progress', priority: 'high', due_date: null, mission_id: null, total_steps: 3, completed_steps: 1 },
  ],
  steps: [
    { id: 's-c', todo_id: 't-1', title: 'Book the appointment', status: 'pending', order_index: 5 },
    { id: 's-a', todo_id: 't-1', title: 'Take the photos', status: 'completed', order_index: 0 },
    { id: 's-b', todo_id: 't-1', title: 'Fill in the form', status: 'pending', order_index: 2 },
  ],
  waits: [],
});

describe('step numbers', () => {
  it('are the positions the todo page shows, in the prompt', () => {
    const prompt = renderDirectorContext(buildDirectorContext(snapshot(), defaultDirectorSettings().context_settings, now));
    expect(prompt).toContain('- "Renew the passport" step 1: "Take the photos" (Completed)');
    expect(prompt).toContain('- "Renew the passport" step 2: "Fill in the form" (Pending)');
    expect(prompt).toContain('- "Renew the passport" step 3: "Book the appointment" (Pending)');
  });

  it('are the positions the todo page shows, in the offline answer about the todo', () => {
    const answer = offlineDirectorAnswer(directorInput('Tell me about Renew the passport', { data: snapshot() }));
    expect(answer).toContain('### Todo: Renew the passport');
    expect(answer).toContain('1. ~~Take the photos~~ ✅\n2. Fill in the form\n3. Book the appointment');
  });
});
