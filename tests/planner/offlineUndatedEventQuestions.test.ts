import { odysseyQuestionsOf, planner } from '../support/offlinePlans';

/** An event whose date the person does not know is asked about. */

describe('an event whose date the person does not know', () => {
  it('asks for the date of the final submission they ask about', async () => {
    const questions = await odysseyQuestionsOf('Apply to a master programme in Berlin', 'When is the final submission?');

    expect(questions.filter((q) => /\bfinal submission\b/i.test(q) && /\bdate\b/i.test(q))).toHaveLength(1);
  });

  it('asks for the date of the application deadline they say is not known', async () => {
    const questions = (await planner.missionQuestions({ title: 'Submit the grant application', description: 'The application deadline is not known yet.' })).questions;

    expect(questions.filter((q) => /\bapplication deadline\b/i.test(q))).toHaveLength(1);
    expect(questions.join(' ')).not.toMatch(/By when do you want it done/);
  });

  it('asks it once, in place of the question on when', async () => {
    const asked = await odysseyQuestionsOf('Apply to a master programme in Berlin', 'When is the final submission?');
    const plain = await odysseyQuestionsOf('Apply to a master programme in Berlin', '');

    expect(asked).toHaveLength(plain.length);
    expect(asked.join(' ')).not.toMatch(/What time frame do you have in mind/);
  });

  it('says back the date of the final submission the person gave, not asking it again', async () => {
    const questions = await odysseyQuestionsOf('Finish my thesis', 'The final submission is on 1 June 2027.');

    expect(questions.join(' ')).not.toMatch(/^When is the final submission/m);
    expect(questions.join(' ')).toMatch(/1 June 2027/);
  });
});
