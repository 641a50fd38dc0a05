import type { StepChatInput } from '../../commands/ports/planner';
import { converseOn } from '../support/offlineStepChat';

type Plan = { todo: StepChatInput['todo']; steps: Array<{ title: string; status: 'pending' | 'in_progress' | 'completed' }>; step: string };

/** One chat on one step of a planned todo (the todo with its due date when set, its steps in plan order), on the given day if any. */
const askOn = (plan: Plan, today: string | undefined, ...messages: string[]) =>
  converseOn({ todo: plan.todo, step: { title: plan.step, description: null, status: 'pending' }, steps: plan.steps, today, evidence: [], findings: [] }, messages);
const ask = (plan: Plan, ...messages: string[]) => askOn(plan, undefined, ...messages);

const CHECK = 'Check the result against the success criteria';
const WEEKDAY = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/;

/**
 * A todo's plan with the chat on `step`: the steps in order, those marked `done:` completed, then
 * the final check; the todo's due date when given.
 */
function plan(todo: string, criteria: string, due: string | undefined, step: string, steps: string[]): Plan {
  const planned = steps.map((title) => (title.startsWith('done:') ? { title: title.slice(5), status: 'completed' as const } : { title, status: 'pending' as const }));
  return { todo: { title: todo, description: null, success_criteria: criteria, ...(due ? { due_date: due } : {}) }, steps: [...planned, { title: CHECK, status: 'pending' }], step };
}

const tomatoes = plan('Grow tomatoes on the balcony', 'Six seedlings ready to plant out', '2027-03-20', 'Sow the tomato seeds', [
  'done:Buy seed compost and trays',
  'Sow the tomato seeds',
  'Label each tray',
  'Put the trays on a warm windowsill',
]);
const airport = plan('Fly to Lisbon for the conference', 'At the gate before boarding', '2027-05-14T23:59:59.999Z', 'Drive to the airport', ['Pack the carry-on bag', 'Drive to the airport']);
const movers = plan('Move to Berlin', 'Moved into the new flat by 1 June', undefined, 'Book the movers', ['done:Get three quotes from movers', 'Book the movers', 'Pack the kitchen']);
const nursery = plan('Find a nursery place for Maya', 'A nursery place confirmed in writing', undefined, 'Call three nurseries about places', [
  'Call three nurseries about places',
  'Visit the two closest nurseries',
]);

describe('offline step chat: when to do the step', () => {
  it('answers "When should I sow them?" with the todo\'s due date and the step that comes next, and names the weather as what it cannot know', async () => {
    const [reply] = await ask(tomatoes, 'When should I sow them?');

    expect(reply.response).toContain('Before Saturday 20 March 2027, when "Grow tomatoes on the balcony" is due');
    expect(reply.response).toContain('the next step, "Label each tray"');
    expect(reply.response).toMatch(/can't know offline is the weather and the last frost date where you are/);
    expect(reply.response).not.toContain("can't answer");
    expect(reply.step_completed).toBe(false);
  });

  it('says a due date that has passed has passed, and asks for it soon or for a new date, instead of "before" a day gone by', async () => {
    const [late] = await askOn(tomatoes, '2027-03-24', 'When should I sow them?');
    expect(late.response).toContain('"Grow tomatoes on the balcony" was due Saturday 20 March 2027, 4 days ago');
    expect(late.response).toContain('give the todo a new due date you can keep');
    expect(late.response).not.toContain('Before Saturday 20 March 2027');
    const [onTheDay] = await askOn(tomatoes, '2027-03-20', 'When should I sow them?');
    expect(onTheDay.response).toContain('Today: "Grow tomatoes on the balcony" is due today');
  });

  it('answers "What time should I leave?" with the day the plan has, says it holds no time of day, and leaves the journey to a route planner', async () => {
    const [reply] = await ask(airport, 'What time should I leave?');

    expect(reply.response).toContain('Before Friday 14 May 2027, when "Fly to Lisbon for the conference" is due');
    expect(reply.response).toContain('It comes after "Pack the carry-on bag", which is still open.');
    expect(reply.response).toContain('The plan holds days, not times of day');
    expect(reply.response).toMatch(/traffic, the timetable or how long the journey takes you/);
    expect(reply.response).not.toMatch(/\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bhours? before\b/i);
  });

  it('answers "How early should I book?" from the deadline the todo names, not with how to book', async () => {
    const [reply] = await ask(movers, 'How early should I book?');

    expect(reply.response).toContain('Before the todo\'s deadline, "by 1 June"');
    expect(reply.response).toContain('the next step, "Pack the kitchen"');
    expect(reply.response).toContain('how quickly their free dates are taken');
    expect(reply.response).not.toContain("can't answer");
  });

  it('answers "When is the best time to call them?" without a date to give: it says so, gives the order, and invents no day', async () => {
    const [reply] = await ask(nursery, 'When is the best time to call them?');

    expect(reply.response).toContain('"Find a nursery place for Maya" has no due date, so the plan gives "Call three nurseries about places" no day');
    expect(reply.response).toContain('In the plan it comes before "Visit the two closest nurseries"');
    expect(reply.response).toContain('their opening hours or when they answer the phone');
    expect(reply.response).not.toMatch(WEEKDAY);
    expect(reply.response).not.toContain("can't answer");
  });

  it('answers "when should i book them" typed without its question mark as the question it is', async () => {
    const [reply] = await ask(movers, 'when should i book them');

    expect(reply.response).toContain('Before the todo\'s deadline, "by 1 June"');
    expect(reply.response).not.toContain('Thanks for the update');
  });

  it('answers a timing question asked again with "I answered that above"', async () => {
    const [, again] = await ask(tomatoes, 'When should I sow them?', 'So when should I sow them?');

    expect(again.response).toContain('I answered that above: "Before Saturday 20 March 2027');
  });
});
