import { classifyGoal } from '../../planner/offline/goalKinds';
import { odysseyQuestionsOf, questionsOf } from '../support/offlinePlans';

/** The career odyssey's questions when the person named no role. */
const unnamed = [
  'Where do you want your career to be in two to three years?',
  'What do you enjoy most and least in your work today?',
  'Which skills, credentials or experience stand between you and where you want to be?',
  'What time frame and what financial runway do you have for a change?',
  'Who could mentor, refer or advise you?',
];

/** A question asking where the person wants their career to go, which a role named answers. */
const DIRECTION_ASKED = /where do you want (?:your career )?to be|where you want to be|two to three years|what outcome do you want|which role\b/i;

describe('offline planner: a career odyssey whose title or description names the role says it back', () => {
  it('asks "Get a job as a data analyst" only what the role leaves open, in place of where the career should be', async () => {
    expect(await odysseyQuestionsOf('Get a job as a data analyst')).toEqual([
      'You want to become a data analyst: which level, which industry or kind of company, and what salary range do you have in mind?',
      'What do you enjoy most and least in your work today?',
      'Which skills, credentials or experience stand between you and becoming a data analyst?',
      'What time frame and what financial runway do you have for a change?',
      'Who could mentor, refer or advise you?',
    ]);
  });

  it('asks the direction in the words a mission of the same goal asks it', async () => {
    const [direction] = await odysseyQuestionsOf('Get a job as a data analyst');

    expect(await questionsOf('Get a job as a data analyst')).toContain(direction);
  });

  it.each([
    ['Become a product manager by September 2027', '', 'a product manager'],
    ['Move from support engineer to product manager by 2028', '', 'a product manager'],
    ['Work as a software engineer', '', 'a software engineer'],
    ['Switch to a career as a nurse', '', 'a nurse'],
    ['Change careers', 'I want to become a data scientist at a climate startup.', 'a data scientist at a climate startup'],
  ])('"%s" ("%s") is asked about %s, and no question asks the direction again', async (title, description, role) => {
    expect(classifyGoal(title, description).kind.id).toBe('career');
    const questions = await odysseyQuestionsOf(title, description);

    expect(questions[0]).toMatch(new RegExp(`^You want to become ${role}: .* do you have in mind\\?$`));
    for (const question of questions) expect(question).not.toMatch(DIRECTION_ASKED);
    expect(new Set(questions).size).toBe(questions.length);
    expect(questions.filter((q) => /which level|salary range/.test(q))).toHaveLength(1);
  });

  it('asks only what a role named with its level and place leaves open', async () => {
    const [direction] = await odysseyQuestionsOf('Change careers', 'I want to become a data scientist at a climate startup.');

    expect(direction).toBe('You want to become a data scientist at a climate startup: which level and what salary range do you have in mind?');
  });

  it('asks whether the date in the title is fixed, beside the role', async () => {
    const questions = await odysseyQuestionsOf('Become a product manager by September 2027');

    expect(questions).toContain('You mentioned "by September 2027": is that date fixed, and what should be ready well before it?');
  });
});

describe('offline planner: a career odyssey naming no role keeps asking where the career should be', () => {
  it.each([['Find a new job'], ['Change careers'], ['Build my career in tech']])('asks "%s" the career questions as they are', async (title) => {
    expect(await odysseyQuestionsOf(title)).toEqual(unnamed);
  });
});
