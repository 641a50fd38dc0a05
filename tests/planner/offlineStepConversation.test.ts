import type { StepChatInput } from '../../commands/ports/planner';
import { converseOn } from '../support/offlineStepChat';

/**
 * A step chat as one conversation: the step's own description answers what a good one is like, a
 * report that reaches the step's count is taken as such, and the next move is never said twice in a row.
 */
const stories = 'Collect two or three stories';
const toast: Omit<StepChatInput, 'history' | 'message'> = {
  todo: { title: 'Prepare the toast for my sister wedding', description: null, success_criteria: 'A 3 minute speech I can say without notes' },
  step: {
    title: stories,
    description: 'Note short moments that show who the toast is about and that the people listening will recognise; one funny and one warm make a good pair.',
    status: 'pending',
  },
  steps: [
    { title: stories, status: 'pending' },
    { title: 'Write a first draft of the toast', status: 'pending' },
    { title: 'Practise it out loud three times', status: 'pending' },
  ],
  evidence: [],
  findings: [],
};
const quotes: Omit<StepChatInput, 'history' | 'message'> = {
  todo: { title: 'Fix the roof', description: null, success_criteria: 'Roofer booked' },
  step: { title: 'Get three quotes', description: 'Ask roofers who can come this month.', status: 'pending' },
  steps: [
    { title: 'Get three quotes', status: 'pending' },
    { title: 'Book the roofer', status: 'pending' },
  ],
  evidence: [],
  findings: [],
};
const nextLine = (response: string) => /\bNext: (.+)$/s.exec(response)?.[1] ?? null;

describe('offline step chat: a what-is-good question the step describes', () => {
  it.each(['What stories work best?', 'What makes a good story?', 'What kind of stories should I pick?'])('answers "%s" from the step\'s description, as advice', async (question) => {
    const [answer] = await converseOn(toast, [question]);
    expect(answer.response).not.toContain("I can't answer");
    expect(answer.response).toContain('Go by what the step itself says: note short moments');
    expect(answer.response).toContain('one funny and one warm make a good pair');
  });

  it('still says it cannot answer when no description names the thing asked about', async () => {
    const [answer] = await converseOn(toast, ['What venues work best?']);
    expect(answer.response).toContain("I can't answer");
  });
});

describe('offline step chat: a report that reaches the count the step names', () => {
  it('says "two stories" meets "two or three stories", asks for the kind of story the description still wants, and offers to mark it done', async () => {
    const [report] = await converseOn(toast, ['I have two stories now, one funny about our camping trip']);
    expect(report.response).not.toContain('a part of');
    expect(report.response).toContain(`the count "${stories}" asks for`);
    expect(report.response).toContain('you named a funny one; is the other a warm one?');
    expect(report.step_completed).toBe(false);
    expect(report.next_action).toBe(`Say "done" to mark "${stories}" complete, then open "Write a first draft of the toast", the next step of "Prepare the toast for my sister wedding".`);
  });

  it('takes "3 quotes" as meeting "Get three quotes", and "done" then completes it', async () => {
    const [report, done] = await converseOn(quotes, ['I have 3 quotes now', 'done']);
    expect(report.response).toContain('That makes 3 quotes, the count "Get three quotes" asks for.');
    expect(report.step_completed).toBe(false);
    expect(report.next_action).toContain('Say "done" to mark "Get three quotes" complete');
    expect(done.step_completed).toBe(true);
  });

  it('takes the count reported with a "what now?" after it as met too', async () => {
    const [report] = await converseOn(quotes, ['I have 3 quotes, what now?']);
    expect(report.response).toContain('That makes 3 quotes, the count "Get three quotes" asks for.');
    expect(report.next_action).toContain('Say "done" to mark "Get three quotes" complete, then open "Book the roofer"');
  });

  it('says the count back in words when the person wrote it in words', async () => {
    const [stories2] = await converseOn(toast, ['I have two stories now, one funny about our camping trip']);
    expect(stories2.response).toContain(`That makes two stories, the count "${stories}" asks for.`);
    const [quotes3] = await converseOn(quotes, ['Three quotes are in']);
    expect(quotes3.response).toContain('That makes three quotes, the count "Get three quotes" asks for.');
  });

  it('keeps digits when the person wrote digits, though the step says the count in words', async () => {
    const [report] = await converseOn(toast, ['I have 2 stories now, two of them funny']);
    expect(report.response).toContain(`That makes 2 stories, the count "${stories}" asks for.`);
  });

  it('leaves a report below the count a part of the step', async () => {
    const [report] = await converseOn(quotes, ['I have 2 quotes now']);
    expect(report.response).toContain('that is a part of "Get three quotes"');
    expect(report.next_action).not.toContain('Say "done"');
  });
});

describe('offline step chat: the next move is never given twice in a row', () => {
  it('moves on to the todo\'s next step when asked what next after the step\'s work was reported', async () => {
    const replies = await converseOn(toast, ['What stories work best?', 'I have two stories now, one funny about our camping trip', 'What next?']);
    const [, report, next] = replies.map((r) => nextLine(r.response));
    expect(next).not.toBeNull();
    expect(next).not.toBe(report);
    expect(next).toContain('"Write a first draft of the toast"');
    expect(next).not.toContain('Note short moments');
  });

  it('says what is left of the step in other words when asked what next twice', async () => {
    const [first, second] = (await converseOn(toast, ['What next?', 'What next?'])).map((r) => nextLine(r.response));
    expect(first).toContain('Note short moments');
    expect(second).not.toBe(first);
    expect(second).toContain('A 3 minute speech I can say without notes');
  });
});

const budget = (title: string, description: string): Omit<StepChatInput, 'history' | 'message'> => ({
  todo: { title: 'Track my spending for a month', description: null, success_criteria: 'Every expense of the month in one sheet' },
  step: { title, description, status: 'pending' },
  steps: [
    { title: 'Sort each expense into a category', status: 'pending' },
    { title: 'Find your top 3 spending categories', status: 'pending' },
    { title: 'Pick one category to cut', status: 'pending' },
  ],
  evidence: [],
  findings: [],
});
const sorting = budget('Sort each expense into a category', 'Use a few categories (housing, food, transport, bills, fun, other) in a spreadsheet or a budgeting app.');
const topThree = budget('Find your top 3 spending categories', 'Add up each category for the month and rank them.');

describe('offline step chat: a which-one question the step describes', () => {
  it.each(['What categories should I use?', 'Which categories should I pick?', 'What categories do I choose?'])('answers "%s" with the categories the description names', async (question) => {
    const [answer] = await converseOn(sorting, [question]);
    expect(answer.response).not.toContain("I can't answer");
    expect(answer.response).toContain('housing, food, transport, bills, fun, other');
  });

  it('still says it cannot answer what the description does not name', async () => {
    const [answer] = await converseOn(sorting, ['What app should I use?']);
    expect(answer.response).toContain('budgeting app');
    const [other] = await converseOn(sorting, ['What colours should I use?']);
    expect(other.response).toContain("I can't answer");
  });
});

describe('offline step chat: naming as many as the step counts', () => {
  it('completes "Find your top 3 spending categories" when three are named', async () => {
    const [report] = await converseOn(topThree, ['top three are housing, food and takeaway']);
    expect(report.step_completed).toBe(true);
    expect(report.response).toContain('marked "Find your top 3 spending categories" as complete');
    // The named categories are saved as a finding: they are the step's result, no evidence is asked for.
    expect(report.next_action).toBe('Open "Pick one category to cut", the next step of "Track my spending for a month".');
  });

  it('leaves it open when fewer are named', async () => {
    const [report] = await converseOn(topThree, ['the top one is housing']);
    expect(report.step_completed).toBe(false);
  });
});

describe('offline step chat: what next, asked after the step was completed', () => {
  it('names the todo\'s next step again, not a check of a step that is done', async () => {
    const [done, next] = await converseOn(sorting, ['done, all sorted', 'What next?']);
    expect(done.step_completed).toBe(true);
    expect(nextLine(next.response)).toContain('"Find your top 3 spending categories"');
    expect(next.response).not.toContain('Check the step against');
  });
});
