import { converse } from '../support/offlineStepChat';

/**
 * A step's chat answers with knowledge about the step's own work: a sourdough starter, sorting a
 * garage, a mortgage's documents, booking flights for a family visit; never with advice for
 * other work its family or its todo's words point at (a recipe, building work, a savings
 * account, interviewing a grandparent).
 */
describe('offline step chat: knowledge that fits the step', () => {
  const ask = (todo: string, step: string, criteria: string) => converse({ todo, step, criteria }, ['How do I do this?', 'How long will it take?']);

  it('a sourdough starter: feeding it daily, ready in days, not "cook the recipe once"', async () => {
    const [how, long] = await ask('Learn to bake sourdough', 'Make a starter', 'A loaf with an open crumb');
    expect(how.response).toMatch(/flour and water/);
    expect(how.response).not.toMatch(/recipe/);
    expect(long.response).toMatch(/5 to 10 days/);
  });

  it('sorting a garage: piles to keep, give away and bin, not "turn off power or water"', async () => {
    const [how, long] = await ask('Declutter the garage', 'Sort everything into keep, sell, bin', 'Car fits in the garage');
    expect(how.response).toMatch(/three piles/);
    expect(how.response).not.toMatch(/power or water|build/);
    expect(long.response).toMatch(/garage/);
  });

  it("a mortgage's documents: what lenders ask for, not how to open a savings account", async () => {
    const [how] = await ask('Apply for a mortgage', 'Gather payslips and bank statements', 'Mortgage offer in writing');
    expect(how.response).toMatch(/Lenders usually ask for/);
    expect(how.response).not.toMatch(/savings account/);
  });

  it('booking flights for a family visit: the travel knowledge, not questions for a grandparent; a step about her stories keeps those', async () => {
    const [how, long] = await ask('Visit grandma in Porto', 'Book the flights', 'Flights and stay booked');
    expect(how.response).toMatch(/what the fare includes/);
    expect(how.response).not.toMatch(/invite a story|sample lesson/);
    expect(long.response).toMatch(/one or two evenings/);
    const [stories] = await ask('Visit grandma in Porto', 'Prepare questions about her childhood', 'A recorded talk');
    expect(stories.response).toMatch(/invite a story/);
  });

  it('an interview: stories in the STAR shape, a mock interview, the note after; not a generic focused block', async () => {
    const todo = 'Prepare for my job interview next week';
    const [stories, storiesLong] = await ask(todo, 'Prepare stories for the likely questions', 'Interview done');
    expect(stories.response).toMatch(/STAR shape/);
    expect(stories.response).not.toMatch(/one focused block/);
    expect(storiesLong.response).toMatch(/About an hour to write them/);
    const [mock] = await ask(todo, 'Do a mock interview', 'Interview done');
    expect(mock.response).toMatch(/questions you expect plus two you did not prepare/);
    const [, noteLong] = await ask(todo, 'Give the interview and send a thank-you note', 'Interview done');
    expect(noteLong.response).toMatch(/Ten minutes for the note/);
  });
});
