import { ownActions } from '../../planner/offline/ownActions';
import { todoTitlesOf } from '../support/offlinePlans';

/** The actions a person lists in a description, each a todo of its own, however they joined them. */

describe('actions listed with commas', () => {
  it('reads "find a flat, give notice on my current one, and move my stuff" as three actions', () => {
    expect(ownActions('I start the new job on 1 February. I need to find a flat, give notice on my current one, and move my stuff.')).toEqual([
      'Find a flat',
      'Give notice on my current one',
      'Move my stuff',
    ]);
  });

  it.each([
    ['Book the flights, hotels and a car; then pack the bags', 'Book the flights, hotels and a car'],
    ['Measure the room, sand and fill; then order the paint', 'Measure the room, sand and fill'],
  ])('keeps "%s" one action where nothing after the comma acts on a thing of its own', (description, action) => {
    expect(ownActions(description)).toContain(action);
  });

  it('plans a move with each listed action as its own todo', async () => {
    const titles = await todoTitlesOf('Move to Manchester for my new job', 'I start the new job on 1 February. I need to find a flat, give notice on my current one, and move my stuff.');

    expect(titles).toContain('Give notice on my current one');
    expect(titles).not.toContain('Find a flat, give notice on my current one');
  });
});

describe('a wish listed with commas', () => {
  it('keeps "I want to order food, ask for directions and chat with locals" what a learner wants to be able to do, not todos', async () => {
    const titles = await todoTitlesOf('Learn Spanish for my trip to Mexico', 'I know a few words from school. I want to order food, ask for directions and chat with locals.');

    expect(titles).not.toContain('Order food');
  });
});

describe('a goal no family fits, with a wish in its description', () => {
  it('plans "Launch an Etsy shop for my pottery" in the general frame, not from "I want to sell online" alone', async () => {
    const titles = await todoTitlesOf('Launch an Etsy shop for my pottery', 'I make mugs and bowls at a shared studio. I want to sell online.');

    expect(titles).not.toContain('Sell online');
    expect(titles.length).toBeGreaterThanOrEqual(5);
  });
});

describe('an action the person lists that the field plans too', () => {
  it.each([
    ['Rent a van with friends', /^Book movers or a van$/],
    ['Hire a van for the day', /^Book movers or a van$/],
  ])('plans "%s" once, in the person\'s words', async (answer, fieldTodo) => {
    const titles = await todoTitlesOf('Move in with my partner in March', 'We both rent; we want to find a new two-bedroom flat together.', [{ question: 'Will you use movers or a van?', answer }]);

    expect(titles).toContain(answer);
    expect(titles.filter((t) => fieldTodo.test(t))).toEqual([]);
  });
});
