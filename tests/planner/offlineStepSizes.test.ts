import type { StepChatInput } from '../../commands/ports/planner';
import { asksForSize, stepQuestionKind } from '../../planner/offline/stepQuestion';
import { planner } from '../support/offlinePlans';
import { converse, converseOn } from '../support/offlineStepChat';

/**
 * "How long should my long run be?", "How many words should it be?": a question about the size
 * of a thing is answered from what the plan's own texts say about it, quoted with where they
 * stand, and the usual size of that kind of work; the reply says plainly when the plan sets no
 * figure, and never gives a figure as the plan's that its texts do not hold.
 */

/** Sunday 29 November 2026. */
const now = new Date('2026-11-29T09:00:00Z');
const HALF_MARATHON = {
  title: 'Run my first half marathon',
  description: 'I jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking. My knee sometimes hurts after long runs.',
};

/** The todo "Write a weekly training plan" as the offline planner writes it for the half marathon's first mission, with its steps. */
async function trainingPlanTodo() {
  const { missions } = await planner.odysseyMissions({ odyssey_title: HALF_MARATHON.title, odyssey_description: HALF_MARATHON.description, qa_pairs: [{ question: 'Time?', answer: 'About 4 hours a week' }], now });
  const { todos } = await planner.missionTodos({ mission_title: missions[0].title, mission_description: missions[0].description, qa_pairs: [], now, odyssey: HALF_MARATHON });
  const todo = todos.find((t) => t.title === 'Write a weekly training plan');
  if (!todo) throw new Error(`no training plan in ${todos.map((t) => t.title).join(', ')}`);
  const { steps } = await planner.todoSteps({ title: todo.title, description: todo.description, success_criteria: todo.success_criteria });
  return { todo: { title: todo.title, description: todo.description, success_criteria: todo.success_criteria }, steps };
}

/** The first reply to a message on a step of the training plan. */
async function askOnTrainingPlan(stepTitle: string, message: string) {
  const { todo, steps } = await trainingPlanTodo();
  const step = steps.find((s) => s.title === stepTitle);
  if (!step) throw new Error(`no step "${stepTitle}" in ${steps.map((s) => s.title).join(', ')}`);
  const chat: Omit<StepChatInput, 'history' | 'message'> = { todo, step: { title: step.title, description: step.description, status: 'pending' }, evidence: [], findings: [] };
  return (await converseOn(chat, [message]))[0].response;
}

describe('offline step chat: the size of a thing in a half-marathon plan', () => {
  it.each(['How long should my long run be?', 'How many km per week should I run?'])('answers "%s" from the plan\'s own texts and the 10%% rule', async (message) => {
    const reply = await askOnTrainingPlan('Set week one from what you can do now', message);

    expect(reply).not.toContain("can't answer");
    // The plan sets no distance: said plainly, with what it does say, quoted and placed.
    expect(reply).toContain('Your plan sets no figure for this yet.');
    // What restates the rule below, or names no figure or limit of the thing asked, is not quoted back.
    expect(reply).not.toContain('Make the longest session');
    expect(reply).toMatch(/start (?:the long run at|from) the distance you (?:can )?run/);
    expect(reply).toContain("put it in the step's title");
  });

  it('starts from the odyssey\'s own words: where the person stands, the race, the knee', async () => {
    const { todo } = await trainingPlanTodo();
    const chat: Omit<StepChatInput, 'history' | 'message'> = {
      todo,
      step: { title: "Do this week's long run", description: null, status: 'pending' },
      mission: { title: 'Build the base', description: 'Measure the baseline, plan the weeks around 4 hours a week and make training a habit.' },
      odyssey: HALF_MARATHON,
      evidence: [],
      findings: [],
    };
    const [long, weekly] = (await converseOn(chat, ['How long should my long run be?', 'How many km per week should I run?'])).map((r) => r.response);

    for (const reply of [long, weekly]) {
      // The odyssey's "5 km at most" is where the person starts, not a size the plan sets.
      expect(reply).toContain('Your plan sets no figure for this yet. What it says that bears on it: ');
      // Said back to the person in their own words, not quoted as a document.
      expect(reply).toContain('you jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking');
      // The mission's own sentence names no distance: not quoted.
      expect(reply).not.toContain('Measure the baseline');
      expect(reply).toContain("put it in the step's title");
      // A limit of the body on what is asked about is quoted (the plan's todo says it back) before a time budget said twice.
      if (reply === long) expect(reply).toContain('your knee sometimes hurts after long runs');
    }
    expect(long).toContain('Before a half marathon (21.1 km) the longest run is usually 16 to 18 km');
    expect(weekly).toContain('start from the distance you run in a normal week now');
  });

  it('answers on the plan\'s first step of the todo too, not with a generic reply', async () => {
    const reply = await askOnTrainingPlan('Pick your training days and times', 'How long should my long run be?');

    expect(reply).not.toContain("can't answer");
    expect(reply).toContain('Your plan sets no figure for this yet.');
    expect(reply).toContain('about 10% a week');
  });

  it('gives the half marathon\'s longest run only where the plan is about a half marathon', async () => {
    const exchange = { todo: 'Train for the city half marathon', criteria: 'Half marathon finished on 19 April without walking', step: "Do this week's long run" };
    const [long, weekly] = (await converse(exchange, ['How long should my long run be?', 'How many km per week should I run?'])).map((r) => r.response);

    expect(long).toContain('Before a half marathon (21.1 km) the longest run is usually 16 to 18 km');
    expect(long).toContain('Your plan sets no figure for this yet.');
    expect(weekly).toContain('start from the distance you run in a normal week now');
    // A 10 km plan is told no half marathon's figures.
    const [ten] = await converse({ todo: 'Run a 10 km race', criteria: '10 km race finished', step: "Do this week's long run" }, ['How long should my long run be?']);
    expect(ten.response).not.toContain('half marathon');
  });

  it('quotes the figure the step sets as the plan\'s, and asks for none', async () => {
    const [reply] = await converse({ todo: 'Train for a half marathon', criteria: 'Half marathon finished under 2 hours', step: 'Do the weekly long run of 15 km' }, ['How long should my long run be?']);

    expect(reply.response).toContain('Your plan says: "Do the weekly long run of 15 km" (the step)');
    expect(reply.response).not.toContain('no figure');
    expect(reply.response).not.toContain("put it in the step's title");
  });
});

describe('offline step chat: the size of a thing in other kinds of work', () => {
  it.each([
    [{ todo: "Give the best man's speech", criteria: 'Speech given at the wedding on 12 June', step: 'Write the first draft of the speech' }, 'How long should the speech be?', /130 words a minute.*3 to 5 minutes/],
    [{ todo: "Give the best man's speech", criteria: 'Speech given at the wedding on 12 June', step: 'Write the first draft of the speech' }, 'How many words should it be?', /about 400 to 650 words/],
    [{ todo: 'Apply for the UX job at Acme', criteria: 'Application sent by Friday', step: 'Write the cover letter' }, 'How many words should it be?', /250 to 400 words/],
    [{ todo: 'Start a blog', criteria: '4 posts published', step: 'Publish the first post' }, 'How long should the post be?', /800 to 1,500 words/],
    [{ todo: 'Make the garden low-maintenance', criteria: 'Garden needs under 1 hour a week', step: 'Mulch the flower beds' }, 'How thick should the mulch be?', /5 to 8 cm deep/],
  ])('answers a size question on "%s" with the usual size of that work', async (exchange, message, size) => {
    const [reply] = await converse(exchange, [message]);

    expect(reply.response).toMatch(size);
    expect(reply.response).not.toContain("can't answer");
    expect(reply.response).not.toContain('focused session');
  });

  it('quotes the size the todo sets, from its success criteria', async () => {
    const [reply] = await converse({ todo: 'Write the history essay', criteria: 'Essay of 2,000 words handed in', step: 'Write the first draft' }, ['How long should the essay be?']);

    expect(reply.response).toContain('Your plan says: "Essay of 2,000 words handed in" (the todo\'s success criteria).');
    expect(reply.response).not.toMatch(/no figure|decide it from/);
  });

  it('says plainly when neither the plan nor the usual sizes give a figure, and what to decide it from', async () => {
    const [reply] = await converse({ todo: 'Run the street cleanup', criteria: 'Twenty neighbours came to the cleanup', step: 'Make a poster' }, ['How big should the poster be?']);

    expect(reply.response).toContain('Your plan sets no figure for this yet.');
    expect(reply.response).toContain('decide it from what it is for ("Twenty neighbours came to the cleanup")');
    expect(reply.response).not.toMatch(/\d+ (?:cm|mm|inches)/);
  });

  it.each([
    // A pace or a stretch of time is a "how long" question, not a size.
    ['How many words a day should I write?', 'duration', false],
    ['How long should a session be?', 'duration', false],
    ['How far should I run?', null, true],
    ['How many km per week should I run?', null, true],
    ['How many words should it be?', null, true],
    ['What length should it be?', null, true],
  ])('reads "%s" as a %s question (a size: %s)', (message, kind, size) => {
    expect([stepQuestionKind(message), asksForSize(message)]).toEqual([kind, size]);
  });
});
