import { planner, todoTitlesOf } from '../support/offlinePlans';

/**
 * The person's answers to a goal's questions, read as they meant them: the outcome they want is
 * where the plan leads, and a day they give is when it happens, neither a todo of its own.
 */
/** The todos planned with each answer given to the question the planner asked in its place. */
async function todoTitles(title: string, description: string, answers: string[]) {
  const { questions } = await planner.missionQuestions({ title, description });
  return todoTitlesOf(title, description, answers.map((answer, i) => ({ question: questions[i] ?? `Question ${i + 1}?`, answer })));
}

describe('answers in an offline plan', () => {
  it.each([
    ['Study for the AWS Solutions Architect exam', 'I use AWS at work but never studied for a certification.', ['Pass the Associate exam', 'Exam on 20 February', '1 hour on weekdays'], 'Pass the Associate exam'],
    ['Get a job as a data analyst', 'I finish my statistics degree in June.', ['Get the offer from a fintech', 'Within 6 months', '10 hours per week'], 'Get the offer from a fintech'],
    ['Make our garden a place to relax', 'A small back garden that is mostly lawn.', ['Have a quiet corner with a bench and lots of herbs', 'By June', 'Weekends'], 'Have a quiet corner with a bench and lots of herbs'],
  ])('does not list the outcome "%s" answers to the question about success as a todo', async (title, description, answers, outcome) => {
    const todos = await todoTitles(title, description, answers);

    expect(todos).not.toContain(outcome);
    expect(todos.length).toBeGreaterThanOrEqual(4);
  });

  it('does not list a start day given as an answer as a todo', async () => {
    const todos = await todoTitles('Quit smoking', 'I smoke about 10 a day, mostly at work breaks and with coffee.', ['Start on 1 January', 'Smoke free for good']);

    expect(todos).not.toContain('Start on 1 January');
  });

  it.each([
    ['Learn to swim before summer', 'I am 34 and cannot swim at all.', ['I cannot swim a single length', 'By June', 'Twice a week, 45 minutes'], 'Twice a week, 45 minutes'],
    ['Read 24 books this year', '', ['Two books a month, finished', 'By 31 December', 'Half an hour a day'], 'Half an hour a day'],
    ['Organise a family reunion for 40 people in August', '', ['Everyone comes and has a good day', 'Saturday 14 August'], 'Saturday 14 August'],
    ['Pay off my 8000 student loan in two years', '', ['Yes, two years', 'I earn 2600 EUR net; rent and bills are 1500 EUR'], 'Rent and bills are 1500 EUR'],
    ['Move in with my partner in March', 'We both rent; we want to find a new two-bedroom flat together.', ['From two flats in Utrecht to one, moving on 1 March'], 'From two flats in Utrecht to one, moving on 1 March'],
  ])('does not list how often, when or how much an answer to "%s" says as a todo', async (title, description, answers, fact) => {
    const todos = await todoTitles(title, description, answers);

    expect(todos).not.toContain(fact);
  });

  it('still lists work the person names in an answer to another question', async () => {
    const todos = await todoTitles('Study for the AWS Solutions Architect exam', 'I use AWS at work but never studied for a certification.', [
      'Pass the Associate exam',
      'Exam on 20 February',
      'Book a practice exam with the official provider',
    ]);

    expect(todos).toContain('Book a practice exam with the official provider');
  });
});
