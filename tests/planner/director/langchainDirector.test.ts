import { createLangchainDirector } from '../../../planner/director/langchainDirector';
import type { DirectorToolRunner } from '../../../planner/director/tools';
import type { ToolCallOutcome } from '../../../domain/director/events';
import { noReply } from '../../../domain/director/replyTexts';
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fakeOpenAI';
import { collect, directorInput, settingsWith } from './directorFixtures';

let fake: FakeOpenAI;
let director: ReturnType<typeof createLangchainDirector>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  director = createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, maxRetries: 0, timeoutMs: 5000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply(null);
});

const systemPrompt = () => fake.requests[fake.requests.length - 1].body.messages[0].content as string;
const toolNames = (index = fake.requests.length - 1) => (fake.requests[index].body.tools ?? []).map((t: any) => t.function.name);

function recordingRunner() {
  const runner = {
    createTodo: jest.fn(async (args: { title: string }) => ({ ok: true as const, summary: `Created todo "${args.title}"` })),
    updateMission: jest.fn(async () => ({ ok: true as const, summary: 'Updated mission' })),
  };
  return runner satisfies DirectorToolRunner;
}

describe('LangChain Director against an OpenAI-compatible server', () => {
  it('a reply that stops flowing is cut at the request time-out, keeping what came', async () => {
    const quick = createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, maxRetries: 0, timeoutMs: 1000 });
    fake.reply({ content: 'Start with the long run today, then book the hotel before noon tomorrow.', stallAfterChunks: 4 });
    const pieces: string[] = [];

    const started = Date.now();
    const reading = (async () => {
      for await (const piece of quick(directorInput('What should I focus on?'))) pieces.push(piece);
    })();

    await expect(reading).rejects.toMatchObject({ reason: 'timeout', message: 'The AI planner stopped answering for 1 second.' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(pieces.join('')).toMatch(/^Start with/);
  });

  it('streams the model’s reply in pieces, with the user’s temperature and max tokens', async () => {
    const answer = 'Start with the **long run**: it is three days overdue. Then book the hotel before tomorrow noon.';
    fake.reply({ content: answer });
    const chunks = await collect(director(directorInput('What should I focus on?', { settings: settingsWith({ temperature: 0.2, max_tokens: 350 }) })));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(answer);
    const body = fake.requests[0].body;
    expect(body).toMatchObject({ stream: true, temperature: 0.2, max_tokens: 350 });
  });

  it('writes role, style, custom instructions and the user’s data into the system prompt, and sends the history', async () => {
    fake.reply({ content: 'ok' });
    const settings = settingsWith({ system_prompt_role: 'Coach', response_style: 'concise', custom_system_prompt: 'Always answer in French.' });
    const history = [
      { role: 'user' as const, content: 'Earlier question about shoes' },
      { role: 'assistant' as const, content: 'Earlier answer about shoes' },
    ];
    await collect(director(directorInput('And now?', { settings, history })));
    const prompt = systemPrompt();
    expect(prompt).toContain('productivity coach');
    expect(prompt).toContain('at most five short bullet points');
    expect(prompt).toContain('Instructions from the user:\nAlways answer in French.');
    expect(prompt).toContain('"Long run of 25 km": In progress, high priority, due 2025-03-06 (OVERDUE (4 days overdue))');
    const roles = fake.requests[0].body.messages.map((m: any) => [m.role, m.content.slice(0, 30)]);
    expect(roles.slice(1)).toEqual([
      ['user', 'Earlier question about shoes'],
      ['assistant', 'Earlier answer about shoes'],
      ['user', 'And now?'],
    ]);
  });

  describe.each([
    ['include_todos', ['Long run of 25 km', 'Buy new running shoes', 'File the tax return'], 'Race logistics'],
    ['include_missions', ['Base training block', 'Race logistics'], 'Long run of 25 km'],
    ['include_odysseys', ['Run a marathon', 'Berlin marathon'], 'Base training block'],
    ['include_steps', ['Plan a flat 25 km route', 'gait analysis'], 'Book hotel in Berlin'],
  ] as const)('with %s off', (toggle, hidden, stillVisible) => {
    it('sends none of that data to the model', async () => {
      fake.reply({ content: 'ok' }, { content: 'ok' });
      await collect(director(directorInput('Summarise everything', { settings: settingsWith({ context_settings: { [toggle]: false } as never }) })));
      const sentWithToggleOff = JSON.stringify(fake.requests[0].body);
      for (const secret of hidden) expect(sentWithToggleOff).not.toContain(secret);
      expect(sentWithToggleOff).toContain(stillVisible);

      // The same request with the toggle on does carry it: the check above can fail.
      await collect(director(directorInput('Summarise everything')));
      const sentWithToggleOn = JSON.stringify(fake.requests[1].body);
      for (const secret of hidden) expect(sentWithToggleOn).toContain(secret);
    });
  });

  it('offers only the tools the user permits', async () => {
    fake.reply({ content: 'a' }, { content: 'b' }, { content: 'c' });
    await collect(director(directorInput('hi')));
    expect(toolNames(0)).toEqual(['update_mission', 'analyze_data']);
    await collect(director(directorInput('hi', { settings: settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: true, can_analyze_data: true } }) })));
    expect(toolNames(1)).toEqual(['create_todo', 'update_mission', 'analyze_data']);
    await collect(director(directorInput('hi', { settings: settingsWith({ tool_permissions: { can_create_todos: false, can_modify_missions: false, can_analyze_data: false } }) })));
    expect(fake.requests[2].body.tools).toBeUndefined();
    expect(systemPrompt()).toContain('You have no tools');
  });

  it('never executes a tool the user forbids, even when the model calls it, and says so', async () => {
    fake.reply(
      { toolCalls: [{ name: 'create_todo', args: { title: 'Buy energy gels', success_criteria: 'Gels bought' } }] },
      { content: 'I could not create it; you can allow it in Settings.' },
    );
    const runner = recordingRunner();
    const outcomes: ToolCallOutcome[] = [];
    const reply = (await collect(director(directorInput('Create a todo to buy gels', { tools: runner, onToolCall: (o) => outcomes.push(o) })))).join('');
    expect(runner.createTodo).not.toHaveBeenCalled();
    expect(outcomes).toEqual([{ tool: 'create_todo', status: 'refused', summary: 'Not done: creating todos is turned off in your Director settings (Tool Permissions)' }]);
    expect(reply).toContain('⛔ Not done: creating todos is turned off');
    expect(reply).toContain('I could not create it; you can allow it in Settings.');
    // The model is told the outcome in a tool message answering its call.
    const toolMessage = fake.requests[1].body.messages.find((m: any) => m.role === 'tool');
    expect(toolMessage.content).toContain('creating todos is turned off');
  });

  it('executes a permitted tool through the runner and reports it in the reply', async () => {
    fake.reply(
      { content: 'Creating it now.', toolCalls: [{ name: 'create_todo', args: { title: 'Buy energy gels', success_criteria: 'Three flavours tested', priority: 'high', due_date: '2025-03-12' } }] },
      { content: 'Done: the todo is on your list.' },
    );
    const runner = recordingRunner();
    const outcomes: ToolCallOutcome[] = [];
    const settings = settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: true, can_analyze_data: true } });
    const reply = (await collect(director(directorInput('Create a todo to buy gels', { settings, tools: runner, onToolCall: (o) => outcomes.push(o) })))).join('');
    expect(runner.createTodo).toHaveBeenCalledTimes(1);
    expect(runner.createTodo).toHaveBeenCalledWith({ title: 'Buy energy gels', success_criteria: 'Three flavours tested', priority: 'high', due_date: '2025-03-12' });
    expect(outcomes).toEqual([{ tool: 'create_todo', status: 'executed', summary: 'Created todo "Buy energy gels"' }]);
    expect(reply).toBe('Creating it now.\n\n> ✅ Created todo "Buy energy gels"\n\nDone: the todo is on your list.');
  });

  it('runs at most 5 tool calls in one reply and says what it did not do', async () => {
    const todo = (i: number) => ({ name: 'create_todo', args: { title: `Todo ${i}`, success_criteria: 'Done', priority: 'low', due_date: null } });
    fake.reply({ content: 'Creating them.', toolCalls: [1, 2, 3].map(todo) }, { content: 'More.', toolCalls: [4, 5, 6, 7, 8].map(todo) });
    const runner = recordingRunner();
    const settings = settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: true, can_analyze_data: true } });
    const reply = (await collect(director(directorInput('Create 100 todos', { settings, tools: runner })))).join('');
    expect(runner.createTodo).toHaveBeenCalledTimes(5);
    expect(reply).toContain('_I make at most 5 changes per reply, so 3 more were not made. Ask again to continue._');
    // The model is not asked again after the cap.
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a tool call with bad arguments as failed without running it', async () => {
    fake.reply({ toolCalls: [{ name: 'update_mission', args: { status: 'finished' } }] }, { content: 'Sorry.' });
    const runner = recordingRunner();
    const reply = (await collect(director(directorInput('Pause base training', { tools: runner })))).join('');
    expect(runner.updateMission).not.toHaveBeenCalled();
    expect(reply).toMatch(/⚠️ Mission not updated: mission_id: /);
  });

  it('answers analyze_data from the user’s visible data', async () => {
    fake.reply({ toolCalls: [{ name: 'analyze_data', args: { analysis: 'overdue_and_risk' } }] }, { content: 'Two todos are late.' });
    await collect(director(directorInput('What is late?')));
    const toolMessage = fake.requests[1].body.messages.find((m: any) => m.role === 'tool');
    expect(toolMessage.content).toContain('2 todos are overdue');
    expect(toolMessage.content).toContain('Long run of 25 km');
  });

  it('answers analyze_data for what is in progress and the open todos', async () => {
    fake.reply(
      { toolCalls: [{ name: 'analyze_data', args: { analysis: 'in_progress' } }, { name: 'analyze_data', args: { analysis: 'open_todos' } }] },
      { content: 'You are on the long run.' },
    );
    await collect(director(directorInput('What am I working on, and what else is open?')));
    const toolMessages = fake.requests[1].body.messages.filter((m: any) => m.role === 'tool').map((m: any) => m.content as string);
    expect(toolMessages[0]).toContain('1 todo is in progress:');
    expect(toolMessages[0]).toContain('**Long run of 25 km**');
    expect(toolMessages[1]).toContain('You have 5 open todos');
    expect(toolMessages[1]).toContain('**File the tax return**');
    const offered = fake.requests[0].body.tools.find((t: any) => t.function.name === 'analyze_data').function.parameters.properties.analysis.enum;
    expect(offered).toEqual(expect.arrayContaining(['in_progress', 'open_todos']));
  });

  it('offers analyze_data for what is due, the counts and what was completed, and answers them from the data', async () => {
    fake.reply(
      {
        toolCalls: [
          { name: 'analyze_data', args: { analysis: 'due', period: 'this week' } },
          { name: 'analyze_data', args: { analysis: 'counts' } },
          { name: 'analyze_data', args: { analysis: 'completed', days: 7 } },
        ],
      },
      { content: 'Here is your week.' },
    );
    await collect(director(directorInput('What is due this week, how many todos do I have and what did I finish?')));
    const toolMessages = fake.requests[1].body.messages.filter((m: any) => m.role === 'tool').map((m: any) => m.content as string);
    expect(toolMessages[0]).toMatch(/^### Due in the next 7 days/);
    expect(toolMessages[1]).toMatch(/^### Your plan in numbers/);
    expect(toolMessages[2]).toMatch(/^### Completed in the last 7 days/);
    const parameters = fake.requests[0].body.tools.find((t: any) => t.function.name === 'analyze_data').function.parameters;
    expect(parameters.properties.analysis.enum).toEqual(expect.arrayContaining(['due', 'counts', 'completed']));
    expect(parameters.properties.period.enum).toEqual(expect.arrayContaining(['today', 'this week', 'next']));
    expect(parameters.properties.days.type).toBe('integer');
  });

  it('stops the model call when the signal aborts', async () => {
    fake.reply({ content: 'one two three four five six seven eight nine ten', chunkDelayMs: 200 });
    const controller = new AbortController();
    const received: string[] = [];
    const started = Date.now();
    const run = async () => {
      for await (const chunk of director(directorInput('Talk slowly'), controller.signal)) {
        received.push(chunk);
        controller.abort();
      }
    };
    await expect(run()).rejects.toThrow();
    expect(received.length).toBeLessThan(3);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  /** What the person is told when the model writes nothing, word for word as the chat's own empty-reply text. */
  const NO_REPLY = 'I apologize, but I was unable to generate a response. Please try again.';

  it('keeps the empty-reply text with the Director\'s other texts, word for word', () => {
    expect(noReply).toBe(NO_REPLY);
  });

  it('says it could not answer when the model looks at the data and then writes nothing, rather than leave the tool line as the reply', async () => {
    fake.reply({ toolCalls: [{ name: 'analyze_data', args: { analysis: 'focus_today' } }] }, { content: '' });
    const reply = (await collect(director(directorInput('What should I focus on?')))).join('');
    expect(reply).toContain('Analysed your data (focus today)');
    expect(reply.trim().endsWith(NO_REPLY)).toBe(true);
    // The analysis the model was given is not shown as if it were the model's answer.
    expect(reply).not.toContain('Long run of 25 km');
  });

  it('does not ask to try again when the model made a change and then wrote nothing: the change is the reply', async () => {
    fake.reply({ toolCalls: [{ name: 'create_todo', args: { title: 'Buy energy gels', success_criteria: 'Gels bought' } }] }, { content: '' });
    const settings = settingsWith({ tool_permissions: { can_create_todos: true, can_modify_missions: true, can_analyze_data: true } });
    const reply = (await collect(director(directorInput('Add a todo to buy gels', { settings, tools: recordingRunner() })))).join('');
    expect(reply.trim()).toBe('> ✅ Created todo "Buy energy gels"');
  });

  it('says it could not answer, and why, when the model spends the whole token limit without writing a word', async () => {
    fake.reply({ content: '', finishReason: 'length' });
    const reply = (await collect(director(directorInput('Plan my week', { settings: settingsWith({ max_tokens: 300 }) })))).join('');
    expect(reply.startsWith(NO_REPLY)).toBe(true);
    expect(reply).toContain('300 tokens');
    expect(reply).toContain('Max tokens');
    expect(reply).not.toContain('stops here');
  });

  it('shows a reasoning model’s answer without its thinking, and says it could not answer when the thinking was all it wrote', async () => {
    fake.reply({ content: '<think>The person wants one thing to do. The long run is overdue.</think>\n\nStart with the **long run**.' });
    expect((await collect(director(directorInput('What should I focus on?')))).join('')).toBe('Start with the **long run**.');

    fake.reply({ content: '<think>Let me weigh every todo in turn, starting with', finishReason: 'length' });
    const cut = (await collect(director(directorInput('What should I focus on?')))).join('');
    expect(cut.startsWith(NO_REPLY)).toBe(true);
    expect(cut).not.toContain('weigh every todo');
  });

  it('asks again when the stream broke off after only hidden thinking: the person saw nothing yet', async () => {
    const patient = createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, maxRetries: 1, timeoutMs: 5000 });
    fake.reply({ content: '<think>Weighing the todos one by one, the long run first</think>Start with the long run.', dropAfterChunks: 4, chunkDelayMs: 30 }, { content: 'Start with the **long run**.' });
    const chunks = await collect(patient(directorInput('What should I focus on?')));
    expect(chunks.join('')).toBe('Start with the **long run**.');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails loudly when the model server fails, so the caller can tell the user', async () => {
    fake.reply({ status: 500, message: 'model overloaded' });
    await expect(collect(director(directorInput('hi')))).rejects.toThrow();
  });
});
