import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { OFFLINE_NOTE } from '../../../planner/director/offlineAnswers';
import { directorInput, marathonSnapshot, marathonWithTodo, settingsWith } from './directorFixtures';
import { expectAnswer } from './answerChecks';

const answer = (message: string, overrides = {}) => offlineDirectorAnswer(directorInput(message, overrides));

describe('offline Director: plain questions about the plan', () => {
  it('answers "What is due today?" with what is due today, not the focus list', () => {
    const data = marathonSnapshot();
    data.todos.push({ ...data.todos[1], id: 't-today', title: 'Stretch for 20 minutes', due_date: '2025-03-10T23:59:59.999Z', total_steps: 0, completed_steps: 0 });
    expectAnswer(answer('What is due today?', { data }), [/^### Due today \(2025-03-10\)$/m, '1 todo is due:', '- **Stretch for 20 minutes** (2025-03-10, Medium priority', 'Also overdue: 2 todos.'], ['Focus for today', 'Book hotel in Berlin']);
  });

  it('says nothing is due today and names the next one due, in the reader’s days', () => {
    const text = answer('What is due today?');
    expect(text).toContain('Nothing is due today.');
    expect(text).toContain('The next one due is **Book hotel in Berlin**, tomorrow (2025-03-11).');
    // In Auckland it is already the 11th: the hotel is due today there.
    const auckland = answer('What is due today?', { now: '2025-03-10T19:00:00.000Z', timeZone: 'Pacific/Auckland' });
    expect(auckland).toMatch(/^### Due today \(2025-03-11\)$/m);
    expect(auckland).toContain('- **Book hotel in Berlin** (2025-03-11');
  });

  it('answers what is due this week and what is coming up', () => {
    expect(answer('What is due this week?')).toContain('### Due in the next 7 days (2025-03-10 to 2025-03-16)');
    expect(answer('What is coming up?')).toContain('Next due: **Book hotel in Berlin**, tomorrow (2025-03-11).');
  });

  it.each(["what's due in march", 'What is due this month?', 'whats due during Mar?'])('answers "%s" with the todos due in that month, overdue ones marked', (question) => {
    expectAnswer(answer(question), [/^### Due (?:in March|this month) \(2025-03-01 to 2025-03-31\)$/m, '4 todos are due:', '- **Long run of 25 km** (2025-03-06, 4 days overdue, High priority', '- **File the tax return** (2025-03-31, Medium priority)'], ['Test energy gels', 'Also overdue']);
  });

  it.each(['What is due in April?', "what's due next month", 'Anything coming up in april?'])('answers "%s" with the todos due in April', (question) => {
    expectAnswer(answer(question), [/^### Due (?:in April|next month) \(2025-04-01 to 2025-04-30\)$/m, '1 todo is due:', '- **Test energy gels** (2025-04-20, Low priority, mission Race logistics)'], ['File the tax return']);
  });

  it('says nothing is due in a month with nothing due, a month gone by being the coming one', () => {
    const may = answer('What is due in May?');
    expect(may).toMatch(/^### Due in May \(2025-05-01 to 2025-05-31\)$/m);
    expect(may).toContain('Nothing is due in May.');
    expect(may).toContain('No open todo is due after it either.');
    const january = answer("what's due in january");
    expect(january).toMatch(/^### Due in January 2026 \(2026-01-01 to 2026-01-31\)$/m);
    expect(january).toContain('Nothing is due in January 2026.');
    // Asked in December, next month is the coming January.
    const december = answer('What is due next month?', { now: '2025-12-10T09:00:00.000Z' });
    expect(december).toMatch(/^### Due next month \(2026-01-01 to 2026-01-31\)$/m);
  });

  it('still reads "the next 30 days" as thirty days from today', () => {
    expect(answer('What is due in the next 30 days?')).toContain('### Due in the next 30 days (2025-03-10 to 2025-04-08)');
  });

  it('answers "How many todos do I have?" with the counts by status, not the introduction', () => {
    expectAnswer(answer('How many todos do I have?'), ['You have 6 todos: 5 open (4 pending, 1 in progress) and 1 completed. Of the open ones, 2 overdue and 1 due within 48 hours.', '- Missions: 2 (2 active, 0 paused, 0 completed)'], ["I'm The Director"]);
  });

  it('answers "What did I finish this week?" with the todos completed in it', () => {
    const { data, todo: plan } = marathonWithTodo('t-plan');
    plan.completed_at = '2025-03-08T17:00:00.000Z';
    const text = answer('What did I finish this week?', { data });
    expect(text).toMatch(/^### Completed in the last 7 days$/m);
    expect(text).toContain('- **Write the 16-week training plan** (2025-03-08, mission Base training block)');
    plan.completed_at = '2025-02-01T17:00:00.000Z';
    const none = answer('What did I finish this week?', { data });
    expect(none).toContain('No todo was completed in the last 7 days.');
    expect(none).toContain('The last one completed was **Write the 16-week training plan**, on 2025-02-01.');
  });

  it('answers "What did I finish yesterday?" with that day of the reader’s calendar, not everything ever completed', () => {
    const { data, todo: plan } = marathonWithTodo('t-plan');
    // 23:30 on the 8th in UTC is already the 9th in Berlin: yesterday for a reader there on the 10th.
    plan.completed_at = '2025-03-08T23:30:00.000Z';
    const berlin = answer('what did I finish yesterday?', { data, timeZone: 'Europe/Berlin' });
    expect(berlin).toMatch(/^### Completed yesterday \(2025-03-09\)$/m);
    expect(berlin).toContain('- **Write the 16-week training plan**');
    const utc = answer('What did I do yesterday?', { data });
    expect(utc).toMatch(/^### Completed yesterday \(2025-03-09\)$/m);
    expect(utc).toContain('No todo was completed yesterday.');
    expect(utc).toContain('The last one completed was **Write the 16-week training plan**, on 2025-03-08.');
    expect(answer('What did I complete today?', { data })).toContain('No todo was completed today.');
  });

  it.each(['What is in progress?', 'What am I working on?', "what's in progress"])('answers "%s" with the started todos, their steps and mission', (question) => {
    const text = answer(question);
    expect(text).toMatch(/^### In progress$/m);
    expect(text).toContain('1 todo is in progress:');
    expect(text).toContain('- **Long run of 25 km** (1/3 steps done, mission Base training block, 4 days overdue)');
    // Pending and completed todos are not in progress.
    expect(text).not.toContain('Buy new running shoes');
    expect(text).not.toContain('Write the 16-week training plan');
    expect(text).not.toContain('Progress summary');
    expect(text).not.toContain("I'm The Director");
    expect(text.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('says when nothing is in progress and which todo to start', () => {
    const data = marathonSnapshot();
    data.todos = data.todos.map((t) => (t.status === 'in_progress' ? { ...t, status: 'pending' as const } : t));
    expectAnswer(answer('What is in progress?', { data }), ['No todo is in progress.', 'The first one to start: **Long run of 25 km**.']);
  });

  it.each(['List my todos', 'show my todos', 'what are my todos'])('answers "%s" with the open todos grouped by mission', (question) => {
    const text = answer(question);
    expect(text).toMatch(/^### Your open todos$/m);
    expect(text).toContain('You have 5 open todos (1 completed is not listed).');
    const base = text.indexOf('#### Base training block');
    const logistics = text.indexOf('#### Race logistics');
    const standalone = text.indexOf('#### No mission');
    expect(base).toBeGreaterThan(-1);
    expect(logistics).toBeGreaterThan(base);
    expect(standalone).toBeGreaterThan(logistics);
    const longRun = text.indexOf('- **Long run of 25 km** (2025-03-06, 4 days overdue, High priority, in progress, 1/3 steps done)');
    expect(longRun).toBeGreaterThan(base);
    expect(longRun).toBeLessThan(logistics);
    expect(text.indexOf('- **Book hotel in Berlin**')).toBeGreaterThan(logistics);
    expect(text.indexOf('- **File the tax return**')).toBeGreaterThan(standalone);
    expect(text).not.toContain('Write the 16-week training plan');
    expect(text).not.toContain("I'm The Director");
    expect(text.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('answers a list question naming a day with what to focus on then', () => {
    expect(answer('What are my tasks for today?')).toMatch(/^### Focus for today$/m);
    expect(answer('Show me my todos')).toMatch(/^### Your open todos$/m);
  });

  it('caps the list of todos and says how many more there are', () => {
    const data = marathonSnapshot();
    for (let i = 1; i <= 8; i += 1) data.todos.push({ ...data.todos[1], id: `t-extra-${i}`, title: `Extra errand ${i}`, mission_id: null, due_date: null });
    const text = answer('List my todos', { data, settings: settingsWith({ response_style: 'concise' }) });
    expect(text).toContain('You have 13 open todos (1 completed is not listed).');
    expect(text.match(/^- \*\*/gm)).toHaveLength(6);
    expect(text).toContain('…and 7 more.');
  });

  it('still answers what is overdue, and how a named mission is going', () => {
    expect(answer("What's overdue?")).toContain('2 todos are overdue');
    expect(answer('How is Base training block going?')).toContain('### Mission: Base training block');
  });
});
