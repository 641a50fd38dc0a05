import { titleWork } from '../../planner/offline/titleWork';
import { planner } from '../support/offlinePlans';

/** The steps the offline planner writes from a todo's own words read like a person's plan: no label stands in for what to do. */

const stepsOf = async (title: string, success_criteria: string, description = '') => (await planner.todoSteps({ title, description, success_criteria })).steps;
const stepTitled = async (title: string, success_criteria: string, description: string, step: string) => {
  const found = (await stepsOf(title, success_criteria, description)).find((s) => s.title === step);
  expect(found).toBeDefined();
  return found?.description ?? '';
};
/** The labels plans used to carry in place of a description. */
const LABELS = /The work this todo names|From the todo description|^Success criterion:/;

describe('the step that does the work a title names', () => {
  it('says how and when to do it from what the todo gives: "Long run of 18 km" due Sunday at an easy pace', async () => {
    const said = await stepTitled('Long run of 18 km', 'Finished without cramps\nGel every 40 minutes', 'Easy pace. Due Sunday.', 'Do the long run of 18 km');

    expect(said).not.toMatch(LABELS);
    expect(said).toMatch(/Sunday/);
    expect(said).toMatch(/easy pace/i);
  });

  it.each([
    ['Weekly meal plan', 'Seven dinners planned\nShopping list written', ''],
    ['Learn to whistle a tune', 'Whistled a whole song', ''],
    ['Donate old clothes', 'Two bags dropped at the charity shop', ''],
    ['Sell the old sofa', 'Sold', 'By the end of the month'],
  ])('"%s" gets a description of its work, never a label', async (title, criteria, description) => {
    const steps = await stepsOf(title, criteria, description);

    expect(steps.filter((s) => LABELS.test(s.description))).toEqual([]);
  });
});

describe('a step taken from the todo description', () => {
  it('says how to go about that action, and each its own way', async () => {
    const steps = await stepsOf('Write the first chapter', 'Chapter of 3000 words', 'Outline the scenes. Write 500 words a day. Ask Ana to read it.');
    const own = ['Outline the scenes', 'Write 500 words a day', 'Ask Ana to read it'].map((title) => steps.find((s) => s.title === title)?.description ?? '');

    expect(own.filter((d) => d === '' || LABELS.test(d))).toEqual([]);
    expect(new Set(own).size).toBe(3);
    expect(own[1]).toMatch(/each day|every day|same time/i);
    expect(own[2]).toMatch(/Ana|them|answer|reply/i);
  });
});

describe("a success criterion's step", () => {
  it.each([
    ['Long run of 18 km', 'Finished 18 km\nHeart rate under 150', 'Keep the heart rate under 150', /watch|app|number|figure/i],
    ['Sell the old sofa', 'Sofa sold for at least 100 euros\nBuyer collects it', 'Sell the sofa for at least 100 euros', /receipt|payment|bank|amount/i],
    ['Weekly meal plan', 'Seven dinners planned\nShopping list written', 'Write the shopping list', /photo|link|save|fridge/i],
  ])('of "%s" says what to check and how to record it, not the criterion in a fixed frame', async (title, criteria, step, concrete) => {
    const said = await stepTitled(title, criteria, '', step);

    expect(said).not.toMatch(LABELS);
    expect(said).not.toMatch(/^Success criterion/);
    expect(said).toMatch(concrete);
  });
});

describe('a kickoff', () => {
  it.each([
    ['Build a raised garden bed', 'Frame square and level\nLined with membrane\nFilled with soil', /raised garden bed/],
    ['Long run of 18 km', 'Finished without cramps\nAverage pace under 6:30/km\nGel every 40 minutes', /long run of 18 km/],
    ['Write the literature review', '20 sources summarised\nThemes grouped\nGaps named', /literature review/],
    ['Research childcare options', 'Three nurseries compared\nCosts listed\nWaiting lists checked', /childcare options/],
    ['Measure my starting fitness', 'Resting heart rate noted\n5 km time noted\nWeight noted', /your starting fitness/],
    ['Edit the first draft', 'Plot holes fixed\nDialogue tightened\nTypos gone', /first draft/],
  ])('of "%s" says what to prepare in words of the work, never the title in quotes', async (title, criteria, work) => {
    const [kickoff] = await stepsOf(title, criteria);

    expect(kickoff.title).toBe('Plan the approach');
    expect(kickoff.description).not.toContain(`"${title}"`);
    expect(kickoff.description).not.toContain('"');
    expect(kickoff.description).toMatch(work);
  });
});

describe("the step doing a title's work, from the title", () => {
  it.each([
    ['Donate old clothes'],
    ['Donate blood'],
    ['Recycle old batteries'],
    ['Feed the cat'],
    ['Weed the garden'],
    ['Wash windows'],
    ['Reply to emails'],
    ['Volunteer at the food bank'],
    ['Book a table for four'],
    ['Call the bank'],
    ['Write a cover letter'],
    ['Clean the oven'],
    ['Sell the old sofa'],
    ['Fix the leaking tap'],
    ['Buy new running shoes'],
    ['Plan the weekend'],
  ])('"%s" starts with its verb: it is the action itself', (title) => {
    expect(titleWork(title)).toBe(title);
  });

  it.each([
    ['Long run of 18 km', 'Do the long run of 18 km'],
    ['Weekly meal plan', 'Make the weekly meal plan'],
    ['Sunday roast', 'Cook the Sunday roast'],
    ['Tax return', 'File the tax return'],
    ['Birthday present for Maria', 'Get the birthday present for Maria'],
    ['Water bill', 'Pay the water bill'],
  ])('"%s", a thing, gets the verb that does it: "%s"', (title, work) => {
    expect(titleWork(title)).toBe(work);
  });
});
