import type { PlannedStep, Priority } from '../../../domain/planning';
import type { PlanConstraints } from '../constraints';

/** What a kind template gets to write from: the goal's own words and constraints. */
export type KindContext = {
  title: string;
  /** What the goal is about: "Spanish", "a half marathon". */
  subject: string;
  description: string;
  c: PlanConstraints;
};

export type TodoTemplate = {
  title: string;
  description: string;
  criteria: string[];
  priority: Priority;
};

export type MissionTemplate = { title: string; description: string };

/** A kind of goal (learning, fitness, ...) with the plans that suit it. */
export type GoalKind = {
  id: string;
  /** Words that point to this kind (matched on whole words of title, description, answers). */
  keywords: RegExp;
  missionQuestions(ctx: KindContext): string[];
  odysseyQuestions(ctx: KindContext): string[];
  todos(ctx: KindContext): TodoTemplate[];
  missions(ctx: KindContext): MissionTemplate[];
  /** One or two steps that help with any todo of this kind. */
  stepTips(ctx: KindContext): PlannedStep[];
  /** A practical hint the step chat can offer when asked for help. */
  chatTip: string;
};

// Phrases that weave constraints into plan text.
export const byDeadline = (c: PlanConstraints, fallback = '') => (c.deadline ? ` ${c.deadline}` : fallback);
export const timeText = (c: PlanConstraints, fallback: string) => (c.timeBudget ? c.timeBudget : fallback);
export const budgetCriterion = (c: PlanConstraints, what: string) => (c.budget ? [`${what} stays within the budget of ${c.budget}`] : []);
export const budgetText = (c: PlanConstraints, fallback: string) => (c.budget ? `within your budget of ${c.budget}` : fallback);
