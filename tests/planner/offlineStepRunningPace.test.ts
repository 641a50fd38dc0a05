import type { StepChatInput } from '../../commands/ports/planner';
import type { StepChatResult } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';

/**
 * The monthly review of a running goal with a target time: the step chat says what to compare
 * from the step's own words, keeps a reported run's figures in its finding, and works out the
 * pace the target needs beside the pace the person reported, never a figure they did not give.
 */
const planner = new OfflinePlanner();
const review: Omit<StepChatInput, 'history' | 'message' | 'findings'> = {
  odyssey: {
    title: 'Run a half marathon in under 2 hours',
    description: 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027.',
  },
  mission: { title: 'Build endurance to 21 km', description: 'Grow the long run step by step.' },
  todo: {
    title: 'Review progress every month',
    description: 'Once a month, look at how training is going against the plan.',
    success_criteria: '- Progress reviewed each month\n- Gap to the plan written down',
  },
  step: {
    title: 'Compare progress with the plan',
    description:
      'Put where you are (a balance, a distance, the pages written) next to the target and where the plan expected you to be by now each month, and write the gap down in one line.',
    status: 'pending',
  },
  evidence: [],
  today: '2026-11-29',
};

/** The messages sent one after the other, as the app does: each reply joins the history and each saved finding the step's findings. */
async function walk(messages: string[], chat: Omit<StepChatInput, 'history' | 'message' | 'findings'> = review): Promise<StepChatResult[]> {
  const history: StepChatInput['history'] = [];
  const findings: StepChatInput['findings'] = [];
  const results: StepChatResult[] = [];
  for (const message of messages) {
    const result = await planner.stepChat({ ...chat, history: [...history], findings: [...findings], message });
    results.push(result);
    history.push({ role: 'user', message }, { role: 'assistant', message: result.response });
    findings.push(...result.extracted_findings);
  }
  return results;
}

const withGoal = (title: string, description = '') => ({ ...review, odyssey: { title, description }, mission: null });

describe('offline step chat: what to compare on the monthly review', () => {
  it('answers "What should I compare exactly?" from the step\'s description, with what the goal measures', async () => {
    const [answer] = await walk(['What should I compare exactly?']);

    expect(answer.response).not.toMatch(/can't answer/i);
    expect(answer.response).toContain('where you are — your distance and pace — next to the target and where the plan expected you to be by now');
    expect(answer.response).toContain('write the gap down in one line');
  });

  it('names the balance for a saving goal and the pages for a writing one', async () => {
    const [saving] = await walk(['What should I compare exactly?'], withGoal('Save 10,000 euros for a house deposit', 'I have 1,200 in savings.'));
    const [writing] = await walk(['What should I compare?'], withGoal('Write a 60,000 word novel by June'));

    expect(saving.response).toContain('where you are — your balance — next to the target');
    expect(writing.response).toContain('where you are — the pages written — next to the target');
  });

  it('answers a how question whose verb the description speaks of', async () => {
    const [answer] = await walk(['How should I write the gap down?']);

    expect(answer.response).not.toMatch(/can't answer/i);
    expect(answer.response).toContain('write the gap down in one line');
  });

  it('still cannot answer a what-should-I question that neither the step nor its todo speaks of', async () => {
    const [answer] = await walk(['What shoes should I buy?']);

    expect(answer.response).toMatch(/can't answer/i);
  });
});

describe('offline step chat: a reported run and whether it is on track', () => {
  it('keeps the run\'s figures in the title of its finding', async () => {
    const [report] = await walk(['I ran 14 km last Sunday at 6:05 per km']);

    expect(report.extracted_findings.map((f) => f.title)).toEqual(['Ran 14 km last Sunday at 6:05 per km']);
  });

  it('works out the pace the target needs against the pace of the run reported before', async () => {
    const [, answer] = await walk(['I ran 14 km last Sunday at 6:05 per km', 'Is that on track for under 2 hours?']);

    expect(answer.response).not.toMatch(/can't answer/i);
    expect(answer.response).toContain('under 2 hours over 21.1 km');
    expect(answer.response).toContain('2:00:00 ÷ 21.1 km = 5:41 per km');
    expect(answer.response).toContain('14 km at 6:05 per km');
    expect(answer.response).toContain('24 s per km slower');
    // A long easy run is slower than race pace: the reading says so and how to check the race pace.
    expect(answer.response).toMatch(/long easy run/);
    expect(answer.response).toMatch(/tempo run or a 10 km time trial/);
  });

  it('reads the pace from the message itself, and from a distance and a time', async () => {
    const [inMessage] = await walk(['I did 10 km at 5:35 per km yesterday, is that on track for the race?']);
    const [fromTime] = await walk(['I ran 10 km in 58 minutes, am I on track?']);

    expect(inMessage.response).toContain('5:41 per km');
    expect(inMessage.response).toContain('10 km at 5:35 per km');
    expect(inMessage.response).toMatch(/6 s per km faster/);
    expect(fromTime.response).toContain('10 km in 58 minutes, 5:48 per km');
    expect(fromTime.response).toContain('7 s per km slower');
  });

  it('reads "sub 50 minutes" over 10k and "in 1:55" over a half', async () => {
    const [tenK] = await walk(['I ran 5 km at 5:10 per km, am I on track?'], withGoal('Run a 10k in sub 50 minutes'));
    const [half] = await walk(['Is 5:30 per km fast enough?'], withGoal('Finish the Porto half marathon in 1:55'));
    const [marathon] = await walk(['What pace do I need?'], withGoal('Run a marathon under 4 hours'));

    expect(tenK.response).toContain('0:50:00 ÷ 10 km = 5:00 per km');
    expect(tenK.response).toContain('10 s per km slower');
    expect(half.response).toContain('1:55:00 ÷ 21.1 km = 5:27 per km');
    expect(half.response).toContain('3 s per km slower');
    expect(marathon.response).toContain('4:00:00 ÷ 42.2 km = 5:41 per km');
  });

  it('reads a pace per mile as its pace per km', async () => {
    const [answer] = await walk(['I ran 30 km at 9:40 per mile, am I on track?'], withGoal('Run a marathon sub-4'));

    expect(answer.response).toContain('4:00:00 ÷ 42.2 km = 5:41 per km');
    expect(answer.response).toContain('30 km at 9:40 per mile (6:00 per km)');
    expect(answer.response).toContain('19 s per km slower');
  });

  it('does not read "on track" as a pace question on a goal that is not about running', async () => {
    const [answer] = await walk(['Am I on track?'], withGoal('Run my own bakery', 'I bake 40 loaves a week.'));

    expect(answer.response).not.toMatch(/per km|pace/);
  });

  it('asks for the pace when the person has given none, and never invents one', async () => {
    const [answer] = await walk(['Am I on track for under 2 hours?']);

    expect(answer.response).toContain('5:41 per km');
    expect(answer.response).toMatch(/tell me the pace of a recent run/i);
    expect(answer.response).not.toMatch(/6:05|slower|faster/);
  });

  it('asks for the target time when the goal states none', async () => {
    const [answer] = await walk(['I ran 14 km at 6:05 per km, am I on track?'], withGoal('Run a half marathon in October'));

    expect(answer.response).toMatch(/what time are you aiming for/i);
    expect(answer.response).not.toContain('÷');
    expect(answer.response).not.toMatch(/can't answer/i);
  });
});
