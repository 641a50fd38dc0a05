import { criterionToAction, isAction } from '../../planner/offline/actions';

describe('todo titles that start with an action', () => {
  it.each([
    'Celebrate the first ride without help',
    'Log 200 sea miles as skipper',
    'Log the session',
    'Drop donations at the charity shop',
    'Break the chapter into scenes',
    'Work out the numbers',
    'Work through the fundamentals of Python',
    'Line up help for the first weeks',
    'Back everything up',
    'Hand over the old home',
    'Wind down at home',
    'Reach out to your network',
    'Describe the offer and the customer',
    'Recruit volunteers',
    'Spread the word',
    'Sow and plant on a calendar',
    'Harvest, enjoy and plan the next season',
    'Repeat the baseline test',
    'Unpack the essentials',
    'Settle the method and gather the data',
    'Sit full mock exams',
    'Listen and read real material',
    'Re-test your level',
    'Batch-cook for busy evenings',
    'Wrap up after the event',
    'Enter the regional cat show',
    'Lay the brick base',
  ])('"%s" is an action', (title) => {
    expect(isAction(title)).toBe(true);
  });

  it.each(['Work permit and visa', 'Line manager informed', 'Back pain gone', 'Wind and rain gear', 'Hand luggage packed', 'Block of flats'])(
    '"%s" names a thing, not an action',
    (title) => {
      expect(isAction(title)).toBe(false);
    },
  );

  it('reads a criterion that names a thing in a state as the action on it: "Log book signed" is signing the log book', () => {
    expect(criterionToAction('Log book signed')).toBe('Sign the log book');
  });
});
