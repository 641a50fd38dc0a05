import { titleWork } from '../../planner/offline/titleWork';
import { workTypeOf } from '../../planner/offline/workType';
import { planner } from '../support/offlinePlans';

/** "Book club meeting" names an event to go to; "Book the venue" is a booking. The verb that leads a compound noun is that noun. */

const stepTitlesOf = async (title: string) => (await planner.todoSteps({ title, description: '', success_criteria: '' })).steps.map((s) => s.title);
const BOOKING_STEPS = ['Compare two or three options', 'Get it confirmed in writing', 'Fix the dates and what you need'];

describe('a title led by a noun that is also a verb', () => {
  it.each([
    ['Book club meeting', 'Hold the book club meeting'],
    ['Book club on Thursday', 'Go to the book club on Thursday'],
    ['Book fair with the kids', 'Go to the book fair with the kids'],
    ['Book launch party', 'Hold the book launch party'],
    ['Book swap at the library', 'Go to the book swap at the library'],
  ])('"%s" is the thing, done as "%s"', (title, work) => {
    expect(titleWork(title)).toBe(work);
  });

  it.each(['Book club meeting', 'Book fair with the kids', 'Book launch party'])('"%s" is planned with no booking steps', async (title) => {
    const steps = await stepTitlesOf(title);

    for (const booking of BOOKING_STEPS) expect(steps).not.toContain(booking);
    expect(workTypeOf(title)).not.toBe('booking');
  });

  it.each([
    ['Book the venue', 'Book the venue and get it confirmed in writing'],
    ['Book a table for Friday', 'Get it confirmed in writing'],
    ['Book club tickets for the final', 'Get it confirmed in writing'],
  ])('"%s" is still a booking', async (title, step) => {
    expect(await stepTitlesOf(title)).toContain(step);
    expect(workTypeOf(title)).toBe('booking');
  });
});

describe('a work that names its own day', () => {
  it.each([
    ['Book club on Thursday', 'Go to the book club on Thursday'],
    ['Long run on Sunday', 'Do the long run on Sunday'],
  ])('"%s" is told its day once', async (title, work) => {
    const step = (await planner.todoSteps({ title, description: '', success_criteria: '' })).steps.find((s) => s.title === work);

    expect(step?.description.match(/on (?:Thursday|Sunday)/gi)).toHaveLength(1);
  });
});
