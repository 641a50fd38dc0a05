import { planner } from '../support/offlinePlans';

/** Steps name the thing the todo is about: never "Book it" for a haircut, never the todo's title as a step of its own for a craft to learn. */

const stepsOf = async (title: string, success_criteria: string, description = '') => (await planner.todoSteps({ title, description, success_criteria })).steps;
const titles = (steps: Array<{ title: string }>) => steps.map((s) => s.title);
/** A step whose whole object is a pronoun: "Book it", "Do it". */
const BARE_PRONOUN = /^\S+\s+(?:it|them|this|that)$/i;

describe('a booking whose criterion says only that it is booked', () => {
  it('books the haircut, named, after choosing the salon and a time', async () => {
    const steps = titles(await stepsOf('Book a haircut', 'Booked'));

    expect(steps).toContain('Book a haircut');
    expect(steps.some((t) => /salon/i.test(t))).toBe(true);
    expect(steps.some((t) => /\btimes?\b/i.test(t))).toBe(true);
    expect(steps.filter((t) => BARE_PRONOUN.test(t))).toEqual([]);
  });

  it.each([
    ['Book a dentist appointment', 'Done'],
    ['Book a haircut', 'Booked for next week'],
  ])('"%s" with "%s" has no step whose object is a bare pronoun', async (title, criterion) => {
    expect(titles(await stepsOf(title, criterion)).filter((t) => BARE_PRONOUN.test(t))).toEqual([]);
  });
});

describe('learning to make or do a thing', () => {
  it('finds out what candles take, gets the materials, follows one guide, makes the first one the criterion names and notes what to change', async () => {
    const steps = await stepsOf('Learn to make candles', 'Made one candle');
    const said = titles(steps).join(' / ');

    expect(said).toMatch(/Find out what you need to make candles \/ Get the materials and tools for a first try \/ Follow one guide or class from start to finish \/ Make one candle \/ Note what to change next time/);
    expect(steps.map((s) => s.description).join(' ')).not.toMatch(/The work this todo names/);
  });

  it.each([
    ['Learn to make candles', 'Done'],
    ['Learn how to make soap', 'Soap made'],
    ['Learn to make jewellery', 'A pair of earrings'],
    ['Learn to do calligraphy', 'A card written'],
    ['Learn to do a handstand', 'Hold it for 10 seconds'],
    ['Learn to knit', 'Knitted a scarf'],
    ['Learn to sew a dress', 'Dress worn'],
  ])('"%s" gets a plan of its own, not the title restated', async (title, criterion) => {
    const steps = await stepsOf(title, criterion);

    expect(titles(steps)).not.toContain(title);
    expect(steps.map((s) => s.description).join(' ')).not.toMatch(/The work this todo names/);
    expect(titles(steps).filter((t) => BARE_PRONOUN.test(t))).toEqual([]);
    expect(titles(steps).some((t) => /guide or class/i.test(t))).toBe(true);
  });

  it('says the thing in the person\'s words: "a handstand" is done for the first time, with no materials to buy', async () => {
    const said = titles(await stepsOf('Learn to do a handstand', 'Hold it for 10 seconds'));

    expect(said).toContain('Do your first handstand');
    expect(said.join(' ')).not.toMatch(/materials/i);
  });

  it('makes the thing for the first time when no criterion says how many', async () => {
    expect(titles(await stepsOf('Learn to make candles', 'Done'))).toContain('Make candles for the first time');
  });

  it('buys no materials for making a website', async () => {
    expect(titles(await stepsOf('Learn to make a website', 'Site online')).join(' ')).not.toMatch(/materials/i);
  });

  it('keeps its recipe plan for a dish', async () => {
    expect(titles(await stepsOf('Learn to make sourdough bread', 'A loaf I am happy with'))[0]).toBe('Pick one beginner recipe and read it to the end');
  });
});
