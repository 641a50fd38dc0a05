import type { QaPair } from '../../domain/planning';
import { classifyGoal } from '../../planner/offline/goalKinds';
import { missionPlanOf, now, planner, questionsOf } from '../support/offlinePlans';

/** A move into another role, its deadline in the title. */
const odyssey = { title: 'Move from support engineer to product manager by September 2027', description: '' };

/** What the person answered to the career odyssey's questions: the role, the gap and the weekly time. */
const answers: QaPair[] = [
  { question: 'Where do you want your career to be in two to three years?', answer: 'I want to become a product manager at a B2B SaaS company' },
  { question: 'Which skills, credentials or experience stand between you and where you want to be?', answer: 'My biggest gap is writing product specs and talking to customers' },
  { question: 'What time frame and what financial runway do you have for a change?', answer: 'I can give 5 hours a week' },
];

/** The todos of a mission of the odyssey, planned with no answers of its own. */
const todosOf = async (title: string, description = '', heard: QaPair[] = answers) =>
  (await planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs: [], odyssey: { ...odyssey, answers: heard }, now })).todos;

describe('offline planner: a move into a named role is a career goal', () => {
  it.each([[odyssey.title], ['Become a product manager'], ['Switch from teacher to UX designer'], ['Become a product owner by June 2027']])('plans "%s" as career', (title) => {
    expect(classifyGoal(title, '').kind.id).toBe('career');
  });

  it.each([['Become a dog owner by summer'], ['Become a first-time home owner by 2028']])('does not plan "%s" as career: an owner is no job', (title) => {
    expect(classifyGoal(title, '').kind.id).not.toBe('career');
  });
});

describe('offline planner: a career plan starts from the role the person states', () => {
  it('plans no mission to clarify the direction, and maps the role the answers name', async () => {
    const missions = (await missionPlanOf(odyssey.title, '', answers)).missions.map((m) => m.title);

    expect(missions).not.toContain('Clarify the direction');
    expect(missions[0]).toBe('Map the role of a product manager at a B2B SaaS company');
  });

  it('maps the role the title names when no answer names one', async () => {
    const missions = (await missionPlanOf(odyssey.title)).missions.map((m) => m.title);

    expect(missions[0]).toBe('Map the role of a product manager');
  });

  it('still clarifies the direction when no role is named', async () => {
    const missions = (await missionPlanOf('Change careers by 2028')).missions.map((m) => m.title);

    expect(missions[0]).toBe('Clarify the direction');
  });

  it("starts the first mission's todos from the role, not from defining it", async () => {
    const titles = (await todosOf('Map the role of a product manager at a B2B SaaS company')).map((t) => t.title);

    expect(titles).not.toContain('Define the target role');
    expect(titles[0]).toBe('Map what a product manager at a B2B SaaS company does day to day');
  });
});

describe("offline planner: a career mission's todos hear the odyssey's answers", () => {
  it('practises the gap the person named instead of a top skill gap to find', async () => {
    const todos = await todosOf('Build the proof', 'Close skill gaps and update CV, LinkedIn and portfolio.');
    const gap = todos.find((t) => t.title.startsWith('Practise'));

    expect(todos.map((t) => t.title)).not.toContain('Close the top skill gap');
    expect(gap?.title).toBe('Practise writing product specs: one real piece a week');
    expect(`${gap?.description} ${gap?.success_criteria}`).toMatch(/talking to customers/);
    expect(gap?.success_criteria).toMatch(/writing product specs/);
  });

  it('keeps the top skill gap to find when no answer names one', async () => {
    const titles = (await todosOf('Build the proof', 'Close skill gaps and update CV, LinkedIn and portfolio.', [])).map((t) => t.title);

    expect(titles).toContain('Close the top skill gap');
  });

  it('writes the weekly time the odyssey was given into a later mission', async () => {
    const todos = await todosOf('Run the search', 'Network, apply and interview by September 2027.');

    expect(todos.map((t) => t.description).join(' ')).toMatch(/5 hours a week/);
  });
});

/** The questions asked about a mission of the odyssey, its answers heard. */
const missionQuestionsOf = async (title: string, description = '', heard: QaPair[] = answers) =>
  (await planner.missionQuestions({ title, description, odyssey: { ...odyssey, answers: heard } })).questions;

describe("offline planner: a career mission's questions do not ask again for the role the person named", () => {
  it('says back the role an answer names and asks only the level and salary range', async () => {
    const questions = await missionQuestionsOf('Map the role of a product manager at a B2B SaaS company');

    expect(questions.join(' ')).not.toMatch(/\(role, title/);
    expect(questions[0]).toBe('You want to become a product manager at a B2B SaaS company: which level and what salary range do you have in mind?');
  });

  it("says back the role the odyssey's title names, and asks the level, the industry and the salary range", async () => {
    const questions = await missionQuestionsOf('Build the proof', 'Close skill gaps and update CV, LinkedIn and portfolio.', []);

    expect(questions[0]).toBe('You want to become a product manager: which level, which industry or kind of company, and what salary range do you have in mind?');
  });

  it('asks only the salary range of a role named with its level and its company', async () => {
    expect(await questionsOf('Get a job as a senior UX designer at a fintech startup')).toMatch(/^You want to become a senior UX designer at a fintech startup: what salary range do you have in mind\?/);
  });

  it('still asks for the role when none is named', async () => {
    expect(await questionsOf('Find a new job by March')).toMatch(/^What outcome do you want from "Find a new job by March" \(role, title, level, industry, salary range\)\?/);
  });
});
