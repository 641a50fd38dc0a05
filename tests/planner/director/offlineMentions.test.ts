import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { INTRO_START } from '../../../planner/director/offlineAnswers';
import { directorInput, ids, marathonSnapshot, settingsWith } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** "Is there anything for the knee?" asks what in the plan mentions a thing: the answer lists it, or says nothing does. */
const answer = (message: string, data = marathonSnapshot(), settings = settingsWith()) => offlineDirectorAnswer(directorInput(message, { data, settings }));

/** The marathon plan with a todo whose description names the knee. */
function withKneeTodo() {
  const data = marathonSnapshot();
  data.todos.push({
    id: 't-physio',
    title: 'See a physio',
    description: 'My left knee aches after long runs',
    status: 'in_progress',
    priority: 'high',
    due_date: '2025-03-20',
    mission_id: ids.baseTraining,
    total_steps: 0,
    completed_steps: 0,
  });
  return data;
}

describe('offline Director: what the plan has on a thing a question names', () => {
  it.each(['Is there anything for the knee?', 'anything about my knee?', 'Do I have something on the knee in my plan?'])('answers "%s" with the todo that mentions it, its mission and status', (question) => {
    expectAnswer(answer(question, withKneeTodo()), ['- Todo **See a physio** (mission **Base training block**) · In progress'], [INTRO_START, /Buy new running shoes/]);
  });

  it('lists each todo and step that mentions it, with where it belongs and its status', () => {
    expectAnswer(
      answer('Is there anything about gels?'),
      ['### What mentions gels', '- Todo **Test energy gels** (mission **Race logistics**) · Pending', '- Step **Prepare water and gels for the run** (todo **Long run of 25 km**) · Pending'],
      [INTRO_START, /Book hotel/],
    );
  });

  it("lists a step that mentions it only in its description, with its todo and status", () => {
    const data = marathonSnapshot();
    data.steps = data.steps.map((s) => (s.id === 's4' ? { ...s, description: 'Ask which insoles suit flat feet' } : s));
    expectAnswer(answer('Anything about insoles?', data), ['### What mentions insoles', '- Step **Get a gait analysis at the running shop** (todo **Buy new running shoes**) · Pending'], ['Nothing in your plan mentions']);
  });

  it('says plainly that nothing in the plan mentions it, in the person\'s words said back, and suggests adding it', () => {
    expectAnswer(answer('anything about my budget?'), ['Nothing in your plan mentions your budget', 'add a todo for it'], [INTRO_START, '### What mentions']);
  });

  it('says what it cannot see when the context settings hide todos and steps', () => {
    const settings = settingsWith({ context_settings: { ...settingsWith().context_settings, include_todos: false, include_steps: false } });
    expectAnswer(answer('Is there anything for the knee?', withKneeTodo(), settings), ['Nothing in your plan mentions the knee', 'Your context settings hide your'], ['See a physio']);
  });

  it.each([
    ['Is there anything for today?', '### Focus for today'],
    ['Anything on my plate?', '### Your open todos'],
    ['Anything about my progress?', '### Progress summary'],
  ])('leaves "%s", which the plan\'s own answers read, to that answer', (question, heading) => {
    expectAnswer(answer(question), [heading], ['What mentions', 'Nothing in your plan mentions']);
  });
});
