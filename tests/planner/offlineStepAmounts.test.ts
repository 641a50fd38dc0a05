import { planner } from '../support/offlinePlans';
import { completes, converse } from '../support/offlineStepChat';

/**
 * A step whose title names an amount (words, distance, chapters, time spent) is not completed by
 * a report of less of it: that is progress. The same amount or more, or a plain "done", is.
 */

type StepAndReport = [step: string, message: string];

/** One test a row: the step's title, then a report on it that completes the step. */
const itCompletes = (name: string, rows: StepAndReport[]) =>
  it.each(rows)(name, async (step, message) => {
    expect(await completes(step, message)).toBe(true);
  });

/** One test a row: the step's title, then a report on it that leaves the step open. */
const itStaysOpen = (name: string, rows: StepAndReport[]) =>
  it.each(rows)(name, async (step, message) => {
    expect(await completes(step, message)).toBe(false);
  });

/** The reply to a report on a step just started; the todo is the step itself unless said. */
const reply = (stepTitle: string, message: string, todo = { title: stepTitle, success_criteria: stepTitle }) =>
  planner.stepChat({
    todo: { ...todo, description: null },
    step: { title: stepTitle, description: null, status: 'pending' },
    history: [{ role: 'assistant', message: `Let's work on "${stepTitle}".` }],
    message,
    evidence: [],
    findings: [],
  });

describe('offline step chat: a report of part of the step\'s amount', () => {
  itStaysOpen('"%s" stays open on "%s"', [
    ['Write 2,000 words', 'I wrote 1200 words'],
    ['Write 2,000 words', 'I wrote 1,200 words today'],
    ['Write 2000 words of the first chapter', 'Done: 1,500 words'],
    ['Write 2k words', 'I wrote 1500 words'],
    ['Run 5 km', 'I ran 3 km'],
    ['Run 5 km', 'I ran 2 miles'],
    ['Run 10 miles', 'I ran 12 km'],
    ['Read 5 chapters', 'I read 2 chapters'],
    ['Read the book', 'I read 2 of 5 chapters'],
    ['Read the book', 'Finished 2 out of the 5 chapters'],
    ['Read the book', 'done 2/5 chapters'],
    ['Practise guitar for 30 minutes', 'I practised for 15 minutes'],
    ['Study for 2 hours', 'I studied 90 minutes'],
    ['Study Spanish for 1.5 hours', 'I studied for 45 mins'],
    ['Walk 10,000 steps', 'I walked 6,000 steps'],
    // A word about the things between the number and their name ("new", "more", "extra") is read past.
    ['Learn 20 new words a day', 'I learned 15 words today'],
    ['Write 500 more words', 'I wrote 300 words'],
    ['Do 3 extra practice sessions', 'did 2 sessions'],
    // A run of numbered things counts them: "chapters 1-4" are 4 chapters.
    ['Draft 8 chapters', 'Drafted chapters 1-4'],
    ['Write 6 chapters', 'Wrote chapters 3 to 6'],
    // Number words compare as digits.
    ['Read three chapters', 'I read 2 chapters'],
    ['Write 5 pages', 'wrote three pages'],
  ]);

  it('says the step stays open because the report is a part of it', async () => {
    const result = await reply('Write 2,000 words', 'I wrote 1200 words', { title: 'Write the first draft', success_criteria: 'A 2,000-word draft' });
    expect(result.step_completed).toBe(false);
    expect(result.response).toContain('that is a part of "Write 2,000 words", so I\'ve left the step open.');
    expect(result.response).not.toContain('marked');
  });

  itCompletes('"%s" completes on "%s"', [
    ['Write 2,000 words', 'I wrote 2,150 words'],
    ['Write 2,000 words', 'I wrote 2000 words'],
    ['Write 2k words', 'I wrote 2,000 words'],
    ['Run 5 km in under 30 minutes', 'I ran 5 km in 28 minutes'],
    ['Run 5 km', 'I ran 3.2 miles'],
    ['Read 5 chapters', "I've read 5 chapters"],
    ['Read the book', 'I read 5 of 5 chapters'],
    ['Study for 2 hours', 'I studied for 2.5 hours'],
    ['Study for 2 hours', 'I studied 120 minutes'],
    ['Write 2,000 words', 'Done!'],
    ['Publish 1 post', 'I published the post, 3 days of work'],
    ['Draft the outline', 'I finished step 2 of 5'],
    ['Book the venue', 'done, booked for 1/12 at noon'],
    ['Write 6 chapters', 'Wrote chapters 1 to 6'],
  ]);
});

describe('offline step chat: amounts of money', () => {
  itStaysOpen('"%s" stays open on "%s"', [
    ['Save $1,000', 'I saved $200'],
    ['Save $1,000 for the trip', 'Done: saved $950 so far'],
    ['Save 1000 dollars', 'I saved 200 dollars'],
    ['Put aside €500 for the deposit', 'Done: put aside 300 euros'],
    ['Raise 5k euros for the shelter', 'We raised 2,000 EUR'],
    ['Save £2k', 'I saved £500'],
    ['Save $1.5k', 'I saved $1,200'],
  ]);

  itCompletes('"%s" completes on "%s"', [
    ['Save $1,000', 'I saved $1,000'],
    ['Save $1,000', 'I saved $1k'],
    ['Save $1,000', 'I saved $1,250'],
    ['Save 1000 dollars', 'I saved $1000'],
    ['Raise 5k euros for the shelter', 'We raised €5,300'],
    ['Buy a gift for under $50', 'I bought the gift for $30'],
    ['Book a hotel for no more than €120 a night', 'I booked the hotel for €95 a night'],
    ['Put aside €500 for the deposit', 'Done: put aside 500 euros'],
    ['Run 5 km', 'I ran 5 km, the entry was $3'],
    ['Run a 5k', 'I ran a 5k'],
  ]);
});

describe('offline step chat: a limit the step sets', () => {
  itStaysOpen('"%s" stays open on "%s"', [
    ['Spend under $50', 'I spent $80'],
    ['Spend under $50', 'Done, I spent $80'],
    ['Spend under $50', 'Done, it was exactly $50'],
    ['Keep it under 30 minutes', 'Done, it took 45 minutes'],
    ['Run 5 km in under 30 minutes', 'I ran 5 km in 35 minutes'],
    ['Buy a gift for under $50', 'I bought the gift for $80'],
    ['Book a hotel for no more than €120 a night', 'I booked the hotel for €150 a night'],
    ['Finish the slides within 2 hours', 'Done, it took 3 hours'],
    // A time written with colons: minutes and seconds, or hours and minutes beside a limit in hours.
    ['Run 5 km in under 30 minutes', 'Done! Ran it in 31:20'],
    ['Run 5 km in under 30 minutes', 'Done, took me 1:02:10'],
    ['Finish the half marathon in under 2 hours', 'Done, finished in 2:05'],
    // "to N" after cut, reduce, lower or bring down is a most.
    ['Cut the CV down to 2 pages', 'Done, got it down to 3 pages'],
    ['Reduce screen time to 2 hours a day', 'Done, 3 hours today'],
  ]);

  it('says the report is over the limit', async () => {
    const result = await reply('Spend under $50', 'Done, I spent $80');
    expect(result.step_completed).toBe(false);
    expect(result.response).toContain('That is over the step\'s limit: you reported $80, and "Spend under $50" sets a limit of $50, so I\'ve left the step open.');
    expect(result.response).not.toContain('marked');
    expect(result.response).toMatch(/^That is over the step's limit/);
    const time = await reply('Keep it under 30 minutes', 'Done, it took 45 minutes');
    expect(time.response).toContain('you reported 45 minutes, and "Keep it under 30 minutes" sets a limit of 30 minutes');
    const clock = await reply('Run 5 km in under 30 minutes', 'Done! Ran it in 31:20');
    expect(clock.response).toContain('you reported 31:20, and "Run 5 km in under 30 minutes" sets a limit of 30 minutes');
  });

  itCompletes('"%s" completes on "%s", within its limit', [
    ['Spend under $50', 'I spent $30'],
    ['Keep it under 30 minutes', 'Done, it took 25 minutes'],
    ['Book a hotel for no more than €120 a night', 'I booked the hotel for €120 a night'],
    ['Finish the slides within 2 hours', 'Done in 90 minutes'],
    ['Run 5 km in under 30 minutes', 'Done, 28:45 today'],
    ['Finish the half marathon in under 2 hours', 'Done, finished in 1:55'],
    // The limit named again is not what was spent.
    ['Spend under $50', 'Done, spent $45 of the $50'],
    ['Spend under $50', 'Done, $20 under the $50 limit'],
    // "to N" after cut, reduce, lower or bring down is a most: less meets it.
    ['Cut the CV down to 2 pages', 'Done, the CV is 1 page now'],
    ['Reduce screen time to 2 hours a day', 'Done, 90 minutes today'],
    ['Lower my 5 km time to 25 minutes', 'Done, ran it in 24 minutes'],
  ]);
});

describe('offline step chat: a bare number against money', () => {
  itStaysOpen('"%s" stays open on "%s": the number has no currency', [
    ['Spend under $50', 'I spent 80'],
    ['Spend under $50', 'Done, spent 80'],
    ['Spend under $50', 'Done, spent 30 on it'],
    ['Save $50', 'Done, saved 80'],
  ]);

  it('asks for the amount with its currency, and does not call it over the limit', async () => {
    const result = await reply('Spend under $50', 'Done, spent 80');
    expect(result.step_completed).toBe(false);
    expect(result.response).toContain('I can\'t tell what 80 is: "Spend under $50" counts money. Tell me the amount with its currency (for example "$80") and I\'ll check it against the step.');
    expect(result.response).not.toContain('over the step\'s limit');
  });

  itCompletes('"%s" still completes on "%s"', [
    ['Spend under $50', 'Done, spent $30 on 2 gifts'],
    ['Run 5 km', 'Done, ran 5'],
    ['Save $50', 'Done!'],
  ]);
});

describe('offline step chat: a limit or currency check says one thing, once', () => {
  const gift = 'Spend under $50 on the gift';
  const talk = (messages: string[], status: 'pending' | 'completed' = 'pending') => converse({ todo: 'Buy a gift', criteria: 'Gift bought', step: gift }, messages, status);

  it.each(['Done, spent 80', 'Done, I spent $80'])('answers "%s" with its check alone, not also "tell me done"', async (message) => {
    const [result] = await talk([message]);
    expect(result.step_completed).toBe(false);
    expect(result.response).toMatch(/I can't tell what 80 is|over the step's limit/);
    expect(result.response).not.toContain('When the step is finished, tell me');
  });

  it('checks the amount given with its currency against the step, and completes the step the report said was done', async () => {
    const [asked, answered] = await talk(['Done, spent 30', '$30']);
    expect(asked.response).toContain("I can't tell what 30 is");
    expect(answered.step_completed).toBe(true);
    expect(answered.response).toContain(`I've marked "${gift}" as complete`);
    expect(answered.response).not.toContain("I can't tell what");
  });

  it('says the amount given with its currency is within the limit when the report did not say done', async () => {
    const [asked, answered] = await talk(['The gift I picked costs 30', '$30']);
    expect(asked.response).toContain("I can't tell what 30 is");
    expect(answered.step_completed).toBe(false);
    expect(answered.response).toContain('$30 is within the limit of "Spend under $50 on the gift"');
  });

  it('answers "what next?" after a report with a bare number with the currency question, its next move', async () => {
    const [result] = await talk(["Done, spent 30. What's next?"]);
    expect(result.step_completed).toBe(false);
    expect(result.response).toContain("I can't tell what 30 is");
    expect(result.response).not.toContain('Here is the next move');
  });

  it('does not take "spent 80 with shipping" for a completed step: the number has no currency', async () => {
    const [result] = await talk(['I spent 80 with shipping']);
    expect(result.step_completed).toBe(false);
    expect(result.response).toContain("I can't tell what 80 is");
  });

  it('tells a report over the limit on a completed step as such, not as the step done again', async () => {
    const [done, later] = await talk(['I bought it for $30, done', 'Actually I spent $80 with shipping']);
    expect(done.step_completed).toBe(true);
    expect(later.response).toContain(`"${gift}" is already complete, but the $80 you report is over its limit of $50.`);
    expect(later.response).not.toMatch(/Thanks for the update|marked/);
  });
});

describe('offline step chat: Swiss francs read like any currency', () => {
  itStaysOpen('"%s" stays open on "%s"', [
    ['Spend under 50 CHF on the gift', 'Done, I spent 80 CHF'],
    ['Save CHF 1,000', 'I saved CHF 200'],
  ]);

  itCompletes('"%s" completes on "%s"', [
    ['Spend under 50 CHF on the gift', 'Done, I spent 30 CHF'],
    ['Save CHF 1,000', 'Done, saved 1,000 CHF'],
  ]);

  it('asks for the currency of a bare number in francs, and reads "CHF" said alone as its answer', async () => {
    const step = 'Spend under 50 CHF on the gift';
    const [asked, answered] = await converse({ todo: 'Buy a gift', criteria: 'Gift bought', step }, ['Done, spent 30', 'CHF']);
    expect(asked.response).toContain('I can\'t tell what 30 is: "Spend under 50 CHF on the gift" counts money. Tell me the amount with its currency (for example "30 CHF")');
    expect(answered.step_completed).toBe(true);
    const [, inFrancs] = await converse({ todo: 'Buy a gift', criteria: 'Gift bought', step }, ['Done, spent 30', 'in francs']);
    expect(inFrancs.step_completed).toBe(true);
  });
});
