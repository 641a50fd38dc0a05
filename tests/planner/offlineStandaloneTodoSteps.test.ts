import { criterionStep, criterionToAction } from '../../planner/offline/actions';
import { TITLED_WORK_NOTE } from '../../planner/offline/framingSteps';
import { planner } from '../support/offlinePlans';

/** A todo a person created on its own (a title, an empty description, success criteria) gets steps that say how its work is done. */

const stepsOf = async (title: string, success_criteria: string, description = '') => (await planner.todoSteps({ title, description, success_criteria })).steps;
const titles = (steps: Array<{ title: string }>) => steps.map((s) => s.title);
const FINAL = 'Check the result against the success criteria';

describe('a todo whose title is a family todo with what it is for', () => {
  it('gets the family\'s written steps: "Write a weekly training plan for the half marathon"', async () => {
    const steps = await stepsOf('Write a weekly training plan for the half marathon', 'A plan on paper');
    const family = await stepsOf('Write a weekly training plan', 'Plan covers every week until the target date');

    expect(titles(steps)[0]).toBe('Pick your training days and times');
    expect(titles(steps)).toEqual(titles(family));
    // The criterion is checked as it is written, not turned into "Aim for a plan on paper".
    expect(steps[steps.length - 1].description).toContain('"A plan on paper"');
  });
});

describe('a todo no family writes', () => {
  it('gets the steps of getting quotes, worded with the firms its title names', async () => {
    const steps = await stepsOf('Get quotes from three moving companies', 'Three written quotes');

    expect(titles(steps)).toEqual(['List four or five moving companies', 'Send each the same details', 'Ask for each quote in writing', 'Compare the quotes side by side', FINAL]);
    // What movers need to quote the same job.
    expect(steps[1].description).toMatch(/both addresses, the moving date/);
  });

  it('gets the steps of finding a tutor: where to look, compare, a trial lesson, the weekly lessons', async () => {
    const steps = await stepsOf('Find a Spanish tutor', 'A tutor booked for weekly lessons');

    expect(titles(steps)).toEqual(['Look for Spanish tutors in two or three places', 'Compare them on price, times and reviews', 'Book a trial lesson', 'Book the weekly lessons', FINAL]);
  });

  it('gets the steps of preparing a toast: stories, a draft, timed aloud, rehearsed without notes', async () => {
    const steps = await stepsOf('Prepare the toast for my sister wedding', 'A 3 minute speech I can say without notes');

    expect(titles(steps)).toEqual(['Collect two or three stories', 'Write a draft of the toast', 'Read it aloud and time it', 'Rehearse until you can say it without notes', FINAL]);
    expect(steps[2].description).toContain('3 minutes');
  });

  it('gets the steps of a tradesperson, a purchase and paperwork, each with the title\'s own object', async () => {
    expect(titles(await stepsOf('Find a dog walker', 'Walker starts next week'))[0]).toBe('Ask around for a dog walker');
    expect(titles(await stepsOf('Buy running shoes', 'Under 150 EUR')).slice(0, 3)).toEqual(['Write down what you need from running shoes', 'Compare before you pay', 'Buy running shoes']);
    expect(titles(await stepsOf('Renew my passport', 'New passport')).slice(0, 3)).toEqual(['Find out what renewing my passport takes', 'Gather the documents', 'Renew my passport']);
  });

  it('puts the actions the person listed first and keeps a criterion no step covers', async () => {
    const steps = await stepsOf('Get quotes from three moving companies', 'Three written quotes\nMovers booked for 12 May', 'Ask Anna which firm she used.\nCheck the parking permit.');

    expect(titles(steps).slice(0, 3)).toEqual(['Ask Anna which firm she used', 'Check the parking permit', 'List four or five moving companies']);
    expect(titles(steps)).toContain('Book movers for 12 May');
    expect(titles(steps)[titles(steps).length - 1]).toBe(FINAL);
  });
});

describe('steps that do the work', () => {
  it('have no step that only restates the todo or turns a thing it names into a wrong verb', async () => {
    const todos: Array<[string, string]> = [
      ['Write a weekly training plan for the half marathon', 'A plan on paper'],
      ['Find a Spanish tutor', 'A tutor booked for weekly lessons'],
      ['Get quotes from three moving companies', 'Three written quotes'],
      ['Prepare the toast for my sister wedding', 'A 3 minute speech I can say without notes'],
    ];
    for (const [title, criteria] of todos) {
      const steps = await stepsOf(title, criteria);
      expect(steps.map((s) => s.description)).not.toContain(TITLED_WORK_NOTE);
      expect(titles(steps).filter((t) => /^(?:Write three quotes|Make sure an? |Aim for )/.test(t))).toEqual([]);
    }
  });

  it('reads a number before a participle as the noun it leads: "Three written quotes" is no "Write three quotes"', () => {
    expect(criterionToAction('Three written quotes')).not.toBe('Write three quotes');
    expect(criterionStep('Two signed copies')).toBe('Aim for two signed copies');
  });
});
