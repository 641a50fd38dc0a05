import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { StepChatInput } from '../../commands/ports/planner';
import { withStepSlipsMended } from '../../planner/offline/stepQuestion';

/** Slips of the keyboard in a step chat ("finsihed it", "how lnog"), read as meant; real words never read as others. */
const planner = new OfflinePlanner();
const chat = (message: string, over: Partial<StepChatInput> = {}) =>
  planner.stepChat({
    todo: { title: 'Book movers', description: null, success_criteria: 'At least 3 quotes compared and movers booked for 12 May' },
    step: { title: 'Compare at least 3 quotes', description: 'Ask three companies for a quote. Compare price and insurance.', status: 'pending' },
    history: [],
    message,
    evidence: [],
    findings: [],
    ...over,
  });

describe('offline step chat reading slips of the keyboard', () => {
  it.each(['finsihed it', 'ok, fnished', 'all doen', 'compelted it'])('counts "%s" as the step completed', async (message) => {
    expect((await chat(message)).step_completed).toBe(true);
  });

  it.each([
    ['how lnog will it take', 'how long will it take'],
    ['where do i strat', 'where do i start'],
    ['im stcuk', 'im stuck'],
    ['whats nxet', 'whats next'],
  ])('answers "%s" as "%s"', async (slip, meant) => {
    const [read, written] = await Promise.all([chat(slip), chat(meant)]);
    expect(read.response).toBe(written.response);
    expect(read.step_completed).toBe(false);
  });

  it.each(['bought a hockey stick', 'fished all day', 'there is a smart way to think about it', 'the dome was closed', 'i think things went ok'])(
    'leaves the real words of "%s" as written',
    async (message) => {
      const reply = await chat(message);
      expect(reply.step_completed).toBe(false);
      expect(reply.response).toContain('Thanks for the update.');
    },
  );

  it("leaves the step's own words as written, even one slip from a word it reads by", async () => {
    const step = { title: 'Stat the boxes', description: null, status: 'pending' as const };
    const reply = await chat('stat the boxes', { step });
    expect(reply.response).not.toMatch(/start/i);
  });
});

describe('mending slips in a step chat message', () => {
  const own = 'Compare at least 3 quotes Book movers';

  it.each(['bought a hockey stick', 'fished all day', 'there is a smart way', 'i stared at the world map', 'the dome was closed', 'it starts at 9'])(
    'changes no real word of "%s"',
    (message) => {
      expect(withStepSlipsMended(message, own)).toBe(message);
    },
  );

  it.each([
    ['finsihed it', 'finished it'],
    ['how lnog will it take', 'how long will it take'],
    ['where do i strat', 'where do i start'],
  ])('mends "%s" into "%s"', (message, meant) => {
    expect(withStepSlipsMended(message, own)).toBe(meant);
  });
});
