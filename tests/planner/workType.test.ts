import { workTypeOf, type WorkType } from '../../planner/offline/workType';

describe('work type of a todo, from its title', () => {
  const cases: Array<[string, WorkType]> = [
    ['Buy running shoes that fit', 'purchase'],
    ['Get the gear and a place to train', 'purchase'],
    ['Stock the pantry basics', 'purchase'],
    ['Book the venue', 'booking'],
    ['Confirm every supplier one week before', 'booking'],
    ['Confirm they have the problem', 'research'],
    ['Register and set up the basics', 'paperwork'],
    ['Apply to targeted positions', 'paperwork'],
    ['Talk to ten potential customers', 'conversation'],
    ['Get feedback from readers', 'conversation'],
    ['Hold the conversation and agree next steps', 'conversation'],
    ['Rehearse the conversation', 'conversation'],
    ['Decide the scope and the budget', 'decision'],
    ['Set the moving date and budget', 'decision'],
    ['Fix dates, destination and budget', 'decision'],
    ['Write a weekly training plan', 'plan'],
    ['Build a revision timetable', 'plan'],
    ['Set a writing routine', 'plan'],
    ['Write the first draft', 'document'],
    ['Keep a brag document', 'document'],
    ['Prepare the launch page and messaging', 'document'],
    ['Research the market rate', 'research'],
    ['Get quotes for the professional work', 'research'],
    ['Complete the first four weeks of training', 'session'],
    ['Cook a new dish each cooking evening', 'session'],
    ['Daily vocabulary with spaced repetition', 'session'],
    ['Sit full mock exams', 'session'],
    ['Make training a habit', 'session'],
    ['Go for a 5 km run', 'session'],
    ['Try three new recipes this week', 'session'],
    ['Measure your starting baseline', 'measure'],
    ['Repeat the baseline test', 'measure'],
    ['Keep a garden diary', 'measure'],
    ['Take the final test for Spanish', 'milestone'],
    ['Prepare beds or containers', 'make'],
    ['Do the work one job at a time', 'make'],
    ['Revise the draft', 'review'],
    ['Reach the target: a half marathon', 'milestone'],
    ['Publish or submit', 'milestone'],
    ['Set up recovery habits', 'other'],
    ['Work out the numbers', 'other'],
  ];

  it.each(cases)('"%s" is %s', (title, type) => {
    expect(workTypeOf(title)).toBe(type);
  });

  it('reads past a lead-in', () => {
    expect(workTypeOf('I need to buy a new bike')).toBe('purchase');
  });
});
