import { itPlansStepsOfEach, itPlansTheStepOfEach, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * Todos are often given a title of one or two words. The step that does the title's work reads as
 * English: a verb stays as it is written ("Meditate", "Sleep early"), a place one goes to or a
 * thing one gets takes its own verb ("Go to the dentist", "Get a haircut", "Renew the passport").
 */

/** "Do the" before what is not a chore that takes it: the step a title got when it was read as a thing. */
const doTheNonChore = (step: string) => /^Do the\b/.test(step) && !/^Do the (?:laundry|dishes|taxes)\b/.test(step);
const itsWorkStep = (rows: Array<[title: string, work: string]>, name: string) => itPlansTheStepOfEach(rows, name, doTheNonChore);

describe('a title that is a verb alone or with how or when', () => {
  itsWorkStep(
    [
      'Volunteer', 'Exercise', 'Meditate', 'Journal', 'Stretch', 'Garden', 'Babysit', 'Vacuum', 'Shop', 'Study', 'Swim', 'Travel', 'Network',
      'Paint', 'Knit', 'Hike', 'Camp', 'Fish', 'Dance', 'Pray', 'Rest', 'Compost', 'Recycle', 'Vote', 'Sleep early', 'Rest afterwards', 'Vote early',
    ].map((title): [string, string] => [title, title]),
    '"%s" is done as "%s"',
  );

  itsWorkStep(
    [
      ['Clean', 'Clean'],
      ['Run', 'Run'],
      ['Sing', 'Sing'],
      ['Read', 'Read'],
      ['Bake', 'Bake'],
    ],
    '"%s" is still done as "%s"',
  );
});

describe('a title that names where one goes or what one gets', () => {
  itsWorkStep(
    [
      ['Dentist', 'Go to the dentist'],
      ['Gym', 'Go to the gym'],
      ['Haircut', 'Get a haircut'],
      ['Car service', 'Get the car serviced'],
      ['Boiler service', 'Get the boiler serviced'],
      ['Oil change', 'Get the oil changed'],
      ['Passport renewal', 'Renew the passport'],
      ['Piano', 'Practise the piano'],
      ['Spanish', 'Practise Spanish'],
      ['Yoga', 'Do yoga'],
      ['Jury duty', 'Do jury duty'],
      ['Groceries', 'Buy the groceries'],
    ],
    '"%s" is done as "%s"',
  );
});

describe('a title whose work step already reads right', () => {
  it.each([
    ['Laundry', 'Do the laundry'],
    ['Dishes', 'Do the dishes'],
    ['Taxes', 'Do the taxes'],
    ['Long run of 18 km', 'Do the long run of 18 km'],
    ['Weekly meal plan', 'Make the weekly meal plan'],
    ['Travel insurance', 'Get travel insurance'],
    ['Garden shed', 'Build the garden shed'],
    ['Water bill', 'Pay the water bill'],
  ])('"%s" is still done as "%s"', async (title, work) => {
    expect(await stepTitlesOfTodo(todoOf(title))).toContain(work);
  });
});

describe('a noun made from a verb that no one else does to a thing', () => {
  it.each([
    ['Career change', 'Get the career changed'],
    ['Church service', 'Get the church serviced'],
  ])('"%s" is not done as "%s"', async (title, work) => {
    expect(await stepTitlesOfTodo(todoOf(title))).not.toContain(work);
  });
});

describe('the whole plan of a short title', () => {
  const CHECK = 'Check the result against the success criteria';
  itPlansStepsOfEach(
    [
      ['Meditate', ['Meditate', 'Log it the same day']],
      ['Sleep early', ['Sleep early']],
      ['Dentist', ['Go to the dentist']],
      ['Gym', ['Go to the gym', 'Log the session']],
      ['Passport renewal', ['Renew the passport', 'Keep a copy of everything']],
      ['Groceries', ['Compare before you pay', 'Buy the groceries']],
      ['Piano', ['Slow it down', 'Practise the piano']],
      ['Spanish', ['Practise with active recall', 'Practise Spanish']],
    ],
    '"%s" is planned as %j and the final check',
    (_, steps: string[]) => [...steps, CHECK],
  );
});
