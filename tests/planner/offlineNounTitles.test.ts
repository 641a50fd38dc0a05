import { itPlansTheStepOfEach } from '../support/offlinePlans';

/**
 * Common todo titles that name a thing get the verb that thing takes in the step that does the
 * work ("Emergency fund" -> "Build the emergency fund"), and a title led by a verb and its
 * preposition keeps the preposition wherever the plan speaks of doing it ("applying for the job").
 */

describe('a title led by a verb and its preposition', () => {
  itPlansTheStepOfEach([['Apply for the job', 'Find out what applying for the job takes']], '"%s" is found out about as "%s"');
});

describe('a title that names a thing with its own verb', () => {
  itPlansTheStepOfEach(
    [
      ['Emergency fund', 'Build the emergency fund'],
      ['Visa application', 'Submit the visa application'],
      ['Car MOT', 'Take the car for its MOT'],
      ['Thank-you cards', 'Write the thank-you cards'],
      ['Parents evening', 'Go to the parents evening'],
      ['Inbox zero', 'Get to inbox zero'],
    ],
    '"%s" is done as "%s"',
  );
});

describe('a title whose work is done', () => {
  itPlansTheStepOfEach(
    [
      ['Meal prep', 'Do the meal prep'],
      ['Christmas shopping', 'Do the Christmas shopping'],
      ['School run', 'Do the school run'],
      ['Weekly review', 'Do the weekly review'],
      ['Laundry', 'Do the laundry'],
    ],
    '"%s" is still done as "%s"',
  );
});
