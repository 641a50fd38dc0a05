import type { PlannedStep, Priority } from '../../domain/planning';
import type { PlanConstraints } from './constraints';
import type { StepTip, WorkType } from './workType';

/** What a kind template gets to write from: the goal's own words and constraints. */
export type KindContext = {
  title: string;
  /** The title without the deadline it ends on: "Save 8,000 for a car" of "Save 8,000 for a car by next summer". */
  goalTitle: string;
  /** What the goal is about: "Spanish", "a half marathon". */
  subject: string;
  description: string;
  /** The person's answers to the goal's questions, one a line. */
  answers: string;
  c: PlanConstraints;
  /** The deadline of the goal a mission serves (its odyssey's, as written), when it has one apart from the mission's own. */
  goalDeadline?: string | null;
  /** The description of the goal a mission serves (its odyssey's): where the person stands and their limits, in their words. */
  goalDescription?: string;
  /** The title of the goal a mission serves (its odyssey's), as the person wrote it: the role a move into a job names. */
  odysseyTitle?: string;
  /** How far away the deadline is: short (<= 5 weeks), medium, long (>= 4 months); null without one. */
  horizon: Horizon;
};

export type Horizon = 'short' | 'medium' | 'long' | null;

export type TodoTemplate = {
  title: string;
  description: string;
  criteria: string[];
  priority: Priority;
};

/** The review a plan with a deadline months away gets, whatever its kind: its title names no family. */
export const MONTHLY_REVIEW_TITLE = 'Review progress every month';

/** How the monthly review is done, in any plan: a fixed day, the month's facts, the gap, the change. */
export const MONTHLY_REVIEW_STEPS = [
  { title: 'Put a monthly review date in the calendar', description: 'Pick a fixed day each month[ until the deadline ({deadline})] and put the review in your calendar with a reminder, like an appointment.' },
  { title: "Gather the month's results", description: 'Before the review, collect what the month shows: the todos done, the numbers you logged and what slipped.' },
  { title: 'Compare progress with the plan', description: 'Put where you are (a balance, a distance, the pages written) next to the target and where the plan expected you to be by now each month, and write the gap down in one line.' },
  { title: 'Adjust the plan after each review', description: 'Move, shorten or drop the coming todos that no longer fit, and raise or lower what you do each week if the gap calls for it.' },
  { title: 'Note what you changed', description: "Write the date and the changes beside the plan, so next month's review starts from them." },
];

/** A mission of a kind's plan; `afterGoal`: a phase after the goal is reached, due after the deadline. */
export type MissionTemplate = { title: string; description: string; afterGoal?: boolean };

/**
 * One stage of a field (a mission of its odyssey plan): the title as its template writes it, the
 * words that name it, its todos planned on their own (null: none of its own), and the titles of
 * the todos of the whole arc that are its work (empty: none).
 */
export type KindStage = { title: string; names: RegExp | null; todos: TodoTemplate[] | null; work: string[] };

/** A kind of goal (learning, fitness, ...) with the plans that suit it. */
export type GoalKind = {
  id: string;
  /** A short name for people ("Cooking and food"). */
  label: string;
  /**
   * Words that point to this kind (whole words of title, description, answers).
   * Strong words name the field ("marathon", "recipe"); weak ones also occur in
   * other fields ("home", "learn", "run") and never decide a kind on their own.
   */
  keywords: { strong: RegExp; weak?: RegExp };
  /** Whether a goal about how the person behaves ("Be more patient", "Call my mum every Sunday") may get this kind's plan. */
  behaviourGoals: boolean;
  /** Whether this kind is chosen only when its words are in the title and no kind of a field fits (habits). */
  yieldsToFields: boolean;
  missionQuestions(ctx: KindContext): string[];
  odysseyQuestions(ctx: KindContext): string[];
  todos(ctx: KindContext): TodoTemplate[];
  missions(ctx: KindContext): MissionTemplate[];
  /** The field's stages, every one whatever the horizon (a mission may name any). */
  stages(ctx: KindContext): KindStage[];
  /** The steps that help with a todo of this kind whose work is of the given type (none when no tip fits it). */
  stepTips(ctx: KindContext, work: WorkType): StepTip[];
  /** What to do about the limits the person states ("Get the sore knee checked by a physio before raising the load"). */
  limitAdvice(ctx: KindContext): string[];
  /** That advice where a text gives it (a mission's description its odyssey's plan wrote), as todos, and the text without it. */
  limitTodos(text: string): { todos: TodoTemplate[]; rest: string };
  /** A practical hint the step chat can offer when asked for help. */
  chatTip: string;
};

/**
 * The criterion a budget adds to a todo: "<what> stays within the budget of X" (none without a
 * budget); things in the plural ("Materials", "Gear and materials") stay within it.
 */
export const budgetCriterion = (c: PlanConstraints, what: string) =>
  c.budget ? [`${what} ${/\band\b|[^s]s$/i.test(what) ? 'stay' : 'stays'} within the budget of ${c.budget}`] : [];
