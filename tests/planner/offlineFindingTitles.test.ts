import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { StepChatInput } from '../../commands/ports/planner';

const planner = new OfflinePlanner();

const savings = {
  todo: { title: 'Set up a monthly saving', description: null, success_criteria: 'A standing order of at least 600 a month set up' },
  step: { title: 'Set up the standing order', description: null, status: 'pending' as const },
};

/** The titles of the findings the offline step chat saves from a message. */
async function titlesOf(message: string, over: Partial<StepChatInput> = {}): Promise<string[]> {
  const result = await planner.stepChat({ ...savings, history: [], message, evidence: [], findings: [], ...over });
  return result.extracted_findings.map((f) => f.title);
}

describe('offline step chat: the title of a finding states the result', () => {
  it('drops the filler a message opens with and keeps the result whole', async () => {
    expect(await titlesOf('ok I set 650 a month by standing order on payday')).toEqual(['Set 650 a month by standing order on payday']);
    expect(await titlesOf('so the standing order is 650 a month from 1 June')).toEqual(['The standing order is 650 a month from 1 June']);
    expect(await titlesOf('Well, I think the bank takes 2 days to set it up')).toEqual(['The bank takes 2 days to set it up']);
    expect(await titlesOf('yes, done, standing order of 650 starts on 1 June')).toEqual(['Standing order of 650 starts on 1 June']);
  });

  it('keeps the capitals of names as the person wrote them', async () => {
    expect(await titlesOf('ok I opened a Marcus savings account with Goldman Sachs on Monday')).toEqual(['Opened a Marcus savings account with Goldman Sachs on Monday']);
    expect(await titlesOf('so my iPhone banking app shows 650 going out on the 1st')).toEqual(['My iPhone banking app shows 650 going out on the 1st']);
  });

  it('shortens a long result at a clause or phrase boundary, never mid-phrase', async () => {
    const reason = await titlesOf('We decided to go with Monzo because their savings pot pays 4.1% with no fees at all.');
    const phrase = await titlesOf('ok I set 650 a month by standing order on payday from the joint account at Barclays');

    expect(reason).toEqual(['We decided to go with Monzo']);
    expect(phrase).toEqual(['Set 650 a month by standing order on payday']);
  });

  it('marks a long list cut between its items', async () => {
    const step = { title: 'Write down every expense of the last 30 days', description: null, status: 'pending' as const };

    expect(await titlesOf('Housing 1100, food 420, transport 90, fun 160, phone 35, insurance 80, gym 40', { step })).toEqual([
      'Housing 1100, food 420, transport 90, fun 160, phone 35…',
    ]);
  });
});
