import type { QaPair } from '../../domain/planning';
import { planner } from '../support/offlinePlans';

/** A running odyssey whose description states where the person stands, the race and an old injury. */
const halfMarathon = {
  title: 'Run a half marathon in under 2 hours',
  description: 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.',
};

/** What the person answered when the odyssey's missions were generated. */
const answered: QaPair[] = [
  {
    question: 'Why does running a half marathon in under 2 hours matter to you, and how will your life feel different when you get there?',
    answer: 'I want to prove to myself I can stick with something hard',
  },
  { question: 'You mentioned three times a week: which days and times will you protect for it?', answer: 'Tuesday and Thursday 7am, Sunday long run' },
];

const missionQuestionsOf = async (title: string, answers: QaPair[] = [], odyssey = halfMarathon) =>
  (await planner.missionQuestions({ title, description: '', odyssey: { ...odyssey, answers } })).questions;

describe("offline planner: a mission's questions never ask its odyssey's why", () => {
  it.each(['Build the base', 'Increase the load', 'Peak for a half marathon in under 2 hours', 'Make it a lifestyle'])('"%s" asks no why', async (title) => {
    const questions = await missionQuestionsOf(title);

    expect(questions.join(' ')).not.toMatch(/\bwhy\b|matter to you/i);
    expect(questions.length).toBeGreaterThanOrEqual(4);
  });

  it('nor does a money mission ask what the most important money goal is, and why, when it needs questions in place of those answered', async () => {
    const money = { title: 'Get my finances in order', description: '' };
    const answers = [
      { question: 'What exact amount does "Build a monthly budget" involve (to save, pay off or invest), and by when?', answer: 'Save 300 a month from March' },
      { question: 'How much can you set aside each month without hurting essentials?', answer: '300' },
      { question: 'How do you track money today (bank app, spreadsheet, budgeting app)?', answer: 'My bank app' },
    ];
    const questions = await missionQuestionsOf('Build a monthly budget', answers, money);

    expect(questions.join(' ')).not.toMatch(/\bwhy\b|bank app|set aside each month/i);
    expect(questions.length).toBeGreaterThanOrEqual(3);
  });
});

describe("offline planner: a mission's questions build on the answers its odyssey got", () => {
  it('says back the days and times the odyssey was given and asks only how long the sessions can be', async () => {
    const questions = await missionQuestionsOf('Build the base', answered);

    expect(questions.join(' ')).not.toMatch(/which days and times will you protect|How many days per week/);
    expect(questions).toContain('You mentioned "Tuesday and Thursday 7am, Sunday long run": how long can each session be?');
  });

  it('asks nothing on days and times when the answer already says how long the sessions are', async () => {
    const withLength = [{ ...answered[1], answer: 'Tuesday and Thursday 7am for 45 minutes, Sunday long run of 90 minutes' }];
    const questions = await missionQuestionsOf('Build the base', withLength);

    expect(questions.join(' ')).not.toMatch(/days and times|days per week|each session|Tuesday/);
    expect(questions.length).toBeGreaterThanOrEqual(4);
  });

  it('does not ask again a question the odyssey got an answer to, word for word', async () => {
    const gear = [{ question: 'Where will you train, and what equipment or budget do you have?', answer: 'Along the river, I have good shoes' }];
    const questions = await missionQuestionsOf('Build the base', gear);

    expect(questions.join(' ')).not.toMatch(/equipment/);
  });

  it('does not ask about injuries when the odyssey was told about them', async () => {
    const limits = [{ question: 'Do you have injuries, health conditions or limits the plan must respect?', answer: 'The knee is fine now, the physio cleared me' }];
    const questions = await missionQuestionsOf('Build the base', limits);

    expect(questions.join(' ')).not.toMatch(/injuries, health conditions|knee/i);
  });

  it('does not ask the date again when the odyssey was asked whether it is fixed', async () => {
    const date = [{ question: 'You mentioned "in October 2027": is that date fixed, and what should be ready well before it?', answer: 'Fixed, 18 October' }];
    const questions = await missionQuestionsOf('Build the base', date);

    expect(questions.join(' ')).not.toMatch(/October 2027|is that date fixed|exact target and the date/);
  });
});

describe('offline planner: a limit the odyssey states', () => {
  it('turns the injuries question into a follow-up on the knee strain', async () => {
    const questions = await missionQuestionsOf('Build the base');

    expect(questions).not.toContain('Do you have injuries, health conditions or limits the plan must respect?');
    expect(questions).toContain('You had a knee strain last year: does it still bother you, and what did the physio or doctor say?');
  });

  it('asks what the plan must do about a limit the person still has', async () => {
    const questions = await missionQuestionsOf('Build the base', [], { title: halfMarathon.title, description: 'My knee sometimes hurts after long runs.' });

    expect(questions).toContain('Your knee sometimes hurts after long runs: what must the plan do or avoid because of it?');
  });
});

describe('offline planner: odyssey questions quote the person whole', () => {
  it('keeps a pace with its colon, and asks what the title does not already say', async () => {
    const { questions } = await planner.odysseyQuestions(halfMarathon);

    const standing = questions.find((q) => q.startsWith('You run 5 km'));
    expect(standing).toMatch(/^You run 5 km three times a week at about 6:30 per km: /);
    expect(questions.join(' ')).not.toMatch(/long-term target/);
  });
});
