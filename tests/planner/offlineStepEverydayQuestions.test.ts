import { converse } from '../support/offlineStepChat';

/** Everyday questions in a step's chat that ask for something the plan cannot hold, or a condition in the asker's own phrasing. */
describe('offline step chat: everyday questions', () => {
  const longRun = { todo: 'Run a half marathon', criteria: 'Finish 16 km without walking', step: 'Do the long run of 16 km' };

  it.each(['Should I run if it rains?', 'Can I still go if it is raining?', 'Should I go out when it rains?'])('answers "%s" with what a runner does in the rain', async (question) => {
    const [reply] = await converse(longRun, [question]);
    expect(reply.response).not.toContain("can't answer");
    expect(reply.response).toMatch(/rain|wet/i);
    expect(reply.step_completed).toBe(false);
  });

  it('answers "What time do they open?" with the opening hours it cannot know and where to find them, not a due date again', async () => {
    const photo = { todo: 'Renew my passport', criteria: 'Passport renewed before the trip', step: 'Book a photo at the post office' };
    const [reply] = await converse(photo, ['What time do they open?']);
    expect(reply.response).toMatch(/can't know their opening hours/);
    expect(reply.response).toMatch(/website|call/);
    expect(reply.response).not.toMatch(/\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b/i);
  });

  it('answers "When should I open the account?" about the step, not with opening hours', async () => {
    const account = { todo: 'Start an emergency fund', criteria: 'A savings account with 1,000 in it', step: 'Open a savings account' };
    const [reply] = await converse(account, ['When should I open the account?']);
    expect(reply.response).not.toMatch(/opening hours/);
    expect(reply.response).toContain('has no due date');
  });

  it('answers how long a passport step takes with the renewal, not with booking transport', async () => {
    const photo = { todo: 'Renew my passport', criteria: 'Passport renewed before the trip', step: 'Book a photo at the post office' };
    const [reply] = await converse(photo, ['how long does it take']);
    expect(reply.response).not.toMatch(/transport|first nights/);
    expect(reply.response).toMatch(/passport/i);
    expect(reply.response).toMatch(/weeks/);
  });
});
