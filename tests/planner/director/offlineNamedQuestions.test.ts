import { buildDirectorContext } from '../../../planner/director/context';
import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { namedAnswer } from '../../../planner/director/offlineNamedQuestions';
import { directorInput, marathonSnapshot, marathonWithTodo, now, settingsWith } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** A question that names one todo, mission or odyssey and asks something of it is answered about that one thing. */
const answer = (message: string, data = marathonSnapshot()) => offlineDirectorAnswer(directorInput(message, { data }));

describe('offline Director: a question about one thing it names', () => {
  it.each([
    ['Is the hotel urgent?', 'Book hotel in Berlin', '**Book hotel in Berlin** is due soon: tomorrow (2025-03-11), within 48 hours, high priority.'],
    ['When is the hotel due?', 'Book hotel in Berlin', '**Book hotel in Berlin** is due soon: tomorrow (2025-03-11), within 48 hours, high priority.'],
    ['Are the shoes overdue?', 'Buy new running shoes', '**Buy new running shoes** is 2 days overdue (due 2025-03-08), medium priority: it is urgent.'],
    ['Is the tax return overdue?', 'File the tax return', '**File the tax return** is due in 21 days (2025-03-31), medium priority: it is neither overdue nor due within 48 hours.'],
  ])('answers "%s" with how urgent %s is, not the whole plan', (question, title, urgency) => {
    expectAnswer(answer(question), [new RegExp(`^### Todo: ${title}$`, 'm'), urgency], [/^### (Focus for|Coming up|Due |Overdue and at risk)/m]);
  });

  it('answers whether a todo is at risk with what its own due date leaves out: a late todo it waits for, its mission at risk', () => {
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-gels', depends_on: 't-long-run' }] };
    const text = answer('Are the gels at risk?', data);
    expect(text).toContain('### Todo: Test energy gels');
    expect(text).toContain('it is neither overdue nor due within 48 hours.');
    expect(text).toContain('But **Long run of 25 km**, which it waits for, is 4 days overdue, and its mission **Race logistics** is **At risk**.');
    // A todo whose due date, waits and mission are all fine says nothing more.
    expect(answer('Is the tax return at risk?')).not.toContain('But ');
    expect(answer('Are the shoes at risk?')).toContain('it is urgent. Also its mission **Base training block** is **Critical**.');
  });

  it.each<[string, string, string[], string]>([
    ['gives the next open step of the todo a "next step" question names', 'What is the next step for the shoes?', ['### Todo: Buy new running shoes', 'Next: **Get a gait analysis at the running shop**.'], '### Focus for today'],
    [
      'corrects "Why is X critical?" when X is not critical, then says why it is what it is',
      'Why is the logistics critical?',
      ['### Mission: Race logistics', '**Race logistics** is not critical: its health is **At risk**.', 'Why: **Book hotel in Berlin** is due 2025-03-11 with no step done.'],
      '### Overdue and at risk',
    ],
    [
      'confirms a critical odyssey and gives the reasons of its missions',
      'Why is the marathon critical?',
      [
        '**Run a marathon** is **Critical**.',
        '- **Base training block** (Critical): **Long run of 25 km** is 4 days overdue; **Buy new running shoes** is 2 days overdue; so 2 of its 2 open todos are overdue: half or more make a mission critical.',
        '- **Race logistics** (At risk): **Book hotel in Berlin** is due 2025-03-11 with no step done.',
      ],
      '### Overdue and at risk',
    ],
    [
      'answers how long an odyssey will take with its missions’ forecasts, and says when none has a pace',
      'How long will it take to run a marathon?',
      [
        '### Forecast: Run a marathon',
        '| Base training block | no recent pace to forecast from | 1/3 |',
        '| Race logistics | no recent pace to forecast from | 0/2 |',
        'None of its missions has a recent pace yet, so the odyssey has no forecast',
      ],
      '### Focus for today',
    ],
  ])('%s', (_name, question, lines, notHeading) => {
    expectAnswer(answer(question), lines, [notHeading]);
  });

  it.each([
    ['What is due this week?', '### Due in the next 7 days'],
    ['What should I focus on today?', '### Focus for today'],
    ['What is overdue?', '### Overdue and at risk'],
    ['Is anything urgent?', '### Focus for today'],
  ])('still answers "%s", naming nothing, about the whole plan', (question, heading) => {
    expect(answer(question)).toMatch(new RegExp(`^${heading}`, 'm'));
  });

  it('says a healthy mission asked about as at risk is healthy, and that nothing puts it at risk', () => {
    const { data, todo: hotel } = marathonWithTodo('t-hotel');
    hotel.due_date = '2025-04-01';
    expectAnswer(answer('Why is the logistics at risk?', data), ['**Race logistics** is not at risk: its health is **Healthy**.', 'Nothing puts it at risk']);
  });

  it('gives an odyssey the latest of its missions’ forecasts', () => {
    const settings = settingsWith();
    const ctx = buildDirectorContext(marathonSnapshot(), settings.context_settings, now);
    const forecasts: Record<string, { forecastDate: string; latestDueDate: string }> = {
      'Base training block': { forecastDate: '2025-05-02', latestDueDate: '2025-04-20' },
      'Race logistics': { forecastDate: '2025-06-14', latestDueDate: '2025-04-20' },
    };
    const missions = (ctx.missions ?? []).map((m) => ({ ...m, outlook: 'will_miss' as const, ...forecasts[m.title] }));
    const marathon = ctx.odysseys?.[0];
    if (!marathon) throw new Error('fixture changed');
    expectAnswer(namedAnswer({ ...ctx, missions }, { kind: 'odyssey', odyssey: marathon }, 'forecast', 'balanced', 'How long will the marathon take?'), ['| Race logistics | will miss the due dates at the current pace (forecast 2025-06-14, latest due 2025-04-20) | 0/2 |', "The odyssey's forecast is the latest of them: **2025-06-14**, from **Race logistics**"]);
  });

  it.each(['risk', 'forecast'] as const)('writes a title with markdown in it as text in the %s answer’s heading, so it can fetch no image', (aspect) => {
    const title = '![p](http://host/x.png) Base';
    const data = marathonSnapshot();
    data.missions = data.missions.map((m) => ({ ...m, title }));
    data.odysseys = data.odysseys.map((o) => ({ ...o, title }));
    const ctx = buildDirectorContext(data, settingsWith().context_settings, now);
    for (const entity of [{ kind: 'mission' as const, mission: ctx.missions![0] }, { kind: 'odyssey' as const, odyssey: ctx.odysseys![0] }]) {
      expectAnswer(namedAnswer(ctx, entity, aspect, 'balanced', 'Why is it at risk?'), ['\\!\\[p\\](http://host/x.png) Base'], [/(^|[^\\])!\[p\]/]);
    }
  });
});
