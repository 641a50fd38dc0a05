import { emptySnapshot } from '../../../planner/director/context';
import { offlineDirectorAnswer, offlineDirectorReply } from '../../../planner/director/offlineDirector';
import { collect, directorInput, marathonSnapshot, settingsWith } from './directorFixtures';

const answer = (message: string, overrides = {}) => offlineDirectorAnswer(directorInput(message, overrides));
const tableRows = (markdown: string) => markdown.split('\n').filter((line) => /^\| \d+ \|/.test(line));

describe('offline Director', () => {
  it('puts the most overdue todo first in today’s focus, with its next step', () => {
    const text = answer('What should I focus on today?');
    expect(text).toContain('Start with **Long run of 25 km**: the next step is **Prepare water and gels for the run**.');
    const rows = tableRows(text);
    expect(rows[0]).toContain('Long run of 25 km');
    expect(rows[0]).toContain('Overdue by 3 days');
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
    const data = marathonSnapshot();
    const longRun = data.todos.find((t) => t.id === 't-long-run');
    if (!longRun) throw new Error('fixture changed');
    longRun.due_date = '2025-03-20';
    longRun.completed_steps = 3;
    data.steps = data.steps.map((s) => (s.todo_id === 't-long-run' ? { ...s, status: 'completed' as const } : s));
    const text = answer('What should I focus on this week?', { data });
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
    expect(text).toContain('Most at risk: **Base training block** (Critical: 2 overdue todos).');
  });

  it.each([
    [
      'reports on a mission named in the question',
      'How is the base training block going?',
      [
        '### Mission: Base training block',
        'health **Critical** · no recent pace to forecast from · 1 of 3 todos completed (33%) · 2 overdue todos',
        '| Buy new running shoes | Pending | Medium | 2025-03-08 (overdue 2d) | 0/2 |',
      ],
      ['Book hotel in Berlin'],
    ],
    [
      'reports on an odyssey named in the question',
      'How is Run a marathon doing?',
      ['### Odyssey: Run a marathon', '0 of 2 missions completed (0%)', 'Needs attention: **Base training block** (Critical: 2 overdue todos).'],
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
    const text = answer(question);
    for (const line of shown) expect(text).toContain(line);
    for (const line of notShown) expect(text).not.toContain(line);
  });

  it('says plainly that it cannot change data without a model', () => {
    const text = answer('Please create a todo to buy energy gels');
    expect(text).toMatch(/^I can't make changes right now: no AI model is configured/);
    expect(text).toContain('"How is Base training block doing?"');
  });

  it('treats only requests, not questions, as changes it cannot make', () => {
    expect(answer('Could you add a step to the long run todo?')).toMatch(/^I can't make changes right now/);
    expect(answer('Should I change my focus to the other mission?')).toContain('### Focus for today');
  });

  it('introduces itself with what it sees when the question is open-ended', () => {
    expect(answer('Hello!')).toContain('I can see 1 odyssey, 2 missions, 6 todos (2 overdue).');
  });

  it('answers differently for different data: no todos at all', () => {
    const text = offlineDirectorAnswer(directorInput('What should I focus on today?', { data: emptySnapshot() }));
    expect(text).toContain('You have no todos yet.');
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
      const text = answer(question, { data: hostile() });
      expect(text).toContain('http://host/x.png');
      expect(text).not.toMatch(/(^|[^\\])!\[/);
      expect(text).not.toMatch(/(^|[^\\])\[link\]/);
      expect(text).not.toMatch(/(^|[^\\])<img/);
    },
  );
});

