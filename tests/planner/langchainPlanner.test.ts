import { createChatModel } from '../../planner/chatModel';
import { LangChainPlanner } from '../../planner/langchainPlanner';
import { marathonSnapshot, now, settingsWith } from './director/directorFixtures';
import { PlannerError } from '../../planner/plannerError';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fakeOpenAI';

/** The real ChatOpenAI client (via LangChain) against a fake OpenAI-compatible server. */
describe('LangChainPlanner against an OpenAI-compatible server', () => {
  let fake: FakeOpenAI;
  let planner: LangChainPlanner;

  beforeEach(async () => {
    fake = await startFakeOpenAI();
    planner = new LangChainPlanner({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 0 });
  });
  afterEach(async () => {
    await fake.close();
  });

  const todo = (title: string, priority = 'medium') => ({ title, description: `How to ${title.toLowerCase()}.`, success_criteria: `- ${title} done`, priority });

  it('asks for questions with a tool call and returns the validated answer', async () => {
    fake.reply({ json: { questions: ['What is your deadline?', 'How many hours per week?'] } });

    const result = await planner.missionQuestions({ title: 'Learn Spanish', description: 'Hold a conversation with my in-laws' });

    expect(result).toEqual({ questions: ['What is your deadline?', 'How many hours per week?'] });
    const body = fake.requests[0].body;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.tools[0].function.name).toBe('mission_questions');
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'mission_questions' } });
    expect(fake.requests[0].headers.authorization).toBe('Bearer test-key');
    expect(fake.promptOf(0)).toContain('Learn Spanish');
    expect(fake.promptOf(0)).toContain('Hold a conversation with my in-laws');
  });

  it('puts the wizard answers into the prompt as constraints', async () => {
    fake.reply({ json: { todos: [todo('Pick a course by June 2026', 'high'), todo('Practise'), todo('Take the test', 'low')] } });

    await planner.missionTodos({
      mission_title: 'Learn Spanish',
      mission_description: '',
      qa_pairs: [
        { question: 'By when?', answer: 'by June 2026' },
        { question: 'Budget?', answer: 'I can spend $300' },
      ],
    });

    const prompt = fake.promptOf(0);
    expect(prompt).toContain('Treat every answer as a constraint');
    expect(prompt).toContain('A: by June 2026');
    expect(prompt).toContain('- Deadline: by June 2026');
    expect(prompt).toContain('- Budget: $300');
  });

  it('tells the model which odyssey a mission is part of, and says nothing of one for a mission on its own', async () => {
    fake.reply({ json: { todos: [todo('Book the venue', 'high'), todo('Send the invitations'), todo('Confirm the suppliers', 'low')] } });
    fake.reply({ json: { todos: [todo('Book the venue', 'high'), todo('Send the invitations'), todo('Confirm the suppliers', 'low')] } });

    await planner.missionTodos({ mission_title: 'Sort out the logistics', mission_description: '', qa_pairs: [], odyssey: { title: 'Get married next summer', description: 'About 60 guests in Porto' } });
    await planner.missionTodos({ mission_title: 'Sort out the logistics', mission_description: '', qa_pairs: [] });

    expect(fake.promptOf(0)).toContain('Mission: Sort out the logistics');
    expect(fake.promptOf(0)).toContain('odyssey (the larger goal): Get married next summer');
    expect(fake.promptOf(0)).toContain('About 60 guests in Porto');
    expect(fake.promptOf(1)).not.toMatch(/odyssey \(the larger goal\)/i);
  });

  it("names a mission's odyssey when asking its questions, and none for an odyssey's own", async () => {
    for (let i = 0; i < 3; i++) fake.reply({ json: { questions: ['By when?', 'What budget?', 'Who helps?'] } });

    await planner.missionQuestions({ title: 'Decide and budget', description: '', odyssey: { title: 'Move to a bigger flat', description: 'Two bedrooms, same city' } });
    await planner.missionQuestions({ title: 'Decide and budget', description: '' });
    await planner.odysseyQuestions({ title: 'Move to a bigger flat', description: '' });

    expect(fake.promptOf(0)).toContain('odyssey (the larger goal): Move to a bigger flat');
    expect(fake.promptOf(0)).toContain('Two bedrooms, same city');
    expect(fake.promptOf(0)).toMatch(/Ask about this mission only/);
    for (const i of [1, 2]) expect(fake.promptOf(i)).not.toMatch(/odyssey \(the larger goal\)/i);
  });

  it('keeps the order the model proposes where it waits for earlier todos, and drops the rest without asking again', async () => {
    const reports: string[][] = [];
    const recording = new LangChainPlanner({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 0, onModelCall: (r) => reports.push(r.problems) });
    fake.reply({ json: { todos: [{ ...todo('Book the venue', 'high'), depends_on: [2] }, { ...todo('Send the invitations'), depends_on: [0] }, { ...todo('Hold the party', 'low'), depends_on: [0, 1, 1] }] } });

    const result = await recording.missionTodos({ mission_title: 'Throw a birthday party', mission_description: '', qa_pairs: [] });

    expect(result.todos.map((t) => t.depends_on)).toEqual([[], [0], [0, 1]]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.promptOf(0)).toContain('depends_on');
    expect(reports).toEqual([['dropped: todo 1 ("Book the venue") cannot wait for todo 3, listed after it', 'dropped: todo 3 ("Hold the party") cannot wait for todo 2 twice']]);
  });

  it('re-asks once when the plan breaks a checkable rule, then accepts a plan that keeps it', async () => {
    const five = ['Define the outcome', 'List the work', 'Schedule it', 'Do it', 'Review it'].map((t) => todo(t));
    fake.reply({ json: { todos: five } }, { json: { todos: five.slice(0, 3) } });

    const result = await planner.missionTodos({ mission_title: 'Tidy the garage', mission_description: '', qa_pairs: [{ question: 'Anything else?', answer: 'Keep it to 3 todos please' }] });

    expect(result.todos).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
    expect(fake.promptOf(1)).toContain('the user asked for exactly 3 todos, the plan has 5');
  });

  it('tells the model what the answers rule out and re-asks once when a reply uses it', async () => {
    const roast = { todos: [todo('Roast a chicken by 28 March'), todo('Plan the menu')] };
    const stew = { todos: [todo('Cook a lentil stew on the hob by 28 March'), todo('Plan the menu')] };
    fake.reply({ json: roast }, { json: stew });
    const input = { mission_title: 'Cook weeknight dinners', mission_description: '', qa_pairs: [{ question: 'Limits?', answer: 'no oven and no meat, by 28 March' }], now: new Date('2026-01-15T09:00:00Z') };

    const result = await planner.missionTodos(input);

    expect(fake.promptOf(0)).toContain('- Ruled out: oven (do not use: oven, roast,');
    expect(fake.promptOf(0)).toContain('due_date (YYYY-MM-DD) on or before 2026-03-28');
    expect(fake.promptOf(1)).toContain('"Roast a chicken by 28 March" uses "roast", but the user ruled out oven');
    expect(result.todos.map((t) => t.title)).toEqual(['Cook a lentil stew on the hob by 28 March', 'Plan the menu']);
    // A reply without dates gets them spread before the deadline, the last on it.
    expect(result.todos.map((t) => t.due_date)).toEqual(['2026-02-20', '2026-03-28']);
  });

  it('tells the model the day the plan is made and re-asks once when a reply dates work in the past', async () => {
    const dated = (days: string[]) => ({ todos: days.map((due_date, i) => ({ ...todo(`Train for the race on 28 March, block ${i + 1}`), due_date })) });
    fake.reply({ json: dated(['2024-02-01', '2024-03-01']) }, { json: dated(['2026-02-01', '2026-03-28']) });
    const input = { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [{ question: 'By when?', answer: 'The race is on 28 March' }], now: new Date('2026-01-15T09:00:00Z') };

    const result = await planner.missionTodos(input);

    expect(fake.promptOf(0)).toContain('on or before 2026-03-28, in the order they are done, none before 2026-01-15');
    expect(fake.promptOf(1)).toContain('"Train for the race on 28 March, block 1" is due 2024-02-01, which is already past (today is 2026-01-15)');
    expect(result.todos.map((t) => t.due_date)).toEqual(['2026-02-01', '2026-03-28']);
  });

  it('fails with a rule_violation PlannerError when the reply keeps using what the user ruled out', async () => {
    const roast = { todos: [todo('Roast vegetables by 28 March'), todo('Plan the menu')] };
    fake.reply({ json: roast }, { json: roast });

    const attempt = planner.missionTodos({ mission_title: 'Cook weeknight dinners', mission_description: '', qa_pairs: [{ question: 'Limits?', answer: 'no oven, by 28 March' }], now: new Date('2026-01-15T09:00:00Z') });

    await expect(attempt).rejects.toMatchObject({ reason: 'rule_violation', message: expect.stringContaining('ruled out oven') });
  });

  it('fails with a PlannerError when the plan keeps ignoring the deadline', async () => {
    const plan = { todos: [todo('Research venues'), todo('Book the venue')] };
    fake.reply({ json: plan }, { json: plan });

    const attempt = planner.missionTodos({ mission_title: 'Plan the summer party', mission_description: 'Party by August 2026', qa_pairs: [] });

    await expect(attempt).rejects.toThrow(PlannerError);
    await expect(attempt).rejects.toMatchObject({ reason: 'rule_violation', message: expect.stringContaining('by August 2026') });
  });

  it('turns a structured answer that stays malformed after the corrective re-ask into a PlannerError', async () => {
    fake.reply({ malformed: true }, { malformed: true });

    const attempt = planner.todoSteps({ title: 'Book movers', description: null, success_criteria: 'Movers booked' });

    await expect(attempt).rejects.toMatchObject({ name: 'PlannerError', reason: 'malformed', message: 'The AI planner returned an answer in an unexpected format.' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.promptOf(1)).toContain('not valid JSON');
  });

  it('turns an answer that breaks the schema into a PlannerError, never a partial plan', async () => {
    fake.reply({ json: { todos: [{ title: 'Only a title' }] } }, { json: { todos: [{ title: 'Still only a title' }] } });

    await expect(planner.missionTodos({ mission_title: 'Anything', mission_description: '', qa_pairs: [] })).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('times out a slow answer with a readable PlannerError', async () => {
    const quick = new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 300, maxRetries: 0 });
    fake.reply({ hang: true });

    const started = Date.now();
    const attempt = quick.missionQuestions({ title: 'Learn Spanish', description: '' });

    await expect(attempt).rejects.toMatchObject({ reason: 'timeout', message: 'The AI planner did not answer within 300 ms.' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('retries a failed request a bounded number of times', async () => {
    const retrying = new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 1 });
    fake.reply({ status: 503, message: 'overloaded' }, { json: { questions: ['When?'] } });

    await expect(retrying.odysseyQuestions({ title: 'Move to Lisbon', description: '' })).resolves.toEqual({ questions: ['When?'] });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports an endpoint that keeps failing as unavailable', async () => {
    fake.reply({ status: 401, message: 'bad key' });

    await expect(planner.missionQuestions({ title: 'x', description: '' })).rejects.toMatchObject({ reason: 'unavailable', message: expect.stringContaining('API key was refused') });
  });

  it('step chat: passes the history and drops findings the step already has', async () => {
    fake.reply({
      json: {
        response: 'Nice, that settles it.',
        extracted_findings: [
          { finding_type: 'decision', title: 'Chose MoveFast', content: 'We chose MoveFast.' },
          { finding_type: 'information', title: 'Quote', content: 'MoveFast costs 750 EUR.' },
        ],
        step_completed: true,
        next_action: 'Book the date.',
      },
    });

    const result = await planner.stepChat({
      todo: { title: 'Book movers', description: null, success_criteria: 'Movers booked' },
      step: { title: 'Compare quotes', description: null, status: 'pending' },
      history: [
        { role: 'user', message: 'I asked three companies.' },
        { role: 'assistant', message: 'Great, compare them on price and insurance.' },
      ],
      message: 'Done, we chose MoveFast.',
      evidence: [],
      findings: [{ finding_type: 'information', title: 'Quote', content: 'MoveFast costs 750 EUR.' }],
    });

    expect(result.step_completed).toBe(true);
    expect(result.extracted_findings).toEqual([{ finding_type: 'decision', title: 'Chose MoveFast', content: 'We chose MoveFast.' }]);
    const roles = fake.requests[0].body.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(fake.promptOf(0)).toContain('MoveFast costs 750 EUR.');
  });

  it("tells the step chat's model the mission and odyssey the todo serves", async () => {
    fake.reply({ json: { response: 'Start from 5 km.', extracted_findings: [], step_completed: false, next_action: 'Run 5 km.' } });

    await planner.stepChat({
      todo: { title: 'Write a weekly training plan', description: null, success_criteria: 'Load increases gradually' },
      step: { title: "Do this week's long run", description: null, status: 'pending' },
      mission: { title: 'Build the base', description: 'Make training a habit.' },
      odyssey: { title: 'Run my first half marathon', description: 'I jog twice a week, 5 km at most.' },
      history: [],
      message: 'How long should my long run be?',
      evidence: [],
      findings: [],
    });

    expect(fake.promptOf(0)).toContain('Mission: Build the base (Make training a habit.)\nOdyssey: Run my first half marathon (I jog twice a week, 5 km at most.)');
  });

  it('evaluation: gaps_found follows the unmet criteria whatever the model claims', async () => {
    fake.reply({
      json: {
        gaps_found: false,
        gaps: [],
        suggestions: [],
        recommendation: 'Looks good.',
        criteria: [
          { criterion: 'Movers booked', met: true, evidence: 'step done' },
          { criterion: 'Cost under 900 EUR', met: false, evidence: 'no invoice' },
        ],
      },
    });

    const result = await planner.evaluateTodo({
      todo: { title: 'Book movers', description: null, success_criteria: 'Movers booked; cost under 900 EUR' },
      steps: [{ title: 'Book movers', description: null, status: 'completed' }],
      evidence: [],
      findings: [],
    });

    expect(result.gaps_found).toBe(true);
    expect(result.gaps).toEqual(['Cost under 900 EUR']);
    expect(fake.promptOf(0)).toContain('- cost under 900 EUR');
  });

  it('evaluation: tells the model the step each finding was recorded on, and that a result on the step doing a criterion speaks for it', async () => {
    fake.reply({ json: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Complete it.', criteria: [{ criterion: 'All expenses of the last 30 days categorised', met: true, evidence: 'finding' }] } });

    await planner.evaluateTodo({
      todo: { title: 'Track a month of spending', description: null, success_criteria: 'All expenses of the last 30 days categorised' },
      steps: [{ title: 'Sort each expense into a category', description: null, status: 'completed' }],
      evidence: [],
      findings: [
        { finding_type: 'information', title: 'Housing 1100, food 420', content: 'Housing 1100, food 420, transport 90, fun 160', step_title: 'Sort each expense into a category' },
        { finding_type: 'resource', title: 'Bank export', content: 'https://bank.example/export' },
      ],
    });

    const prompt = fake.promptOf(0);
    expect(prompt).toContain('- [information] Housing 1100, food 420: Housing 1100, food 420, transport 90, fun 160 (recorded on the step "Sort each expense into a category")');
    expect(prompt).toContain('- [resource] Bank export: https://bank.example/export\n');
    expect(prompt).toMatch(/recorded on the step that does a criterion's work/);
    expect(prompt).toMatch(/name the finding/i);
  });

  it('mission completion summary returns the text', async () => {
    fake.reply({ json: { summary: 'All three todos are done; the budget gap remains.' } });

    const text = await planner.missionCompletionSummary({
      mission: { title: 'Move flat', description: null },
      todos: [{ title: 'Book movers', status: 'completed', completion_evaluation: { gaps_found: true, gaps: ['Invoice missing'], user_override: true } }],
    });

    expect(text).toBe('All three todos are done; the budget gap remains.');
    expect(fake.promptOf(0)).toContain('completed by the user despite gaps: Invoice missing');
  });

  it('odyssey missions come back numbered 1..n in order', async () => {
    fake.reply({ json: { missions: [{ title: 'B', description: 'second', order: 7 }, { title: 'A', description: 'first', order: 2 }] } });

    const result = await planner.odysseyMissions({ odyssey_title: 'Grow the bakery', odyssey_description: '', qa_pairs: [] });

    expect(result.missions.map((m) => [m.title, m.order])).toEqual([['A', 1], ['B', 2]]);
  });

  it("a model's missions say their own due day, and a later one its start, in the description, which the wizard keeps (a mission has no date field)", async () => {
    fake.reply({
      json: {
        missions: [
          { title: 'Build the base', description: 'Easy runs, three a week.', order: 1, due_date: '2026-02-15' },
          { title: 'Race', description: 'Taper and run it on 28 March.', order: 2, due_date: '2026-03-28' },
        ],
      },
    });

    const result = await planner.odysseyMissions({ odyssey_title: 'Run a 10k', odyssey_description: 'The race is on 28 March', qa_pairs: [], now: new Date('2026-01-15T09:00:00Z') });

    expect(result.missions.map((m) => m.description)).toEqual(['Easy runs, three a week. Aim to finish by 15 February.', 'Taper and run it on 28 March. Start from 16 February.']);
  });

  it('an aborted request becomes a PlannerError("aborted")', async () => {
    fake.reply({ hang: true });
    const controller = new AbortController();
    const attempt = planner.missionQuestions({ title: 'x', description: '' }, controller.signal);
    setTimeout(() => controller.abort(), 50);

    await expect(attempt).rejects.toMatchObject({ reason: 'aborted' });
  });

  it('plain answers: the client reads a normal chat completion', async () => {
    fake.reply({ content: 'Start with the long run.' });

    const message = await createChatModel({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 0 }).invoke('What first?');

    expect(message.content).toBe('Start with the long run.');
    expect(message.usage_metadata?.total_tokens).toBe(20);
  });

  it('streams a Director reply piece by piece (SSE chunks, a usage chunk, [DONE])', async () => {
    fake.reply({ content: 'Focus on the long run today, then book the hotel.', chunkDelayMs: 5 });

    const pieces: string[] = [];
    for await (const piece of planner.directorReply({ message: 'What should I focus on?', history: [], settings: settingsWith(), data: marathonSnapshot(), now })) {
      pieces.push(piece);
    }

    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Focus on the long run today, then book the hotel.');
    expect(fake.requests[0].body.stream).toBe(true);
    expect(fake.requests[0].body.stream_options).toEqual({ include_usage: true });
  });
});
