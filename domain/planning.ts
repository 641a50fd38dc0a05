import { z } from 'zod';

/**
 * Shapes shared by the planning API and the planner (offline and LangChain).
 * Field names stay snake_case: they leave through the API as they are.
 */

const text = (max: number) => z.string().max(max);
const requiredText = (field: string, max: number) =>
  z
    // A missing field is said to be required; one of another type, to be text.
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a text`) })
    .trim()
    .min(1, `${field} must not be blank`)
    .max(max, `${field} must be at most ${max} characters`);
/** A text that may be empty (trimmed): only its type and length are checked. */
const optionalText = (field: string, max: number) => z.string({ error: `${field} must be a text` }).trim().max(max, `${field} must be at most ${max} characters`);

export const Priority = z.enum(['low', 'medium', 'high']);
export type Priority = z.infer<typeof Priority>;

export const QaPair = z.object(
  {
    question: requiredText('question', 1000),
    answer: optionalText('answer', 4000),
  },
  { error: 'each of qa_pairs must be a { question, answer } pair' },
);
export type QaPair = z.infer<typeof QaPair>;

export const QuestionsResult = z.object({
  questions: z.array(z.string().trim().min(1)).min(1).max(10),
});
export type QuestionsResult = z.infer<typeof QuestionsResult>;

/**
 * Who wrote a synchronous answer: the model, or `offline`, or the offline planner standing in
 * for a model that failed (`fallback`, with the `reason` in words).
 */
export const PlannerNote = z.object({ name: z.string(), fallback: z.boolean(), reason: z.string().nullable() });
export type PlannerNote = z.infer<typeof PlannerNote>;

/** The questions answer: the questions, and who wrote them. */
export const QuestionsAnswer = QuestionsResult.extend({ planner: PlannerNote });

/** A planned day (YYYY-MM-DD): before the goal's deadline, in the plan's order. */
const PlannedDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'due_date must be a day as YYYY-MM-DD');

export const GeneratedTodo = z.object({
  title: z.string().trim().min(1).max(200),
  description: text(4000),
  success_criteria: z.string().trim().min(1).max(4000),
  priority: Priority,
  due_date: PlannedDay.nullish(),
  /** The todos of the same plan that must be done before this one starts: their 0-based places in the list, each before this one. */
  depends_on: z.array(z.number().int()).max(29).optional(),
});
export type GeneratedTodo = z.infer<typeof GeneratedTodo>;

export const GeneratedTodos = z.object({ todos: z.array(GeneratedTodo).min(1).max(30) });
export type GeneratedTodos = z.infer<typeof GeneratedTodos>;

export const GeneratedMission = z.object({
  title: z.string().trim().min(1).max(200),
  description: text(4000),
  order: z.number().int().min(1),
  due_date: PlannedDay.nullish(),
});
export type GeneratedMission = z.infer<typeof GeneratedMission>;

export const GeneratedMissions = z.object({ missions: z.array(GeneratedMission).min(1).max(20) });
export type GeneratedMissions = z.infer<typeof GeneratedMissions>;

/** The synchronous plan answers: the plan, and who wrote it. */
export const GeneratedTodosAnswer = GeneratedTodos.extend({ planner: PlannerNote });
export const GeneratedMissionsAnswer = GeneratedMissions.extend({ planner: PlannerNote });

export const PlannedStep = z.object({
  title: z.string().trim().min(1).max(200),
  description: text(4000),
});
export type PlannedStep = z.infer<typeof PlannedStep>;

export const StepPlan = z.object({ steps: z.array(PlannedStep).min(1).max(20) });
export type StepPlan = z.infer<typeof StepPlan>;

export const FindingType = z.enum(['information', 'decision', 'resource']);
export type FindingType = z.infer<typeof FindingType>;

export const ExtractedFinding = z.object({
  finding_type: FindingType,
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(4000),
});
export type ExtractedFinding = z.infer<typeof ExtractedFinding>;

/** The longest step-chat reply kept: a longer one is cut after a whole word (planner/langchainPlanner.ts). */
export const STEP_CHAT_REPLY_MAX = 4000;

export const StepChatResult = z.object({
  response: z.string().trim().min(1).max(STEP_CHAT_REPLY_MAX),
  extracted_findings: z.array(ExtractedFinding).max(20),
  step_completed: z.boolean(),
  next_action: z.string(),
});
export type StepChatResult = z.infer<typeof StepChatResult>;

/** One criterion's verdict as a model is asked for it. */
export const ModelCriterionCheck = z.object({
  criterion: z.string(),
  met: z.boolean(),
  /** What covers it (or what is missing), in words a person can check. */
  evidence: z.string(),
});
export const CriterionCheck = ModelCriterionCheck.extend({
  /**
   * Whether evidence, a note or a finding shows the criterion met (false: met on ticked steps
   * alone, or not met). Absent when the planner cannot tell: a model's verdict does not say.
   */
  verified: z.boolean().optional(),
});
export type CriterionCheck = z.infer<typeof CriterionCheck>;

export const TodoEvaluation = z.object({
  gaps_found: z.boolean(),
  gaps: z.array(z.string()),
  suggestions: z.array(z.string()),
  recommendation: z.string().trim().min(1),
  criteria: z.array(CriterionCheck),
});
export type TodoEvaluation = z.infer<typeof TodoEvaluation>;
/** The evaluation a model is asked for: its criteria carry no `verified` (nothing in its answer says it). */
export const ModelTodoEvaluation = TodoEvaluation.extend({ criteria: z.array(ModelCriterionCheck) });

/** The mission completion evaluation is a text. */
export const MissionCompletionSummary = z.object({ summary: z.string().trim().min(1).max(8000) });
export type MissionCompletionSummary = z.infer<typeof MissionCompletionSummary>;

// ---- API request bodies (validated by the planning routes) ----

const optionalId = (field: string) => z.uuid({ error: `${field} must be a UUID` }).nullish();
const qaPairs = z.array(QaPair, { error: 'qa_pairs must be a list of { question, answer } pairs' }).max(30, 'qa_pairs must hold at most 30 answers').default([]);

export const BreakdownQuestionsRequest = z.object({
  title: requiredText('title', 200),
  description: optionalText('description', 5000).default(''),
});
export type BreakdownQuestionsRequest = z.infer<typeof BreakdownQuestionsRequest>;

/** Where a mission's plan is asked: in the odyssey it is part of, the one named, else (re-planning) the mission's own. */
const missionPlace = { odyssey_id: optionalId('odyssey_id'), mission_id: optionalId('mission_id') };

/** A mission's questions, asked where the mission is. */
export const MissionQuestionsRequest = BreakdownQuestionsRequest.extend(missionPlace);
export type MissionQuestionsRequest = z.infer<typeof MissionQuestionsRequest>;

export const GenerateTodosRequest = z.object({
  mission_title: requiredText('mission_title', 200),
  mission_description: optionalText('mission_description', 5000).default(''),
  qa_pairs: qaPairs,
  ...missionPlace,
});
export type GenerateTodosRequest = z.infer<typeof GenerateTodosRequest>;

export const GenerateMissionsRequest = z.object({
  odyssey_title: requiredText('odyssey_title', 200),
  odyssey_description: optionalText('odyssey_description', 5000).default(''),
  qa_pairs: qaPairs,
  odyssey_id: optionalId('odyssey_id'),
});
export type GenerateMissionsRequest = z.infer<typeof GenerateMissionsRequest>;
