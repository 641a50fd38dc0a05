import { emptySnapshot } from '../../../planner/director/context';
import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, marathonSnapshot, settingsWith } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/**
 * Questions a person asks The Director in their own words, answered offline from their data:
 * each gets the answer it asks for, never the introduction or a name it could not find.
 */
const answer = (message: string, overrides = {}) => offlineDirectorAnswer(directorInput(message, overrides));
const INTRO = "I'm The Director, working offline";

describe('offline Director, everyday questions', () => {
  it.each(['Which mission is in the worst shape?', 'Which mission is struggling the most?', 'Which of my missions needs the most attention?'])(
    'answers "%s" mission by mission, most at risk first',
    (question) => {
      const text = answer(question);
      expect(text).toContain('### Missions at risk');
      expect(text.indexOf('Base training block')).toBeLessThan(text.indexOf('Race logistics'));
      expect(text).not.toContain(INTRO);
    },
  );

  it.each(['Is my plan realistic?', 'Am I going to finish on time?', 'Will I make it in time?'])('answers "%s" with what is overdue and at risk', (question) => {
    expectAnswer(answer(question), ['### Overdue and at risk', 'Long run of 25 km'], [INTRO]);
  });

  it('compares the missions with the progress table', () => {
    expectAnswer(answer('Compare my two missions'), ['| Base training block | Active | Critical | 33% | 1/3 |', '| Race logistics | Active | At risk | 0% | 0/2 |']);
  });

  it('says it cannot change a todo it is asked to move, and where the user can', () => {
    for (const request of ['Can you move the hotel booking to next week?', 'Please push the long run back a few days', 'Mark the shoes as done']) {
      expectAnswer(answer(request), ["I can't make changes right now"], [/^### Todo:/m]);
    }
    expect(answer('Can you move the hotel booking to next week?')).toContain('open **Book hotel in Berlin** and use its **Edit / Re-plan / Copy** button');
    // A request that names nothing of the plan still gets the general pointer.
    expect(answer('Add a todo to stretch every morning')).toContain('new todos from the Todos page');
  });

  it('lists the open todos of the priority asked about', () => {
    const high = answer('What are my high priority todos?');
    expect(high).toContain('### High priority todos');
    expect(high).toContain('**Long run of 25 km**');
    expect(high).toContain('**Book hotel in Berlin**');
    expect(high).not.toContain('Buy new running shoes');
    expect(high).not.toContain('Test energy gels');
    // Completed work is not open.
    expect(high).not.toContain('Write the 16-week training plan');
    const low = answer('show me the low-priority tasks');
    expect(low).toContain('**Test energy gels**');
    expect(low).not.toContain('Long run of 25 km');
    const none = offlineDirectorAnswer(directorInput('Any low priority todos?', { data: { ...marathonSnapshot(), todos: marathonSnapshot().todos.filter((t) => t.priority !== 'low') } }));
    expect(none).toContain('No open todo has low priority');
  });

  it('says what comes after a todo: the todos that wait for it, else the next one in its mission', () => {
    const waits = { ...marathonSnapshot(), waits: [{ todo_id: 't-long-run', depends_on: 't-shoes' }] };
    const text = offlineDirectorAnswer(directorInput('What should I do after buying the shoes?', { data: waits }));
    expect(text).toContain('### After Buy new running shoes');
    expect(text).toContain('**Long run of 25 km** waits for it');
    expect(text).toContain('2 steps of **Buy new running shoes** are still open');
    const next = answer('What comes after the hotel booking?');
    expect(next).toContain('### After Book hotel in Berlin');
    expect(next).toContain('Next in **Race logistics**: **Test energy gels**');
    expect(next).not.toMatch(/^### Todo:/m);
  });

  it('answers "should I drop anything?" with the candidates, not a title it cannot find', () => {
    const text = answer('Should I drop anything?');
    expect(text).not.toContain("I can't find what you mean");
    expect(text).toContain('Whether to drop something is your call');
    expect(text).toContain('**Test energy gels** (low priority');
    expect(text).toContain('**Buy new running shoes**');
    const calm = {
      ...marathonSnapshot(),
      todos: marathonSnapshot().todos.filter((t) => t.priority !== 'low').map((t) => ({ ...t, due_date: t.status === 'completed' ? t.due_date : '2025-05-01' })),
    };
    expect(offlineDirectorAnswer(directorInput('Should I cut something?', { data: calm }))).toContain('Nothing stands out');
  });

  it('answers a request for encouragement with the progress the data shows and one small next step, said to be offline', () => {
    expectAnswer(answer('Give me a pep talk'), ["Offline I can't write you a pep talk", '1 of 6 todos', '3 of 8 steps', '**Prepare water and gels for the run**'], [INTRO]);
  });

  it('lists the missions and the odysseys when asked for them, not the introduction', () => {
    const missions = answer('What are my missions?');
    expect(missions).toContain('### Your missions');
    expect(missions).toContain('| Base training block | Active | Critical | no recent pace to forecast from | 1/3 (33%) | Run a marathon |');
    expect(missions).toContain('| Race logistics | Active | At risk |');
    const odysseys = answer('List my odysseys');
    expect(odysseys).toContain('| Run a marathon | Active | Critical | 0/2 (0%) |');
  });

  it.each(['How much time do I need to finish?', 'How long will it take?', 'When will I be done?'])('answers "%s" with each mission’s forecast', (question) => {
    expectAnswer(answer(question), ['### Forecast', '| Base training block | no recent pace to forecast from | 1/3 |', 'A forecast needs a recent pace']);
  });

  it.each([
    ["What's my completion rate?", '### Progress summary', "I can't answer that"],
    ['Which mission is closest to done?', '### Progress summary', "I can't answer that"],
    ["I have 30 minutes, what's a quick win?", '### Focus for the next 30 minutes', "I can't answer that"],
    // A mission or odyssey named by a word: where that one stands, not the whole plan.
    ['How is the marathon going?', '### Odyssey: Run a marathon', '### Progress summary'],
    ['How far along is the marathon?', '### Odyssey: Run a marathon', '### Progress summary'],
    ['Am I on track with the logistics?', '### Mission: Race logistics', '### Progress summary'],
  ])('answers "%s" with %s, not %s', (question, heading, notWanted) => {
    expectAnswer(answer(question), [new RegExp(`^${heading}$`, 'm')], [notWanted]);
  });

  it('answers "how far along" with the progress summary', () => {
    expect(answer('How far along am I?')).toContain('### Progress summary');
  });

  it('encourages a person with no todo yet to write the first one, without claiming good news', () => {
    const text = offlineDirectorAnswer(directorInput('I need some motivation', { data: emptySnapshot() }));
    expect(text).toContain('write down one todo');
    expect(text).not.toContain('good news');
    const fresh = { ...marathonSnapshot(), todos: marathonSnapshot().todos.map((t) => ({ ...t, status: 'pending' as const, completed_steps: 0 })), steps: [] };
    expect(offlineDirectorAnswer(directorInput('Give me a pep talk', { data: fresh }))).toContain('Your plan is written down (6 todos to go)');
  });

  it('keeps hidden data out of the new answers', () => {
    const hidden = { settings: settingsWith({ context_settings: { include_odysseys: true, include_missions: true, include_todos: false, include_steps: true } }) };
    for (const question of ['What are my high priority todos?', 'Should I drop anything?', 'Give me a pep talk', 'What comes after the long run?']) {
      const text = answer(question, hidden);
      expect(text).not.toContain('Long run of 25 km');
      expect(text).not.toContain('Test energy gels');
    }
  });
});
