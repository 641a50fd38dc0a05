import { completes, converse, converseOn } from '../support/offlineStepChat';

/**
 * Reports people write in a step chat, as they write them (lower case, no apostrophes, a count
 * without its noun, "so far"): the step is marked done when it is, and only then.
 */
const seedlings = { todo: 'Plant tomatoes in the garden', criteria: '6 tomato plants in the ground by 15 May', step: 'Plant 6 tomato seedlings' };
const plumbers = { todo: 'Get quotes from plumbers for the bathroom', criteria: 'At least 3 written quotes compared', step: 'Call 3 plumbers for quotes' };
const runs = { todo: 'Run my first 5 km', criteria: 'Run 5 km without stopping', step: 'Do 3 runs this week' };

describe('offline step chat: reports as people write them', () => {
  // the step, the report, whether it finishes the step
  it.each([
    // A part of the step
    ['Plant 6 tomato seedlings', 'planted 3 of them today', false],
    ['Call 3 plumbers for quotes', 'called 2, one will send a quote tomorrow', false],
    ['Learn the present tense of 10 regular verbs', 'learned 6 so far', false],
    ['Find 5 local plumbers with good reviews', 'found 3 so far on google maps', false],
    ['Do 3 runs this week', 'did the first one', false],
    ['Do a 15-minute quiz on irregular verbs', 'did some of it', false],
    ['Practise 15 minutes a day for a week', 'practised 15 min today', false],
    ['Run 3 times a week for 4 weeks', 'ran 3 times this week', false],
    ['Book 2 viewings', 'booked 1 for friday', false],
    // The whole step
    ['Plant 6 tomato seedlings', 'planted all 6 of them', true],
    ['Write the first 2,000 words', 'wrote another 900, so 2100 total', true],
    ['Do 3 runs this week', 'did the third one', true],
    ['Do a 15-minute quiz on irregular verbs', 'Did the quiz, got 14/20', true],
    ['Do one past paper under timed conditions', 'did the paper, scored 64%', true],
    ['Make flashcards for key formulas', 'made 25 flashcards', true],
    ['Run 5 km without stopping', 'did it! 5.1 km in 34:10 https://www.strava.com/activities/123', true],
    ['Buy the ingredients', 'ok bought everything now', true],
    ['Rewrite the summary for the job ad', 'rewrote it, here: https://docs.google.com/document/d/abc123', true],
    ['Set a spending limit for groceries under 400 EUR', 'set it at 350 EUR', true],
    ['Write down what to change next time', 'less chili, more coconut milk. thats it', true],
    ['Practise 15 minutes a day for a week', 'done all 7 days', true],
    ['Mark the paper', 'marked it: 58 out of 80', true],
    ['Choose a plumber', 'went with mario, cheapest and can start next week', true],
    // A step that brings a thing to a number, its number written as a word or in digits
    ['Cut the CV to two pages', 'got it down to 2', true],
    ['Cut the CV to 2 pages', 'down to two pages now', true],
    ['Reduce screen time to 2 hours a day', 'got it down to 1 hour yesterday', true],
    ['Cut the CV to two pages', 'got it down to 3', false],
    ['Cut the CV to two pages', 'i need to get it down to 2', false],
  ])('reads "%s" as finished by "%s": %s', async (step, message, finished) => {
    expect(await completes(step, message)).toBe(finished);
  });

  it('says a partial count is a part of the step, and the rest completes it', async () => {
    const [part, rest] = await converse(seedlings, ['planted 3 of them today', 'planted the other 3']);
    expect(part.response).toContain('that is a part of "Plant 6 tomato seedlings"');
    expect(rest.step_completed).toBe(true);
  });

  it('does not ask for evidence a report earlier in the chat already gave: it is saved as a finding of the step', async () => {
    const step = { title: plumbers.step, description: null, status: 'completed' as const };
    const findings = [{ finding_type: 'information' as const, title: 'Called the third one too', content: 'Called the third one too, all 3 done' }];
    const [next] = await converseOn({ todo: { title: plumbers.todo, description: null, success_criteria: plumbers.criteria }, step, evidence: [], findings }, ['what now?']);
    expect(next.response).not.toContain('Add evidence');
    expect(next.next_action).toContain('Open the next pending step');
  });

  it.each([
    ['Fix the leaking kitchen tap', 'Turn off the water under the sink', 'done'],
    ['Cook a Thai green curry', 'Write down what to change next time', 'less chili, more coconut milk. thats it'],
  ])('on "%s", does not ask for evidence of "%s" after "%s": the act, or the note saved from the chat, is the result', async (todo, step, message) => {
    const [reply] = await converse({ todo, criteria: todo, step }, [message]);
    expect(reply.step_completed).toBe(true);
    expect(reply.response).not.toContain('Add evidence');
    expect(reply.next_action).toContain('Open the next pending step');
  });

  it('keeps a short note written on a step to write something down, and asks for it when only "done" was said', async () => {
    const [note] = await converse({ todo: 'Cook a Thai green curry', criteria: 'Curry cooked', step: 'Write down what to change next time' }, ['less chili, more coconut milk. thats it']);
    const [bare] = await converse({ todo: 'Cook a Thai green curry', criteria: 'Curry cooked', step: 'Write down what to change next time' }, ['done']);
    expect(note.extracted_findings.map((f) => f.content)).toEqual(['less chili, more coconut milk.']);
    expect(bare.next_action).toContain('Add evidence for "Write down what to change next time"');
  });

  it.each([
    ['whats next', 'completed', /Next: /],
    ['what if i cant get the tap apart?', 'pending', /does not fit|stuck|stalls|shrink/],
  ] as const)('reads "%s", written without apostrophes, as it is meant', async (message, status, answer) => {
    const [reply] = await converse({ todo: 'Fix the leaking kitchen tap', criteria: 'Tap no longer drips', step: 'Replace the washer' }, [message], status);
    expect(reply.response).toMatch(answer);
    expect(reply.response).not.toMatch(/can't judge|Thanks for the update/);
  });

  it.each([
    ['i have no time this week', { todo: 'Tailor my CV for a marketing manager role', criteria: 'CV tailored to the job ad and sent', step: 'Send the CV to the recruiter' }, /time is short|smaller version/],
    ['my knee hurts a bit', runs, /hurts|pain|rest/],
  ])('answers "%s" with advice for it, not "Thanks for the update"', async (message, exchange, advice) => {
    const [reply] = await converse(exchange, [message]);
    expect(reply.response).not.toContain('Thanks for the update');
    expect(reply.response).toMatch(advice);
  });

  it('answers "its going to rain all week, should i still do it?" with what rain means for the step', async () => {
    const [reply] = await converse({ todo: 'Plant tomatoes in the garden', criteria: '6 tomato plants in the ground', step: 'Prepare the bed with compost' }, ['its going to rain all week, should i still do it?']);
    expect(reply.response).toContain('compacts it');
  });

  it('reads "did it again today, day 2" as a log, not a question it cannot answer', async () => {
    const [reply] = await converse({ todo: 'Practise Spanish verbs', criteria: 'Conjugate 30 verbs', step: 'Practise 15 minutes a day for a week' }, ['did it again today, day 2']);
    expect(reply.response).not.toContain("can't answer");
    expect(reply.response).toContain('that is a part of');
    expect(reply.step_completed).toBe(false);
  });

  it('checks a bare number against the step once the currency comes alone ("EUR")', async () => {
    const eatingOut = { todo: 'Build a monthly budget', criteria: 'Budget spreadsheet with all income and expenses', step: 'Spend under 50 EUR on eating out this week' };
    const [, currency] = await converse(eatingOut, ['spent 35 so far', 'EUR']);
    expect(currency.response).toContain('35 EUR is within the limit');
  });

  it.each([
    ['is it due today?', /due today/],
    ['is this due tomorrow?', /due today/],
  ])('answers "%s" from the todo\'s due date', async (message, answer) => {
    const exchange = { todo: { title: 'Study for the statistics exam', description: null, success_criteria: 'Score at least 70% on a past paper', due_date: '2026-11-28' }, step: { title: 'Do one past paper', description: null, status: 'pending' as const }, evidence: [], findings: [], today: '2026-11-28' };
    const [reply] = await converseOn(exchange, [message]);
    expect(reply.response).toMatch(answer);
  });

  it('gives advice on the trouble a report of done also tells of ("replaced it but it still drips")', async () => {
    const [reply] = await converse({ todo: 'Fix the leaking kitchen tap', criteria: 'Tap no longer drips', step: 'Replace the washer' }, ['replaced it but it still drips']);
    expect(reply.step_completed).toBe(true);
    expect(reply.response).toContain('find out why before forcing it');
  });
});

describe('offline step chat: advice that fits the step', () => {
  const plumberCalls = { todo: 'Get quotes from plumbers for the bathroom', criteria: 'At least 3 written quotes compared', step: 'Call 3 plumbers for quotes' };

  it.each([
    ['what if nobody answers?', /does not answer|next name/],
    ['where do i find good plumbers?', /neighbours|friends/],
  ])('answers "%s" on calling plumbers with what helps with tradespeople, not DIY repairs', async (message, advice) => {
    const [reply] = await converse(plumberCalls, [message]);
    expect(reply.response).toMatch(advice);
    expect(reply.response).not.toContain('does not fit or leaks');
  });

  it.each([
    ['how do i cut it down?', /recurring payment|cancel/],
    ['is that enough?', /every euro/],
  ])('answers "%s" on a budget made from bank statements with budget advice, not with choosing a bank or a lender\'s checklist', async (message, advice) => {
    const expenses = { todo: 'Build a monthly budget', criteria: 'Budget spreadsheet with all income and expenses', step: 'List all monthly expenses from last 3 bank statements' };
    const [reply] = await converse(expenses, [message]);
    expect(reply.response).toMatch(advice);
    expect(reply.response).not.toMatch(/lender|deposit guarantee/i);
  });

  it('answers "i missed yesterday" on a daily practice with what to do after a missed day, not as a part done', async () => {
    const [reply] = await converse({ todo: 'Practise Spanish verbs', criteria: 'Conjugate 30 verbs', step: 'Practise 15 minutes a day for a week' }, ['i missed yesterday']);
    expect(reply.response).toContain('pick up again the next day');
    expect(reply.response).not.toContain('that is a part of');
  });


  it.each([
    ['can you help me start?', 'Write the opening scene', /write the scene or section you can see most clearly|start/i],
    ['is it ok if it is bad?', 'Write the opening scene', /polishing is a later step/],
    ['the nut is seized, wont move', 'Take the tap apart', /does not fit|find out why/],
  ])('answers "%s" on "%s" with advice, not "I can\'t answer" or "Thanks for the update"', async (message, step, advice) => {
    const [reply] = await converse({ todo: 'Write chapter 4 of my novel', criteria: '4,000-word draft of chapter 4', step, ...(step.includes('tap') ? { todo: 'Fix the leaking kitchen tap', criteria: 'Tap no longer drips' } : {}) }, [message]);
    expect(reply.response).not.toMatch(/can't answer|Thanks for the update/);
    expect(reply.response).toMatch(advice);
  });

  it.each(['help', 'help!'])('answers "%s" alone with how to go about the step, not "Thanks for the update"', async (message) => {
    const [reply] = await converse(seedlings, [message]);
    expect(reply.response).not.toMatch(/Thanks for the update|can't answer/);
    expect(reply.response).toContain('prepare the soil first');
  });

  it.each(['thanks for the help', 'thanks for your advice'])('answers "%s" with a welcome, not as an update', async (message) => {
    const [reply] = await converse(plumbers, [message]);
    expect(reply.response).toContain("You're welcome.");
  });

  it('answers "what else?" with the next move', async () => {
    const [reply] = await converse(plumbers, ['what else?'], 'completed');
    expect(reply.response).not.toContain("can't answer");
    expect(reply.response).toContain('Next: ');
  });
});
