import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { ChatPromptTemplate } from '@langchain/core/prompts';
import type { ChatOpenAI } from '@langchain/openai';
import type { z } from 'zod';
import {
  GeneratedMissions,
  GeneratedTodos,
  MissionCompletionSummary,
  QuestionsResult,
  StepChatResult,
  StepPlan,
  TodoEvaluation,
} from '../domain/planning';
import { createChatModel, type ChatModelConfig } from './chatModel';
import { createLangchainDirector } from './director/langchainDirector';
import type { DirectorInput } from './directorTypes';
import { extractConstraints } from './offline/constraints';
import { sampleData } from './offline/sampleData';
import { splitItems } from './offline/text';
import { PlannerError, toPlannerError } from './plannerError';
import type {
  EvaluateTodoInput,
  EvidenceInput,
  FindingInput,
  GoalInput,
  MissionCompletionInput,
  MissionTodosInput,
  OdysseyMissionsInput,
  Planner,
  SampleData,
  StepChatInput,
  TodoInput,
} from './plannerPort';
import { planViolations } from './planRules';
import { evaluateTodoPrompt } from './prompts/evaluateTodoPrompt';
import { missionCompletionPrompt } from './prompts/missionCompletionPrompt';
import { missionTodosPrompt } from './prompts/missionTodosPrompt';
import { odysseyMissionsPrompt } from './prompts/odysseyMissionsPrompt';
import { questionsPrompt } from './prompts/questionsPrompt';
import { formatConstraints, formatQaPairs } from './prompts/shared';
import { stepChatPrompt } from './prompts/stepChatPrompt';
import { todoStepsPrompt } from './prompts/todoStepsPrompt';

export type LangChainPlannerOptions = ChatModelConfig & {
  /** The Director area's streaming reply, when it provides one (tools, context). */
  director?: (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;
};

type Vars = Record<string, unknown>;

const todoText = (t: TodoInput) => `Title: ${t.title}\nDescription: ${t.description?.trim() || '(none)'}\nSuccess criteria:\n${t.success_criteria}`;
const evidenceText = (e: EvidenceInput[]) => (e.length ? e.map((x) => `- ${x.content_text}`).join('\n') : '(none)');
const findingsText = (f: FindingInput[]) => (f.length ? f.map((x) => `- [${x.finding_type}] ${x.title}: ${x.content}`).join('\n') : '(none)');

/**
 * The planner backed by any OpenAI-compatible chat endpoint via LangChain.
 *
 * Structured answers use `withStructuredOutput(schema, { method: 'functionCalling' })`:
 * tool calling works with every model name the user may configure (LangChain
 * refuses `jsonSchema` for gpt-4 / gpt-3.5 names) and on Ollama, vLLM and LM
 * Studio tool-capable models, and it does not reject our zod constraints the
 * way OpenAI's strict json_schema mode does. The reply is validated against
 * the same zod schema either way, so a malformed answer is a PlannerError,
 * never half a plan.
 */
export class LangChainPlanner implements Planner {
  readonly kind = 'langchain' as const;
  private readonly model: ChatOpenAI;
  private readonly timeoutMs: number;
  private readonly director: (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;

  constructor(options: LangChainPlannerOptions) {
    this.model = createChatModel(options);
    this.timeoutMs = options.timeoutMs;
    const { apiKey, baseURL, model, timeoutMs, maxRetries } = options;
    this.director = options.director ?? createLangchainDirector({ apiKey, baseURL, model, timeoutMs, maxRetries });
  }

  /** One structured call: prompt -> tool call -> zod-checked result. */
  private async ask<S extends z.ZodType>(name: string, schema: S, prompt: ChatPromptTemplate, vars: Vars, signal?: AbortSignal): Promise<z.infer<S>> {
    const chain = prompt.pipe(this.model.withStructuredOutput(schema as z.ZodType<Record<string, unknown>>, { method: 'functionCalling', name }));
    let raw: unknown;
    const started = Date.now();
    try {
      raw = await chain.invoke(vars, { signal });
    } catch (e) {
      throw toPlannerError(e, { signal, timeoutMs: this.timeoutMs, elapsedMs: Date.now() - started });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new PlannerError('malformed', 'The AI planner returned an answer in an unexpected format. Please try again.', parsed.error);
    }
    return parsed.data;
  }

  /**
   * A structured call whose result must keep checkable rules. A broken rule
   * gets one corrective request naming it; broken again, it is a PlannerError.
   */
  private async askWithRules<S extends z.ZodType>(
    name: string,
    schema: S,
    prompt: ChatPromptTemplate,
    vars: Vars,
    rules: (result: z.infer<S>) => string[],
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    const first = await this.ask(name, schema, prompt, vars, signal);
    const broken = rules(first);
    if (broken.length === 0) return first;
    const corrective = ChatPromptTemplate.fromMessages([
      ...prompt.promptMessages,
      ['human', 'Your previous answer broke these rules: {broken}. Answer again and keep every rule.'],
    ]);
    const second = await this.ask(name, schema, corrective, { ...vars, broken: broken.join('; ') }, signal);
    const stillBroken = rules(second);
    if (stillBroken.length > 0) {
      throw new PlannerError('rule_violation', `The AI plan did not respect your answers (${stillBroken.join('; ')}). Please try again.`);
    }
    return second;
  }

  missionQuestions(input: GoalInput, signal?: AbortSignal) {
    return this.ask('mission_questions', QuestionsResult, questionsPrompt, { level: 'mission', title: input.title, description: input.description || '(none)' }, signal);
  }

  odysseyQuestions(input: GoalInput, signal?: AbortSignal) {
    return this.ask('odyssey_questions', QuestionsResult, questionsPrompt, { level: 'odyssey', title: input.title, description: input.description || '(none)' }, signal);
  }

  missionTodos(input: MissionTodosInput, signal?: AbortSignal) {
    const c = extractConstraints(input.mission_description, input.qa_pairs);
    const vars = {
      title: input.mission_title,
      description: input.mission_description || '(none)',
      answers: formatQaPairs(input.qa_pairs),
      constraints: formatConstraints(c, 'todos'),
    };
    return this.askWithRules('mission_todos', GeneratedTodos, missionTodosPrompt, vars, (r) => planViolations(r.todos, c, 'todos'), signal);
  }

  async odysseyMissions(input: OdysseyMissionsInput, signal?: AbortSignal) {
    const c = extractConstraints(input.odyssey_description, input.qa_pairs);
    const vars = {
      title: input.odyssey_title,
      description: input.odyssey_description || '(none)',
      answers: formatQaPairs(input.qa_pairs),
      constraints: formatConstraints(c, 'missions'),
    };
    const result = await this.askWithRules('odyssey_missions', GeneratedMissions, odysseyMissionsPrompt, vars, (r) => planViolations(r.missions, c, 'missions'), signal);
    // The review numbers missions by `order`: make it 1..n in the model's order.
    const missions = [...result.missions].sort((a, b) => a.order - b.order).map((m, i) => ({ ...m, order: i + 1 }));
    return { missions };
  }

  todoSteps(input: TodoInput, signal?: AbortSignal) {
    return this.ask(
      'todo_steps',
      StepPlan,
      todoStepsPrompt,
      { title: input.title, description: input.description?.trim() || '(none)', success_criteria: input.success_criteria },
      signal,
    );
  }

  async stepChat(input: StepChatInput, signal?: AbortSignal) {
    const history: BaseMessage[] = input.history.map((m) => (m.role === 'user' ? new HumanMessage(m.message) : new AIMessage(m.message)));
    const result = await this.ask(
      'step_chat',
      StepChatResult,
      stepChatPrompt,
      {
        todo: todoText(input.todo),
        step: `Title: ${input.step.title}\nDescription: ${input.step.description?.trim() || '(none)'}\nStatus: ${input.step.status}`,
        evidence: evidenceText(input.evidence),
        findings: findingsText(input.findings),
        history,
        message: input.message,
      },
      signal,
    );
    // A finding the step already has is not new.
    const known = new Set(input.findings.map((f) => f.content.trim().toLowerCase()));
    return { ...result, extracted_findings: result.extracted_findings.filter((f) => !known.has(f.content.trim().toLowerCase())) };
  }

  async evaluateTodo(input: EvaluateTodoInput, signal?: AbortSignal) {
    const criteria = splitItems(input.todo.success_criteria);
    const result = await this.ask(
      'todo_evaluation',
      TodoEvaluation,
      evaluateTodoPrompt,
      {
        todo: todoText(input.todo),
        criteria: (criteria.length ? criteria : [input.todo.success_criteria]).map((c) => `- ${c}`).join('\n'),
        steps: input.steps.map((s) => `- [${s.status}] ${s.title}${s.description ? `: ${s.description}` : ''}`).join('\n') || '(none)',
        evidence: evidenceText(input.evidence),
        findings: findingsText(input.findings),
      },
      signal,
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

  /** The onboarding sample is the same curated data offline and online: no tokens spent. */
  sampleData(): SampleData {
    return sampleData();
  }
}
