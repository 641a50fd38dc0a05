import type { StepChatInput } from '../../commands/ports/planner';
import type { StepChatResult } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';

/**
 * Realistic step-chat exchanges (fitness, savings, languages, moving, writing), each reply read
 * as a person would: it answers what was said, does not pretend, and does not repeat itself.
 */
const planner = new OfflinePlanner();

type Exchange = { todo: string; criteria: string; step: string };

/** Sends the messages one after the other, as the chat does: each reply joins the history, a completed step stays completed. */
async function converse(exchange: Exchange, messages: string[]): Promise<StepChatResult[]> {
  const history: StepChatInput['history'] = [];
  let status: StepChatInput['step']['status'] = 'pending';
  const results: StepChatResult[] = [];
  for (const message of messages) {
    const result = await planner.stepChat({
      todo: { title: exchange.todo, description: null, success_criteria: exchange.criteria },
      step: { title: exchange.step, description: null, status },
      history: [...history],
      message,
      evidence: [],
      findings: [],
    });
    results.push(result);
    history.push({ role: 'user', message }, { role: 'assistant', message: result.response });
    if (result.step_completed) status = 'completed';
  }
  return results;
}

const easyRun = { todo: 'Build a base of easy runs', criteria: 'Three easy runs a week for 4 weeks', step: 'Run 5 km at an easy pace' };
const standingOrder = { todo: 'Save $5,000 for an emergency fund', criteria: '$5,000 in a separate savings account', step: 'Set up a standing order of $400 a month' };
const words = { todo: 'Learn Spanish vocabulary', criteria: '500 words reviewed', step: 'Learn 20 new words a day' };
const notice = { todo: 'Move to Berlin', criteria: 'Moved into the new flat by 1 June', step: 'Give notice on the current flat' };
const kitchen = { todo: 'Move to Berlin', criteria: 'Moved into the new flat by 1 June', step: 'Pack the kitchen' };
const chapter = { todo: 'Write a novel draft', criteria: '80,000-word first draft', step: 'Write 1,000 words of chapter 3' };
const review = { todo: 'Write my thesis', criteria: 'Thesis submitted by 30 June', step: 'Write the literature review' };
const hike = { todo: 'Get fit for hiking', criteria: 'Hike 20 km with 800 m climb', step: 'Do a 10 km hike with a backpack' };
const outline = { todo: 'Write a novel draft', criteria: '80,000-word first draft', step: 'Outline the plot in 10 bullet points' };
const post = { todo: 'Start a blog', criteria: '4 posts published', step: 'Publish the first post' };
const tutor = { todo: 'Reach B1 Spanish', criteria: 'Pass a B1 mock test', step: 'Have a 30-minute conversation with a tutor' };

describe('offline step chat: realistic exchanges', () => {
  it('answers "How fast should I go?" on an easy run with what an easy pace is', async () => {
    const [reply] = await converse(easyRun, ['How fast should I go?']);
    expect(reply.response).toMatch(/talk in full sentences|conversational/);
    expect(reply.response).not.toContain('10% more load');
  });

  it('says a second question it cannot answer is another one, not "still", and promises nothing it cannot do', async () => {
    const [, second] = await converse(notice, ['How much notice do I need?', 'What should the letter say?']);
    expect(second.response).not.toContain('still');
    expect(second.response).not.toContain("I'll take that part");
    expect(second.response).toContain("can't answer");
  });

  it('says the same question asked again is still one it cannot answer, without a promise it cannot keep', async () => {
    const [, again] = await converse(notice, ['How much notice do I need?', 'How much notice do I need?']);
    expect(again.response).toContain("I still can't answer that offline.");
    expect(again.response).not.toContain("I'll take that part");
  });

  it('answers "How much should I save each month?" as a question of money, not of time', async () => {
    const [reply] = await converse(standingOrder, ['How much should I save each month?']);
    expect(reply.response).not.toMatch(/hours|minutes/);
  });

  it('answers "How do I stop forgetting them?" with what helps remembering words', async () => {
    const [reply] = await converse(words, ['How do I stop forgetting them?']);
    expect(reply.response).toContain('review fewer new ones per day and test yourself');
    expect(reply.response).not.toContain('in one focused block');
  });

  it.each([
    ["I have writer's block", chapter, /write the scene or section you can see most clearly|write badly on purpose/],
    ["I'm overwhelmed", review, /section you can see most clearly/],
    ["I'm stuck, I can't get myself out the door", easyRun, /shrink the session|easy to start/],
  ])('answers "%s" with advice for being stuck, not "Thanks for the update"', async (message, exchange, advice) => {
    const [reply] = await converse(exchange, [message]);
    expect(reply.response).not.toContain('Thanks for the update');
    expect(reply.response).toMatch(advice);
    expect(reply.step_completed).toBe(false);
  });

  it.each([
    ['I packed 5 boxes', kitchen],
    ['I wrote 400 words', review],
  ])('does not take "%s" for the whole step', async (message, exchange) => {
    const [reply] = await converse(exchange, [message]);
    expect(reply.step_completed).toBe(false);
    expect(reply.response).not.toContain('marked');
  });

  it('still completes a step on a report of its own amount and on a plain done', async () => {
    expect((await converse(easyRun, ['ran 5.3 km in 33 minutes']))[0].step_completed).toBe(true);
    expect((await converse(kitchen, ['I packed 5 boxes', 'done with the kitchen']))[1].step_completed).toBe(true);
    // Counts of nights or people say how it was done, not that only a part was.
    const hotel = { todo: 'Plan the Lisbon trip', criteria: 'Hotel booked', step: 'Book the hotel' };
    expect((await converse(hotel, ['I booked 3 nights for 2 people']))[0].step_completed).toBe(true);
  });

  it('says a report of half the step is a part of it', async () => {
    const [reply] = await converse(review, ['I have written half of it']);
    expect(reply.step_completed).toBe(false);
    expect(reply.response).toContain('that is a part of "Write the literature review", so I\'ve left the step open.');
  });

  it('answers rain on a hike without calling it a run, and getting lost without the advice for pain', async () => {
    const [rain, lost] = await converse(hike, ['What if it rains?', 'What if I get lost?']);
    expect(rain.response).not.toMatch(/\brun\b/);
    expect(rain.response).toMatch(/another day/);
    expect(lost.response).not.toContain('If it hurts');
  });

  it('does not tell a person to spend 25 minutes on a step that names its own length', async () => {
    const [reply] = await converse(tutor, ['I booked the tutor']);
    expect(reply.response).not.toContain('Spend 25 focused minutes on "Have a 30-minute conversation with a tutor"');
  });

  it('gives an example of an outline for an outline step, not a drafting pace', async () => {
    const [reply] = await converse(outline, ['Can you give me an example?']);
    expect(reply.response).not.toContain('500 words a day');
    expect(reply.response).toMatch(/1\. .*2\. /);
  });

  it('reads "I learned 15 words" as a part of "Learn 20 new words a day", whatever stands between the number and the words', async () => {
    const [reply] = await converse(words, ['I learned 15 words today']);
    expect(reply.step_completed).toBe(false);
    expect(reply.response).toContain('that is a part of "Learn 20 new words a day", so I\'ve left the step open.');
  });

  it('answers "Is that a problem?" as a question about what is enough, not with the advice for being stuck', async () => {
    const [, reply] = await converse(words, ['I learned 15 words today', 'Is that a problem?']);
    expect(reply.response).not.toMatch(/stalls|shrink|cannot remember/);
    expect(reply.response).toContain('It is enough when');
  });

  it('counts "I set it up for $400" as the standing order set up, and not a reminder set up or a smaller amount', async () => {
    expect((await converse(standingOrder, ['I set it up for $400']))[0].step_completed).toBe(true);
    expect((await converse(standingOrder, ['Set up the standing order']))[0].step_completed).toBe(true);
    expect((await converse(standingOrder, ['I set up a monthly transfer of $400']))[0].step_completed).toBe(true);
    for (const message of ['I set up a reminder', 'I set aside $400', 'I set it up for $300', "I'll set it up on Monday", 'I set a budget of $400'])
      expect((await converse(standingOrder, [message]))[0].step_completed).toBe(false);
  });

  it('counts "I had the call" on a step to have a conversation, but not a call that fell short or a step that is no conversation', async () => {
    expect((await converse(tutor, ['I had the call, it went well']))[0].step_completed).toBe(true);
    expect((await converse(tutor, ['Had the session with my tutor today']))[0].step_completed).toBe(true);
    for (const message of [
      'I had no time today',
      'I had to cancel the call',
      'I had a 15-minute call',
      'I had the first call, two more to go',
      'I had the call but we ran out of time',
      'I had a call with the school, not the tutor yet',
    ])
      expect((await converse(tutor, [message]))[0].step_completed).toBe(false);
    expect((await converse(notice, ['I had a call with the landlord']))[0].step_completed).toBe(false);
    const coach = { todo: 'Get coaching', criteria: 'Three coaching sessions done', step: 'Have 3 sessions with a coach' };
    expect((await converse(coach, ['I had a session with the coach']))[0].step_completed).toBe(false);
  });

  it('does not answer "How long should the post be?" with how long a session takes', async () => {
    const [reply] = await converse(post, ['How long should the post be?']);
    expect(reply.response).not.toContain('45 to 90 minutes');
  });
});

/** Twenty whole chats, as people write them: each reply is read against the chat so far. */
const CHATS: Array<[string, string, string, string[]]> = [
    ["Build a base of easy runs", "Three easy runs a week for 4 weeks", "Run 5 km at an easy pace", ["How fast should I go?", "I ran 3 km and stopped, my shins hurt", "Should I see a doctor?", "ok thanks"]],
    ["Build a base of easy runs", "Three easy runs a week for 4 weeks", "Run 5 km at an easy pace", ["ran 5.3 km in 33 minutes", "What's next?", "thanks!"]],
    ["Train for a half marathon", "Half marathon finished under 2 hours", "Do the weekly long run of 15 km", ["What should I eat before?", "Can I listen to music?", "What if it is windy?", "I did 12 km"]],
    ["Save $5,000 for an emergency fund", "$5,000 in a separate savings account", "Set up a standing order of $400 a month", ["Which bank should I choose?", "How much should I save each month?", "I set it up for $400", "What now?"]],
    ["Save $5,000 for an emergency fund", "$5,000 in a separate savings account", "Save $1,000 in the first quarter", ["I saved 600", "$600 so far", "What if I have an unexpected expense?", "Done, I saved $1,000"]],
    ["Cut monthly spending", "Spending under $2,000 a month", "Review subscriptions and cancel what I don't use", ["Where do I start?", "I cancelled Netflix and the gym", "Is $14 a month too much for Spotify?", "done"]],
    ["Reach B1 Spanish", "Pass a B1 mock test", "Learn 20 new words a day", ["Which app is best?", "I learned 15 words today", "How do I stop forgetting them?", "Hola, ya termin\u00e9"]],
    ["Reach B1 Spanish", "Pass a B1 mock test", "Have a 30-minute conversation with a tutor", ["What should I talk about?", "What if I freeze and can't speak?", "I had the call, it went well", "What should I do next?"]],
    ["Learn Japanese hiragana", "All 46 hiragana read without help", "Learn the first 10 hiragana", ["How long will this take?", "Any tips?", "I know 6 of 10", "All 10 done"]],
    ["Move to Berlin", "Moved into the new flat by 1 June", "Give notice on the current flat", ["How much notice do I need?", "What should the letter say?", "I sent the letter today", "Do I need to send it by registered mail?"]],
    ["Move to Berlin", "Moved into the new flat by 1 June", "Pack the kitchen", ["What if I run out of boxes?", "I packed 5 boxes", "Should I pack the fridge food?", "done with the kitchen"]],
    ["Move to Berlin", "Moved into the new flat by 1 June", "Register the new address", ["What documents do I need?", "What if the appointment is booked out?", "I got an appointment for Tuesday", "thanks"]],
    ["Move to Berlin", "Moved into the new flat by 1 June", "Book movers for moving day", ["What if it snows on moving day?", "I booked them for \u20ac900", "Is that expensive?"]],
    ["Write a novel draft", "80,000-word first draft", "Write 1,000 words of chapter 3", ["I have writer's block", "I wrote 400 words", "What if the chapter is bad?", "I wrote the rest, 1,050 words total"]],
    ["Write a novel draft", "80,000-word first draft", "Outline the plot in 10 bullet points", ["Can you give me an example?", "What if I change my mind about the ending later?", "Done"]],
    ["Start a blog", "4 posts published", "Publish the first post", ["How long should the post be?", "What should I write about?", "I published it!", "What's next?"]],
    ["Write my thesis", "Thesis submitted by 30 June", "Write the literature review", ["How many sources do I need?", "I'm overwhelmed", "I have written half of it", "Is this enough?"]],
    ["Get fit for hiking", "Hike 20 km with 800 m climb", "Do a 10 km hike with a backpack", ["What should I pack?", "What if it rains?", "What if I get lost?", "Hiked 10.5 km, tired but fine"]],
    ["Pay off credit card debt", "Credit card balance at $0", "Pay $300 extra this month", ["Should I pay this or save?", "I paid 300", "It was $300", "What next?"]],
    ["Move to Berlin", "Moved into the new flat by 1 June", "Hand over the old flat", ["How do I get my deposit back?", "What if the landlord refuses to return the deposit?", "The handover is done", "thank you"]],
];

describe('offline step chat: twenty whole chats say each thing once', () => {
  it.each(CHATS)('%s / %s / %s', async (todo, criteria, step, messages) => {
    const replies = (await converse({ todo, criteria, step }, messages)).map((r) => r.response);
    const all = replies.join(' ');
    // How to finish is said once per chat, and nothing is promised that the offline chat cannot do.
    expect(all.split('When the step is finished, tell me').length).toBeLessThanOrEqual(2);
    expect(all).not.toContain("I'll take that part");
    // No reply says a sentence twice, and no two replies are the same.
    for (const reply of replies) {
      const said = reply.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20);
      expect(new Set(said).size).toBe(said.length);
    }
    expect(new Set(replies).size).toBe(replies.length);
  });
});
