import type {
  ExtractedFinding,
  FindingType,
  GeneratedMissions,
  GeneratedTodos,
  Priority,
  QaPair,
  QuestionsResult,
  StepChatResult,
  StepPlan,
  TodoEvaluation,
} from '../../domain/planning';
import type { DirectorInput } from './director';

/**
 * The planner could not produce a usable answer: the model timed out, the
 * endpoint failed, or the reply did not match the expected shape. The message
 * is written for the person who will read it in a job's error_message; it
 * states what happened and leaves "Please try again" to the caller, which
 * adds it once.
 */
export type PlannerErrorReason = 'timeout' | 'unavailable' | 'malformed' | 'rule_violation' | 'aborted';

export class PlannerError extends Error {
  constructor(
    readonly reason: PlannerErrorReason,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PlannerError';
  }
}

export const isPlannerError = (e: unknown): e is PlannerError => e instanceof PlannerError;

/** A use case's planner call failed; `task` says what the planner could not do ("plan the steps"). */
export class PlannerTaskError extends Error {
  constructor(
    readonly task: string,
    readonly failure: PlannerError,
  ) {
    super(failure.message);
    this.name = 'PlannerTaskError';
  }
}

/** Runs a planner call; a PlannerError from it becomes a PlannerTaskError naming `task`. */
export async function plannerTask<T>(task: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPlannerError(error)) throw new PlannerTaskError(task, error);
    throw error;
  }
}

/**
 * Every AI capability of the product behind one port. Two implementations:
 * OfflinePlanner (deterministic, no network) and LangChainPlanner (any
 * OpenAI-compatible endpoint). Failures surface as PlannerError.
 */
export interface Planner {
  /** Which implementation answers (shown in logs and health output). */
  readonly kind: 'offline' | 'langchain';
  /** The model a LangChain planner asks (on the audit record). */
  readonly modelName?: string;
  /** The version of the prompts (or of the offline planner's rules) its answers come from. */
  readonly promptVersion?: string;

  missionQuestions(input: MissionQuestionsInput, signal?: AbortSignal): Promise<QuestionsResult>;
  odysseyQuestions(input: GoalInput, signal?: AbortSignal): Promise<QuestionsResult>;
  /** `onProgress` hears the planner's phases and the titles generated so far, as they come. */
  missionTodos(input: MissionTodosInput, signal?: AbortSignal, onProgress?: PlanProgressListener): Promise<GeneratedTodos>;
  odysseyMissions(input: OdysseyMissionsInput, signal?: AbortSignal, onProgress?: PlanProgressListener): Promise<GeneratedMissions>;
  todoSteps(input: TodoInput, signal?: AbortSignal): Promise<StepPlan>;
  stepChat(input: StepChatInput, signal?: AbortSignal): Promise<StepChatResult>;
  evaluateTodo(input: EvaluateTodoInput, signal?: AbortSignal): Promise<TodoEvaluation>;
  /** The mission's completion evaluation text. */
  missionCompletionSummary(input: MissionCompletionInput, signal?: AbortSignal): Promise<string>;
  /** A Director reply, streamed as text pieces. Aborting the signal stops it. */
  directorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string>;
  /** A realistic sample odyssey for the onboarding tour (same for everyone). */
  sampleData(): SampleData;
  /** Whether the model server answers (a cached probe); absent for the offline planner. */
  modelStatus?(): Promise<ModelStatus>;
}

/**
 * What a plan generation is doing: the offline planner's phases in order
 * (understanding_goal, drafting, shaping_to_answers), or `generating` while a
 * model writes its items. `fraction` (0..1) is the share done; `items` are the
 * titles complete so far.
 */
export type PlanPhase = 'understanding_goal' | 'drafting' | 'shaping_to_answers' | 'generating';
export type PlanProgress = { phase: PlanPhase; fraction: number; items: string[] };
export type PlanProgressListener = (progress: PlanProgress) => void;

export type ModelStatus = { model: string; answers: boolean; checked_at: string; detail: string | null };

export type GoalInput = { title: string; description: string };

/** A mission to ask about, with the odyssey it is part of when it is one's (as for its todos). */
export type MissionQuestionsInput = GoalInput & { odyssey?: OdysseyContext | null };

export type MissionTodosInput = {
  mission_title: string;
  mission_description: string;
  qa_pairs: QaPair[];
  /**
   * The odyssey the mission is part of, when it is one's: the goal the mission serves ("Build base
   * fitness" towards "Run a marathon in October"). Absent or null: the mission stands alone.
   */
  odyssey?: OdysseyContext | null;
  /** The day the plan is made: relative deadlines ("in 8 weeks") count from it; without it no due dates. */
  now?: Date;
};

/**
 * The odyssey a mission is part of. `answers`: what the person answered when its missions were
 * generated (when known), which a mission's questions do not ask again.
 */
export type OdysseyContext = { title: string; description: string; answers?: QaPair[] };

export type OdysseyMissionsInput = {
  odyssey_title: string;
  odyssey_description: string;
  qa_pairs: QaPair[];
  /** As for mission todos: the reference day for deadlines and due dates. */
  now?: Date;
};

export type TodoInput = {
  title: string;
  description: string | null;
  success_criteria: string;
};

export type StepStatus = 'pending' | 'in_progress' | 'completed';

export type StepInput = {
  title: string;
  description: string | null;
  status: StepStatus;
};

export type ChatTurn = { role: 'user' | 'assistant'; message: string };

export type EvidenceInput = { content_text: string };

export type FindingInput = { finding_type: FindingType; title: string; content: string };

export type StepChatInput = {
  /** The todo, with its due day (YYYY-MM-DD) when it has one: timing questions are answered from it. */
  todo: TodoInput & { due_date?: string | null };
  step: StepInput;
  /** The todo's steps in plan order, this one included, when known: what comes before and after it. */
  steps?: Array<{ title: string; status: StepStatus }>;
  /**
   * The mission the todo is part of and that mission's odyssey, when it has them: the goal in the
   * person's own words ("5 km at most", "my knee hurts after long runs"). Absent or null: none.
   */
  mission?: GoalInput | null;
  odyssey?: OdysseyContext | null;
  /** The day of the message (YYYY-MM-DD) in the user's time zone (UTC without one), when known: a due date before it has passed. */
  today?: string;
  /** Earlier messages of this step's chat, oldest first. */
  history: ChatTurn[];
  message: string;
  evidence: EvidenceInput[];
  findings: FindingInput[];
};

/**
 * A finding as an evaluation reads it, with the title of the step it was recorded on: a result
 * recorded on the step that does a criterion's work speaks for that criterion.
 */
export type EvaluatedFinding = FindingInput & { step_title?: string | null };

export type EvaluateTodoInput = {
  todo: TodoInput;
  steps: StepInput[];
  evidence: EvidenceInput[];
  findings: EvaluatedFinding[];
};

export type MissionCompletionInput = {
  mission: { title: string; description: string | null };
  todos: Array<{
    title: string;
    status: StepStatus;
    success_criteria?: string | null;
    /** Present when the todo was evaluated; user_override marks a force-complete. */
    completion_evaluation?: { gaps_found: boolean; gaps: string[]; user_override?: boolean } | null;
  }>;
};

/** Sample data for onboarding. Due dates are relative so the planner stays clock-free. */
export type SampleData = {
  odyssey: { title: string; description: string };
  missions: Array<{
    title: string;
    description: string;
    todos: Array<{
      title: string;
      description: string;
      success_criteria: string;
      priority: Priority;
      /** Days from now (negative = already overdue); null = no due date. */
      due_in_days: number | null;
      steps: Array<{ title: string; description: string; completed: boolean }>;
    }>;
  }>;
};

export type { DirectorInput, ExtractedFinding };
