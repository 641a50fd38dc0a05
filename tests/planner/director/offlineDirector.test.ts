import { emptySnapshot } from '../../../planner/director/context';
import { offlineDirectorAnswer, offlineDirectorReply } from '../../../planner/director/offlineDirector';
import { collect, directorInput, marathonSnapshot, marathonWithTodo, settingsWith } from './directorFixtures';
import { expectAnswer } from './answerChecks';

const answer = (message: string, overrides = {}) => offlineDirectorAnswer(directorInput(message, overrides));
const tableRows = (markdown: string) => markdown.split('\n').filter((line) => /^\| \d+ \|/.test(line));

describe('offline Director', () => {
  it('puts the most overdue todo first in today’s focus, with its next step', () => {
    const text = answer('What should I focus on today?');
    expect(text).toContain('Start with **Long run of 25 km**: the next step is **Prepare water and gels for the run**.');
    const rows = tableRows(text);
    expect(rows[0]).toContain('Long run of 25 km');
    expect(rows[0]).toContain('4 days overdue');
    expect(rows[1]).toContain('Buy new running shoes');
    expect(rows[2]).toContain('Book hotel in Berlin');
    // Completed work is never suggested.
    expect(text).not.toContain('Write the 16-week training plan');
  });

  it('heads its focus with the time the question asks about', () => {
    expect(answer('What should I focus on this week?')).toMatch(/^### Focus for this week$/m);
    expect(answer('What should I focus on this week?')).not.toContain('Focus for today');
    expect(answer('What should I work on tomorrow?')).toMatch(/^### Focus for tomorrow$/m);
    expect(answer('What should I prioritise next week?')).toMatch(/^### Focus for next week$/m);
    expect(answer('What should I focus on this weekend?')).toMatch(/^### Focus for this weekend$/m);
    expect(answer('What should I focus on today?')).toMatch(/^### Focus for today$/m);
    expect(answer('What should I work on first?')).toMatch(/^### Focus for today$/m);
  });

  it('says what is left of an open todo whose steps are all done: its success criteria, not "(no open step)"', () => {
    const { data, todo: longRun } = marathonWithTodo('t-long-run');
    longRun.due_date = '2025-03-20';
    longRun.completed_steps = 3;
    data.steps = data.steps.map((s) => (s.todo_id === 't-long-run' ? { ...s, status: 'completed' as const } : s));
    const text = answer('What should I focus on this month?', { data });
    const row = tableRows(text).find((r) => r.includes('Long run of 25 km'));
    expect(row).toContain('All 3 steps done: check its success criteria');
    expect(row).toContain('Add evidence or mark it complete');
    expect(row).not.toContain('(no open step)');
  });

  it('suggests what a blocked todo waits for before it, and says why', () => {
    // The long run (most overdue) cannot start before the shoes are bought.
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-long-run', depends_on: 't-shoes' }] };
    const text = answer('What should I focus on today?', { data });
    expect(text).toContain('Start with **Buy new running shoes**');
    const rows = tableRows(text);
    expect(rows[0]).toContain('Buy new running shoes');
    const blocked = rows.find((row) => row.includes('Long run of 25 km'));
    expect(blocked).toContain('Waits for “Buy new running shoes”');
    expect(rows.indexOf(blocked ?? '')).toBe(rows.length - 1);
  });

  it('forgets a wait once the todo waited for is completed', () => {
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-long-run', depends_on: 't-plan' }] };
    expect(tableRows(answer('What should I focus on today?', { data }))[0]).toContain('Long run of 25 km');
  });

  it('lists only what is overdue, most overdue first, plus what is due within 48 hours', () => {
    const text = answer('Is anything overdue?');
    expect(text).toContain('2 todos are overdue');
    expect(text.indexOf('Long run of 25 km')).toBeLessThan(text.indexOf('Buy new running shoes'));
    expect(text).toContain('Due within 48 hours: **Book hotel in Berlin** (2025-03-11)');
    expect(text).not.toContain('File the tax return');
    expect(text).toMatch(/\| Base training block \| Critical \| no recent pace to forecast from \| 2 \| 33% \|/);
    // The rule that makes it critical is said, so "Critical" with one or two overdue todos is not a puzzle.
    expect(text).toContain('Most at risk: **Base training block** (Critical: 2 of its 2 open todos are overdue: half or more make a mission critical).');
  });

  it.each([
    [
      'reports on a mission named in the question',
      'How is the base training block going?',
      [
        '### Mission: Base training block',
        'health **Critical** · no recent pace to forecast from · 1 of 3 todos completed (33%) · 2 overdue todos',
        '| Buy new running shoes | Pending | Medium | 2025-03-08 (2 days overdue) | 0/2 |',
      ],
      ['Book hotel in Berlin'],
    ],
    [
      'reports on an odyssey named in the question',
      'How is Run a marathon doing?',
      ['### Odyssey: Run a marathon', '0 of 2 missions completed (0%)', 'Needs attention: **Base training block** (Critical: 2 of its 2 open todos are overdue: half or more make a mission critical).'],
      [],
    ],
    [
      'summarises progress with real counts',
      'Give me a summary of my progress',
      [
        '- Todos: 1 of 6 completed (17%), 1 in progress, 4 pending, 2 overdue',
        '- Missions: 2 (2 active, 0 paused, 0 completed); health: 0 healthy, 1 at risk, 1 critical',
        '- Steps: 3 of 8 completed',
      ],
      [],
    ],
  ])('%s', (_name, question, shown, notShown) => {
    expectAnswer(answer(question), shown, notShown);
  });

  it('says plainly that it cannot change data without a model', () => {
    expectAnswer(answer('Please create a todo to buy energy gels'), [/^I can't make changes right now: no AI model is configured/, '"How is Base training block doing?"']);
  });

  it('treats only requests, not questions, as changes it cannot make', () => {
    expect(answer('Could you add a step to the long run todo?')).toMatch(/^I can't make changes right now/);
    expect(answer('Should I change my focus to the other mission?')).toContain('### Focus for today');
  });

  it('introduces itself with what it sees when the question is open-ended', () => {
    expect(answer('Hello!')).toContain('I can see 1 odyssey, 2 missions, 6 todos (2 overdue).');
  });

  it('answers differently for different data: no todos at all', () => {
    expectAnswer(offlineDirectorAnswer(directorInput('What should I focus on today?', { data: emptySnapshot() })), ['You have no todos yet.']);
  });

  it('honours the context toggles: hidden todos are never named', () => {
    const settings = settingsWith({ context_settings: { include_odysseys: true, include_missions: true, include_todos: false, include_steps: true } });
    const text = answer('What should I focus on today?', { settings });
    expect(text).toContain('Your context settings hide your todos from me');
    for (const title of ['Long run of 25 km', 'Buy new running shoes', 'Book hotel in Berlin']) expect(text).not.toContain(title);
    expect(text).toContain('**Base training block**: Critical');
  });

  it('shows fewer rows when the style is concise and more when detailed', () => {
    const concise = tableRows(answer('What should I focus on today?', { settings: settingsWith({ response_style: 'concise' }) }));
    const balanced = tableRows(answer('What should I focus on today?'));
    expect(concise).toHaveLength(3);
    expect(balanced).toHaveLength(5);
    expect(answer('What should I focus on today?', { settings: settingsWith({ response_style: 'detailed' }) })).toContain('#### Missions needing attention');
  });

  it('streams the answer in several pieces that add up to it, the same every time', async () => {
    const input = directorInput('What is overdue?');
    const chunks = await collect(offlineDirectorReply(input));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(offlineDirectorAnswer(input));
    expect(await collect(offlineDirectorReply(input))).toEqual(chunks);
  });

  it('stops streaming with an AbortError once the signal is aborted', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const run = async () => {
      for await (const chunk of offlineDirectorReply(directorInput('Give me a summary'), controller.signal)) {
        received.push(chunk);
        if (received.length === 2) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(2);
  });
});

describe('offline Director: user text stays text', () => {
  const image = '![p](http://host/x.png)';
  const hostile = () => {
    const data = marathonSnapshot();
    data.todos[0].title = image; // the most overdue todo: named in focus, tables and "Next"
    data.missions[0].title = `${image} mission`;
    data.steps[1].title = `<img src=http://host/y.png> \`code\` [link](http://host/z)`;
    return data;
  };

  it.each(['What should I focus on today?', 'Is anything overdue?', `How is ${image} mission doing?`, 'Tell me about the todo ![p](http://host/x.png)'])(
    'never turns a title into an image, link or HTML: %s',
    (question) => {
      expectAnswer(answer(question, { data: hostile() }), ['http://host/x.png'], [/(^|[^\\])!\[/, /(^|[^\\])\[link\]/, /(^|[^\\])<img/]);
    },
  );
});


describe('offline Director: a conversation', () => {
  /** Asks each question in turn with the earlier ones and their answers as history. */
  const converse = (questions: string[], overrides = {}) => {
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    return questions.map((question) => {
      const reply = answer(question, { history: [...history], ...overrides });
      history.push({ role: 'user', content: question }, { role: 'assistant', content: reply });
      return reply;
    });
  };

  it('says which missions are at risk and why, each with its own reason, not the overdue list again', () => {
    const [missions, overdue] = converse(['Which mission is at risk and why?', 'What is overdue?']);
    expect(missions).toMatch(/^### Missions at risk$/m);
    expect(missions).toContain(
      '- **Base training block** (Critical): **Long run of 25 km** is 4 days overdue; **Buy new running shoes** is 2 days overdue; so 2 of its 2 open todos are overdue: half or more make a mission critical.',
    );
    expect(missions).not.toMatch(/Race logistics.*make a mission critical/);
    expect(missions).toContain('- **Race logistics** (At risk): **Book hotel in Berlin** is due 2025-03-11 with no step done.');
    expect(missions.indexOf('Base training block')).toBeLessThan(missions.indexOf('Race logistics'));
    expect(missions).not.toBe(overdue);
    expect(missions).not.toContain('2 todos are overdue');
  });

  it('answers "how am I doing this week?" with the week: what was completed and what is due in it', () => {
    const { data, todo: plan } = marathonWithTodo('t-plan');
    plan.completed_at = '2025-03-08T17:00:00.000Z';
    const text = answer('How am I doing this week?', { data });
    expect(text).toContain('In the last 7 days you completed 1 todo: **Write the 16-week training plan**.');
    expect(text).toContain('Due in the next 7 days: **Book hotel in Berlin** (2025-03-11).');
    expect(answer('Give me a summary of my progress', { data })).not.toContain('In the last 7 days');
  });

  it('answers thanks with a welcome and a greeting only once with the whole introduction', () => {
    const [, thanks] = converse(['What should I focus on today?', 'thanks!']);
    expect(thanks).toMatch(/^You're welcome/);
    expect(thanks).not.toContain("I'm The Director, working offline");

    const [hello, again, unknown] = converse(['hi', 'hello', 'When will I be able to retire?']);
    expect(hello).toContain("I'm The Director, working offline");
    expect(again).not.toBe(hello);
    expect(unknown).not.toBe(hello);
    expect(unknown).not.toContain("I'm The Director, working offline");
    expect(unknown).toContain("I can't answer that from your data offline");
  });

  it('gives a focus to someone who has too much to do', () => {
    expect(answer('I feel overwhelmed, I have too much to do')).toMatch(/^### Focus for today$/m);
  });

  it('says it reads English only offline when asked in another language', () => {
    expect(answer('¿Qué debo hacer hoy?')).toContain('Offline I only understand English');
  });
});

describe('offline Director: the thing a question names', () => {
  it('answers "should I drop ..." about the todo it clearly names, and leaves the decision to the person', () => {
    const text = answer('Should I drop the long run?');
    expect(text).toContain('### Todo: Long run of 25 km');
    expect(text).toContain('Whether to drop it is your call: offline, without an AI model, I can show where it stands (above), not weigh it up for you.');
    expect(text).not.toContain('Focus for today');
    expect(answer('Should I skip the gels test?')).toContain('### Todo: Test energy gels');
  });

  it('says a completed todo leaves nothing to decide', () => {
    expectAnswer(answer('Should I drop the 16-week training plan?'), ['### Todo: Write the 16-week training plan', 'It is already completed, so there is nothing left to decide.'], ['your call']);
  });

  it.each([
    ['should I drop the long bike ride of 25 km', 'the long bike ride of 25 km', 'Long run of 25 km'],
    ['Should I drop buying new trail shoes?', 'buying new trail shoes', 'Buy new running shoes'],
  ])('does not take a loose match for the thing: "%s"', (message, asked, closest) => {
    const text = answer(message);
    expect(text).not.toContain('### Todo:');
    // The example asks the same question again, with the title: a decision, not "How is it doing?".
    expect(text).toBe(`I'm not sure which one you mean by "${asked}": the closest is **${closest}**. Ask again with its title as written, for example "Should I drop ${closest}?".`);
  });

  it('says when nothing is called what a decision names', () => {
    expect(answer('Should I drop the piano lessons?')).toBe(
      `I can't find what you mean by "the piano lessons" among your todos, missions and odysseys. Ask again with its title as written.`,
    );
  });

  it('does not report on another todo when a question names one with a different amount', () => {
    expectAnswer(answer('How is the long run of 10 km doing?'), ["I'm not sure which one you mean: the closest is **Long run of 25 km**."], ['### Todo: Long run of 25 km']);
  });

  it('names both when two titles are named equally well', () => {
    const data = marathonSnapshot();
    data.todos.push({ ...data.todos[0], id: 't-long-run-30', title: 'Long run of 30 km' });
    expectAnswer(answer('Should I drop the long run?', { data }), ['More than one of your titles has "the long run" in it: **Long run of 25 km** and **Long run of 30 km**. Which one do you mean?']);
  });

  it('still knows a mission by part of its title written as one phrase', () => {
    expect(answer('How is base training doing?')).toContain('### Mission: Base training block');
  });
});

/** Ten questions a person asks about a plan with overdue, blocked and finished todos, each answered as asked. */
describe('offline Director: a plan with overdue, blocked and finished todos', () => {
  const data = () => {
    const snapshot = marathonSnapshot();
    snapshot.waits = [
      { todo_id: 't-hotel', depends_on: 't-shoes' },
      { todo_id: 't-gels', depends_on: 't-long-run' },
    ];
    const plan = snapshot.todos.find((t) => t.id === 't-plan');
    if (!plan) throw new Error('fixture changed');
    Object.assign(plan, { completed_at: '2025-03-07T10:00:00.000Z' });
    return snapshot;
  };
  const ask = (message: string) => answer(message, { data: data() });

  it.each(['What is blocked?', 'What is waiting on something else?', 'Which todos are waiting for others?'])(
    'answers "%s" with the todos that wait and what they wait for, and what to finish to unblock them',
    (question) => {
      expectAnswer(ask(question), [/^### Waiting for other todos$/m, '- **Book hotel in Berlin** waits for **Buy new running shoes**', '- **Test energy gels** waits for **Long run of 25 km**'], ['Overdue and at risk', "I'm The Director"]);
    },
  );

  it('names, to unblock a chain of waits, the todo at its start that waits for nothing, not one that waits itself', () => {
    const chain = data();
    chain.waits = [
      { todo_id: 't-hotel', depends_on: 't-shoes' },
      { todo_id: 't-shoes', depends_on: 't-long-run' },
    ];
    expectAnswer(answer('What is blocked?', { data: chain }), ['To unblock them, start with **Long run of 25 km**: it waits for nothing.'], [/To unblock them[^\n]*Buy new running shoes/]);
  });

  it('says nothing is blocked when no open todo waits for another', () => {
    expect(answer('What is blocked?')).toContain('No open todo waits for another one.');
  });

  it('says what a todo waits for when asked why it cannot be started', () => {
    expectAnswer(ask("Why can't I start the hotel booking?"), ['### Todo: Book hotel in Berlin', 'It waits for **Buy new running shoes**: it can start once that is done.', 'Its next step then: **Compare hotels near the start line**.']);
  });

  it('names the todos that wait for a todo in its answer', () => {
    expectAnswer(ask('Which todos depend on the long run?'), ['### Todo: Long run of 25 km', 'Waiting for it: **Test energy gels**.']);
  });

  it('does not give a mission\'s blocked todo as the next thing to do without saying what it waits for', () => {
    expectAnswer(ask("What's left to do in Race logistics?"), ['### Mission: Race logistics', 'Next: **Book hotel in Berlin**, once **Buy new running shoes** is done, starting with **Compare hotels near the start line**.']);
  });

  it.each(['Am I on track?', 'How is the marathon going?', 'How are things going?'])('answers "%s" with where the plan stands, not the introduction', (question) => {
    expectAnswer(ask(question), [/overdue/], ["I'm The Director"]);
  });

  it('still answers what is overdue, what was finished, the counts and what is due from the same plan', () => {
    expect(ask('What is overdue?')).toContain('2 todos are overdue');
    expect(ask('What did I finish this week?')).toContain('- **Write the 16-week training plan** (2025-03-07, mission Base training block)');
    expect(ask('How many todos do I have?')).toContain('5 open (4 pending, 1 in progress) and 1 completed');
    expect(ask('What is due this week?')).toContain('- **Book hotel in Berlin** (2025-03-11');
  });
});
