import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { ChatPromptTemplate } from '@langchain/core/prompts';
import type { ChatOpenAI } from '@langchain/openai';
import type { z } from 'zod';
import {
  ExtractedFinding,
  GeneratedMissions,
  GeneratedTodos,
  MissionCompletionSummary,
  ModelTodoEvaluation,
  QuestionsResult,
  type QaPair,
  STEP_CHAT_REPLY_MAX,
  StepChatResult,
  StepPlan,
} from '../domain/planning';
import { cutAtWord } from '../domain/cutAtWord';
import { createChatModel, type ChatModelConfig } from './chatModel';
import { createLangchainDirector } from './director/langchainDirector';
import type { DirectorInput } from '../commands/ports/director';
import { extractConstraints } from './offline/constraints';
import { sampleData } from './offline/sampleData';
import { clip, splitItems } from './offline/text';
import { describeDuration, PlannerError } from './plannerError';
import { structuredCall, type ModelCallReport, type StructuredOutputMode } from './structuredCall';
import type {
  EvaluateTodoInput,
  EvaluatedFinding,
  EvidenceInput,
  FindingInput,
  GoalInput,
  MissionCompletionInput,
  MissionQuestionsInput,
  MissionTodosInput,
  ModelStatus,
  OdysseyMissionsInput,
  Planner,
  PlanProgressListener,
  SampleData,
  StepChatInput,
  TodoInput,
} from '../commands/ports/planner';
import { constraintViolations } from './constraintViolations';
import { keepPlanOrder } from '../domain/planOrder';
import { spreadDueDates } from './offline/dueDates';
import { withAimSentences } from './offline/missionAim';
import { planViolations, repeatedTitles, sameTextKey } from './planRules';
import { evaluateTodoPrompt } from './prompts/evaluateTodoPrompt';
import { missionCompletionPrompt } from './prompts/missionCompletionPrompt';
import { missionTodosPrompt } from './prompts/missionTodosPrompt';
import { odysseyMissionsPrompt } from './prompts/odysseyMissionsPrompt';
import { missionInOdyssey, questionsPrompt } from './prompts/questionsPrompt';
import { formatConstraints, formatOdysseyForTodos, formatQaPairs, PROMPT_VERSION } from './prompts/shared';
import { stepChatPrompt } from './prompts/stepChatPrompt';
import { todoStepsPrompt } from './prompts/todoStepsPrompt';

export type LangChainPlannerOptions = ChatModelConfig & {
  /** Structured output by forced tool call (default) or by `response_format: json_schema`. */
  output?: StructuredOutputMode;
  /** Calls no one waits for (todo steps, evaluations, completion texts): their own time-out and retries. */
  background?: { timeoutMs: number; maxRetries: number };
  /** The most one capability call may take, re-ask and client retries included. */
  budgetMs?: number;
  /** Told about every model call: attempts, tokens, latency, rejected replies. */
  onModelCall?: (report: ModelCallReport & { model: string }) => void;
  /** The Director area's streaming reply, when it provides one (tools, context). */
  director?: (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;
};

type Vars = Record<string, unknown>;

/** The todo's steps in plan order, the step being discussed marked: a step chat answers "when" from them. */
const planOrderText = (input: StepChatInput) =>
  input.steps?.map((s) => `- [${s.status}] ${s.title}${s.title === input.step.title ? ' (this step)' : ''}`).join('\n') || '(not known)';
const todoText = (t: TodoInput) => `Title: ${t.title}\nDescription: ${t.description?.trim() || '(none)'}\nSuccess criteria:\n${t.success_criteria}`;
/** The mission and odyssey the todo serves, in their own words, when it has them. */
const goalText = (input: StepChatInput) =>
  ([['Mission', input.mission], ['Odyssey', input.odyssey]] as const)
    .flatMap(([kind, goal]) => (goal ? [`\n${kind}: ${goal.title}${goal.description.trim() ? ` (${goal.description.trim()})` : ''}`] : []))
    .join('');
const evidenceText = (e: EvidenceInput[]) => (e.length ? e.map((x) => `- ${x.content_text}`).join('\n') : '(none)');
const findingsText = (f: FindingInput[]) => (f.length ? f.map((x) => `- [${x.finding_type}] ${x.title}: ${x.content}`).join('\n') : '(none)');
/** Findings to evaluate, each with the step it was recorded on when known. */
const evaluatedFindingsText = (f: EvaluatedFinding[]) =>
  f.length ? f.map((x) => `- [${x.finding_type}] ${x.title}: ${x.content}${x.step_title ? ` (recorded on the step "${x.step_title}")` : ''}`).join('\n') : '(none)';

const PROBE_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;

async function probeModelServer(baseURL: string, apiKey: string | undefined, model: string): Promise<ModelStatus> {
  const checked_at = new Date().toISOString();
  try {
    const res = await fetch(`${baseURL.replace(/\/$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return { model, answers: res.ok, checked_at, detail: res.ok ? null : `the model server answered with status ${res.status}` };
  } catch (e) {
    return { model, answers: false, checked_at, detail: `the model server could not be reached (${(e as Error).name})` };
  }
}

const BACKGROUND = new Set(['todo_steps', 'todo_evaluation', 'mission_completion']);

/** Taste, not substance: mission `order` is renumbered 1..n in the model's order, whatever it sent; due dates and no description as for todos. */
function renumberMissions(raw: unknown): unknown {
  const r = raw as { missions?: unknown };
  if (!r || !Array.isArray(r.missions)) return raw;
  return {
    ...r,
    missions: r.missions.map((m, i) =>
      m && typeof m === 'object' ? { ...m, description: m.description ?? '', order: i + 1, ...('due_date' in m ? { due_date: plannedDayOf(m.due_date) } : {}) } : m,
    ),
  };
}

/** Taste: no date written as an empty text, and a timestamp for a day ("2026-03-01T00:00:00Z"), are read as meant. */
function plannedDayOf(due: unknown): unknown {
  if (typeof due !== 'string') return due;
  if (due.trim() === '') return null;
  return /^\d{4}-\d{2}-\d{2}T/.test(due.trim()) ? due.trim().slice(0, 10) : due;
}

/** A place or number written as text ("2") is the number; anything else stays as it is, for the schema to judge. */
const numberOf = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/**
 * Taste: a priority in capitals, a criteria list instead of lines, a due date as above, places
 * in `depends_on` written as text, and no description or priority (empty, and the usual medium)
 * are accepted as meant.
 */
function normaliseTodos(raw: unknown): unknown {
  const r = raw as { todos?: unknown };
  if (!r || !Array.isArray(r.todos)) return raw;
  return {
    ...r,
    todos: r.todos.map((t) => {
      if (!t || typeof t !== 'object') return t;
      const todo = { ...(t as Record<string, unknown>) };
      if ('due_date' in todo) todo.due_date = plannedDayOf(todo.due_date);
      todo.description ??= '';
      todo.priority ??= 'medium';
      if (Array.isArray(todo.depends_on)) todo.depends_on = todo.depends_on.map(numberOf);
      if (typeof todo.priority === 'string') todo.priority = todo.priority.trim().toLowerCase();
      if (Array.isArray(todo.success_criteria)) todo.success_criteria = todo.success_criteria.map((c) => `- ${String(c).replace(/^-\s*/, '')}`).join('\n');
      return todo;
    }),
  };
}

/**
 * Questions that are the request written back (its title, or a line of the request such as
 * "Title: ..." or "Return the questions."), as small models do, ask the person nothing.
 */
function echoedRequest(result: QuestionsResult, vars: { title: string; description: string }): string[] {
  const request = new Set([vars.title, `Title: ${vars.title}`, `Description: ${vars.description}`, 'Return the questions.'].map(sameTextKey));
  return result.questions.flatMap((q, i) => (request.has(sameTextKey(q)) ? [`question ${i + 1} repeats the request instead of asking ("${q.trim()}")`] : []));
}

/** A question that repeats an earlier one (case and spacing ignored) is dropped: the wizard needs an answer to each. */
function askedOnce(result: QuestionsResult): { value: QuestionsResult; dropped: string[] } {
  const first = new Map<string, number>();
  const dropped: string[] = [];
  const questions = result.questions.filter((q, i) => {
    const key = sameTextKey(q);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else dropped.push(`question ${i + 1} repeats question ${earlier + 1}`);
    return earlier === undefined;
  });
  return { value: { questions }, dropped };
}

/** "true"/"false" written as text is the boolean; anything else stays as it is, for the schema to judge. */
const booleanOf = (v: unknown) => (v === 'true' || v === 'false' ? v === 'true' : v);

/**
 * Taste in an evaluation: yes and no written as text, and empty lists or evidence left out, are
 * read as meant (an evaluation the model never gets right stays owed and is asked for again).
 */
function repairEvaluation(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const evaluation = { ...(raw as Record<string, unknown>) };
  evaluation.gaps_found = booleanOf(evaluation.gaps_found ?? false);
  evaluation.gaps ??= [];
  evaluation.suggestions ??= [];
  evaluation.criteria ??= [];
  if (Array.isArray(evaluation.criteria)) {
    evaluation.criteria = evaluation.criteria.map((c) => (c && typeof c === 'object' ? { ...c, met: booleanOf(c.met), evidence: c.evidence ?? '' } : c));
  }
  return evaluation;
}

const FINDING_TITLE_MAX = ExtractedFinding.shape.title.maxLength ?? 200;

/**
 * Taste in a chat reply: a finding type in capitals and "true"/"false" as text are read as meant,
 * empty parts left out are empty, a finding's overlong title is shortened, and a finding without
 * a title or text is left out, so one such finding does not cost the person the whole answer (a
 * chat has no offline stand-in).
 */
function repairChatReply(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const reply = { ...(raw as Record<string, unknown>) };
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  reply.extracted_findings ??= [];
  if (Array.isArray(reply.extracted_findings)) {
    reply.extracted_findings = reply.extracted_findings
      .filter((f) => f && typeof f === 'object' && filled(f.title) && filled(f.content))
      .map((f) => ({
        ...f,
        ...(typeof f.finding_type === 'string' ? { finding_type: f.finding_type.trim().toLowerCase() } : {}),
        // A title is a label: one written as a paragraph is shortened, its text stays whole.
        title: clip(f.title.trim(), FINDING_TITLE_MAX),
      }));
  }
  // A reply is read in the chat: one that runs on is cut after a whole word, not asked again.
  if (typeof reply.response === 'string') reply.response = cutAtWord(reply.response.trim(), STEP_CHAT_REPLY_MAX);
  reply.step_completed = booleanOf(reply.step_completed ?? false);
  reply.next_action ??= '';
  return reply;
}

/**
 * The planner backed by any OpenAI-compatible chat endpoint via LangChain.
 *
 * Structured answers come as a forced tool call or as `response_format:
 * json_schema` (option `output`), and are validated by the same zod schemas
 * as the offline planner's. A reply that is malformed, fails the schema or
 * breaks a checkable rule gets one corrective re-ask naming the problems;
 * then it is a PlannerError (the fallback decorator answers offline).
 */
export class LangChainPlanner implements Planner {
  readonly kind = 'langchain' as const;
  readonly promptVersion = PROMPT_VERSION;
  readonly modelName: string;
  private readonly model: ChatOpenAI;
  private readonly backgroundModel: ChatOpenAI;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly backgroundTimeoutMs: number;
  private readonly backgroundMaxRetries: number;
  private readonly output: StructuredOutputMode;
  private readonly budgetMs: number | undefined;
  private readonly onModelCall: LangChainPlannerOptions['onModelCall'];
  private readonly baseURL: string;
  private readonly apiKey: string | undefined;
  private readonly director: (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;

  constructor(options: LangChainPlannerOptions) {
    // Time-outs and retries are the planner's own (planner/modelRequest.ts), so every request
    // sent is counted and a streamed reply is cut like any other: the client neither retries nor
    // times out by itself.
    this.model = createChatModel({ ...options, maxRetries: 0 });
    this.modelName = options.model;
    this.timeoutMs = options.timeoutMs;
    this.maxRetries = options.maxRetries;
    this.backgroundTimeoutMs = options.background?.timeoutMs ?? options.timeoutMs;
    this.backgroundMaxRetries = options.background?.maxRetries ?? options.maxRetries;
    this.backgroundModel = options.background ? createChatModel({ ...options, ...options.background, maxRetries: 0 }) : this.model;
    this.output = options.output ?? 'tools';
    this.budgetMs = options.budgetMs;
    this.onModelCall = options.onModelCall;
    const { apiKey, baseURL, model, timeoutMs, maxRetries } = options;
    this.baseURL = baseURL ?? 'https://api.openai.com/v1';
    this.apiKey = apiKey;
    this.director =
      options.director ??
      createLangchainDirector({ apiKey, baseURL, model, timeoutMs, maxRetries }, (usage, requests) =>
        this.onModelCall?.({ capability: 'director_reply', attempts: requests, usage, latencyMs: 0, problems: [], model: this.modelName }),
      );
  }

  /**
   * One structured call (retries and one corrective re-ask inside), bounded by the total
   * budget: the longest anyone waits for one planner answer, background work included.
   */
  private async ask<S extends z.ZodType>(
    name: string,
    schema: S,
    prompt: ChatPromptTemplate,
    vars: Vars,
    signal?: AbortSignal,
    extra: {
      repair?: (raw: unknown) => unknown;
      rules?: (result: z.infer<S>) => string[];
      tidy?: (result: z.infer<S>) => { value: z.infer<S>; dropped: string[] };
      onPartial?: (partial: unknown) => void;
      onDiscard?: () => void;
    } = {},
  ): Promise<z.infer<S>> {
    const background = BACKGROUND.has(name);
    const budget = this.budgetMs ? AbortSignal.timeout(this.budgetMs) : undefined;
    const combined = budget && signal ? AbortSignal.any([signal, budget]) : (budget ?? signal);
    const timeoutMs = background ? this.backgroundTimeoutMs : this.timeoutMs;
    const maxRetries = background ? this.backgroundMaxRetries : this.maxRetries;
    let attempts = 0;
    try {
      return await structuredCall(
        { model: background ? this.backgroundModel : this.model, mode: this.output, name, schema: schema as z.ZodType<z.infer<S>>, prompt, vars, timeoutMs, maxRetries, signal: combined, ...extra },
        (report) => {
          attempts = report.attempts;
          this.onModelCall?.({ ...report, model: this.modelName });
        },
      );
    } catch (e) {
      if (budget?.aborted && !signal?.aborted) {
        const tries = attempts > 1 ? `, after ${attempts} tries` : '';
        throw new PlannerError('timeout', `The AI planner did not finish within its budget of ${describeDuration(this.budgetMs!)}${tries}.`, e);
      }
      throw e;
    }
  }

  missionQuestions(input: MissionQuestionsInput, signal?: AbortSignal) {
    const odyssey = missionInOdyssey(input.odyssey);
    const vars = { level: 'mission', title: input.title, description: input.description || '(none)', odyssey };
    return this.ask('mission_questions', QuestionsResult, questionsPrompt, vars, signal, { rules: (r) => echoedRequest(r, vars), tidy: askedOnce });
  }

  odysseyQuestions(input: GoalInput, signal?: AbortSignal) {
    const vars = { level: 'odyssey', title: input.title, description: input.description || '(none)', odyssey: '' };
    return this.ask('odyssey_questions', QuestionsResult, questionsPrompt, vars, signal, { rules: (r) => echoedRequest(r, vars), tidy: askedOnce });
  }

  async missionTodos(input: MissionTodosInput, signal?: AbortSignal, onProgress?: PlanProgressListener) {
    const { c, today, vars: goalVars } = goalToPlan({ title: input.mission_title, description: input.mission_description, qa_pairs: input.qa_pairs, now: input.now }, 'todos');
    const vars = { ...goalVars, odyssey: formatOdysseyForTodos(input.odyssey) };
    const result = await this.ask('mission_todos', GeneratedTodos, missionTodosPrompt, vars, signal, {
      repair: normaliseTodos,
      rules: (r) => [...planViolations(r.todos, c, 'todos'), ...repeatedTitles(r.todos, 'todo'), ...constraintViolations(r.todos, c, today)],
      tidy: (r) => {
        const kept = keepPlanOrder(r.todos);
        return { value: { todos: kept.todos }, dropped: kept.dropped };
      },
      ...(onProgress && itemsSoFar('todos', onProgress)),
    });
    return { todos: withDueDates(result.todos, c, input.now) };
  }

  async odysseyMissions(input: OdysseyMissionsInput, signal?: AbortSignal, onProgress?: PlanProgressListener) {
    const { c, today, vars } = goalToPlan({ title: input.odyssey_title, description: input.odyssey_description, qa_pairs: input.qa_pairs, now: input.now }, 'missions');
    // The review numbers missions by `order`: sorted by the model's numbers first, then 1..n.
    const sorted = (raw: unknown) => {
      const r = raw as { missions?: Array<{ order?: unknown }> };
      if (!r || !Array.isArray(r.missions)) return raw;
      const key = (m: { order?: unknown }) => {
        const order = numberOf(m?.order);
        return typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER;
      };
      return renumberMissions({ ...r, missions: [...r.missions].sort((a, b) => key(a) - key(b)) });
    };
    const result = await this.ask('odyssey_missions', GeneratedMissions, odysseyMissionsPrompt, vars, signal, {
      repair: sorted,
      rules: (r) => [...planViolations(r.missions, c, 'missions'), ...repeatedTitles(r.missions, 'mission'), ...constraintViolations(r.missions, c, today)],
      ...(onProgress && itemsSoFar('missions', onProgress)),
    });
    return { missions: withAimSentences(withDueDates(result.missions, c, input.now), input.now) };
  }

  todoSteps(input: TodoInput, signal?: AbortSignal) {
    return this.ask(
      'todo_steps',
      StepPlan,
      todoStepsPrompt,
      { title: input.title, description: input.description?.trim() || '(none)', success_criteria: input.success_criteria },
      signal,
      { rules: (r) => repeatedTitles(r.steps, 'step') },
    );
  }

  async stepChat(input: StepChatInput, signal?: AbortSignal) {
    const history: BaseMessage[] = input.history.map((m) => (m.role === 'user' ? new HumanMessage(m.message) : new AIMessage(m.message)));
    const result = await this.ask(
      'step_chat',
      StepChatResult,
      stepChatPrompt,
      {
        todo: `${todoText(input.todo)}\nDue: ${input.todo.due_date ? input.todo.due_date.slice(0, 10) : '(no due date)'}${input.today ? `\nToday: ${input.today}` : ''}${goalText(input)}`,
        step: `Title: ${input.step.title}\nDescription: ${input.step.description?.trim() || '(none)'}\nStatus: ${input.step.status}`,
        steps: planOrderText(input),
        evidence: evidenceText(input.evidence),
        findings: findingsText(input.findings),
        history,
        message: input.message,
      },
      signal,
      { repair: repairChatReply },
    );
    // A finding the step already has, or one the reply names twice, is not new.
    const known = new Set(input.findings.map((f) => f.content.trim().toLowerCase()));
    const fresh = result.extracted_findings.filter((f) => {
      const key = f.content.trim().toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    return { ...result, extracted_findings: fresh };
  }

  async evaluateTodo(input: EvaluateTodoInput, signal?: AbortSignal) {
    const criteria = splitItems(input.todo.success_criteria);
    const result = await this.ask(
      'todo_evaluation',
      ModelTodoEvaluation,
      evaluateTodoPrompt,
      {
        todo: todoText(input.todo),
        criteria: (criteria.length ? criteria : [input.todo.success_criteria]).map((c) => `- ${c}`).join('\n'),
        steps: input.steps.map((s) => `- [${s.status}] ${s.title}${s.description ? `: ${s.description}` : ''}`).join('\n') || '(none)',
        evidence: evidenceText(input.evidence),
        findings: evaluatedFindingsText(input.findings),
      },
      signal,
      { repair: repairEvaluation },
    );
    // gaps_found follows from the gaps and the per-criterion verdicts, whatever the model said.
    const unmet = result.criteria.filter((c) => !c.met).map((c) => c.criterion);
    const gaps = result.gaps.length > 0 ? result.gaps : unmet;
    return { ...result, gaps, gaps_found: gaps.length > 0 };
  }

  async missionCompletionSummary(input: MissionCompletionInput, signal?: AbortSignal) {
    const todos = input.todos
      .map((t) => {
        const ev = t.completion_evaluation;
        const verdict = ev ? (ev.user_override ? `completed by the user despite gaps: ${ev.gaps.join('; ') || 'none listed'}` : ev.gaps_found ? `gaps: ${ev.gaps.join('; ')}` : 'all criteria met') : 'not evaluated';
        return `- ${t.title} [${t.status}] (${verdict})`;
      })
      .join('\n');
    const result = await this.ask(
      'mission_completion',
      MissionCompletionSummary,
      missionCompletionPrompt,
      { mission: `Title: ${input.mission.title}\nDescription: ${input.mission.description?.trim() || '(none)'}`, todos: todos || '(none)' },
      signal,
    );
    return result.summary;
  }

  /** Streamed by the Director area's LangChain Director (context, settings, tools). */
  directorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string> {
    return this.director(input, signal);
  }

  private probe: { at: number; status: Promise<ModelStatus> } | null = null;

  /**
   * Whether the model server answers: GET {baseURL}/models, at most once per
   * PROBE_TTL_MS (health checks must not cost a model call each).
   */
  modelStatus(): Promise<ModelStatus> {
    if (this.probe && Date.now() - this.probe.at < PROBE_TTL_MS) return this.probe.status;
    const status = probeModelServer(this.baseURL, this.apiKey, this.modelName);
    this.probe = { at: Date.now(), status };
    return status;
  }

  /** The onboarding sample is the same curated data offline and online: no tokens spent. */
  sampleData(): SampleData {
    return sampleData();
  }
}

/** A goal to break into todos or missions: the constraints its words and answers set, and the prompt's variables stating them. */
function goalToPlan(goal: { title: string; description: string; qa_pairs: QaPair[]; now?: Date }, items: 'todos' | 'missions') {
  const c = extractConstraints(goal.description, goal.qa_pairs, { now: goal.now, title: goal.title });
  const today = goal.now ? goal.now.toISOString().slice(0, 10) : null;
  const vars = {
    title: goal.title,
    description: goal.description || '(none)',
    answers: formatQaPairs(goal.qa_pairs),
    constraints: formatConstraints(c, items, today),
  };
  return { c, today, vars };
}

/** A reply without due dates gets the offline spread before the deadline (a model's own dates were checked by the rules). */
function withDueDates<T extends { due_date?: string | null }>(items: T[], c: Parameters<typeof spreadDueDates>[1], now: Date | undefined): T[] {
  if (items.some((i) => i.due_date)) return items;
  const due = spreadDueDates(items.length, c, now);
  return items.map((item, i) => ({ ...item, due_date: due[i] }));
}

/**
 * Reads the titles of the items complete so far from a streaming reply: every
 * item but the last, which the model may still be writing. A reply that will not
 * be used (rejected, or its request failed) has its titles taken back at once
 * (no items), so progress shows only titles that may still be kept.
 */
function itemsSoFar(key: 'todos' | 'missions', onProgress: PlanProgressListener) {
  let heard = 0;
  // Each reply's share counts on from where the one before it got to, so progress keeps rising.
  let start = 0;
  let reached = 0;
  return {
    onPartial: (partial: unknown) => {
      const list = (partial as Record<string, unknown> | null)?.[key];
      if (!Array.isArray(list)) return;
      const titles = list.slice(0, -1).map((item) => (item as { title?: unknown })?.title).filter((t): t is string => typeof t === 'string' && t.trim() !== '');
      if (titles.length <= heard) return;
      heard = titles.length;
      // The count is unknown until the reply ends: the share done rises towards 1 with each item.
      reached = start + (1 - start) * (titles.length / (titles.length + 3));
      onProgress({ phase: 'generating', fraction: reached, items: titles });
    },
    onDiscard: () => {
      if (heard === 0) return;
      heard = 0;
      start = reached;
      onProgress({ phase: 'generating', fraction: reached, items: [] });
    },
  };
}
