import type { QaPair } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { classifyGoal } from '../../planner/offline/goalKinds';

/** The offline planner, as a person without a model gets it. */
export const planner = new OfflinePlanner();
/** Saturday 28 November 2026: the day the plans are made unless a test says otherwise. */
export const now = new Date('2026-11-28T09:00:00Z');

/** An answer given bare is the answer to the numbered question in its place. */
const qaPairsOf = (answers: Array<string | QaPair>): QaPair[] =>
  answers.map((answer, i) => (typeof answer === 'string' ? { question: `Question ${i + 1}?`, answer } : answer));

/** The todos planned for a mission; `day` null plans with no day given (no due dates can be read). */
export const planOf = (title: string, description = '', answers: Array<string | QaPair> = [], day: Date | null = now) =>
  planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs: qaPairsOf(answers), now: day ?? undefined });

/** The missions planned for an odyssey, read the same way as `planOf`. */
export const missionPlanOf = (title: string, description = '', answers: Array<string | QaPair> = [], day: Date | null = now) =>
  planner.odysseyMissions({ odyssey_title: title, odyssey_description: description, qa_pairs: qaPairsOf(answers), now: day ?? undefined });

/** The titles of the todos planned for a mission. */
export const todoTitlesOf = async (...request: Parameters<typeof planOf>) => (await planOf(...request)).todos.map((t) => t.title);

/** The titles of the missions planned for an odyssey. */
export const missionTitlesOf = async (...request: Parameters<typeof missionPlanOf>) => (await missionPlanOf(...request)).missions.map((m) => m.title);

/** The questions asked about a mission, as one text. */
export const questionsOf = async (title: string, description = '') => (await planner.missionQuestions({ title, description })).questions.join(' ');

/** A test per goal title: the goal is planned in the family named beside it (its plan, its questions). */
export const itPlansEachIn = (rows: Array<[title: string, family: string]>) =>
  it.each(rows)('plans "%s" as %s', (title, family) => {
    expect(classifyGoal(title, '').kind.id).toBe(family);
  });

/** The questions asked about a new odyssey, in order. */
export const odysseyQuestionsOf = async (title: string, description = '') => (await planner.odysseyQuestions({ title, description })).questions;

/** A todo as the planner plans its steps: its title, what it says and when it is done. */
type StepRequest = { title: string; description: string | null; success_criteria: string };

/** A todo as a person adds it with only a title: done when "Done", unless criteria and a description are given. */
export const todoOf = (title: string, success_criteria = 'Done', description = ''): StepRequest => ({ title, description, success_criteria });

/** The steps planned for a todo. */
export const stepsOfTodo = async ({ title, description, success_criteria }: StepRequest) => (await planner.todoSteps({ title, description, success_criteria })).steps;

/** The titles of the steps planned for a todo. */
export const stepTitlesOfTodo = async (todo: StepRequest) => (await stepsOfTodo(todo)).map((s) => s.title);

/** A test per row: the todo titled as the row's first entry, with only a title, is planned in the steps `steps` gives for the row. */
export const itPlansStepsOfEach = <Row extends [title: string, ...rest: unknown[]]>(rows: Row[], name: string, steps: (...row: Row) => string[]) =>
  it.each(rows)(name, async (...row: Row) => {
    expect(await stepTitlesOfTodo(todoOf(row[0]))).toEqual(steps(...row));
  });

/**
 * A test per row: the todo titled as the row's first entry, with only a title, is planned with the
 * row's step among its steps, and with no step `never` picks out, when given.
 */
export const itPlansTheStepOfEach = (rows: Array<[title: string, step: string]>, name: string, never?: (step: string) => boolean) =>
  it.each(rows)(name, async (title, step) => {
    const steps = await stepTitlesOfTodo(todoOf(title));

    expect(steps).toContain(step);
    if (never) expect(steps.filter(never)).toEqual([]);
  });

/** Plans a mission, picks the first todo `pick` accepts, and gives the titles of that todo's steps. */
export const pickedTodoStepTitles = async (pick: (todo: StepRequest) => boolean, ...request: Parameters<typeof planOf>) =>
  stepTitlesOfTodo((await planOf(...request)).todos.find(pick)!);
