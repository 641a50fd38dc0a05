import { z } from 'zod';
import { DomainError } from '../../domain/decider';
import type { ToolCallOutcome } from '../../domain/director/events';
import type { DirectorSettings, ToolPermissionKey } from '../../domain/director/settings';
import type { CreateTodoArgs, DirectorToolRunner, ToolRunResult, UpdateMissionArgs } from '../../commands/ports/director';
import { findNamedEntity } from './analysis';
import type { DirectorContext } from './context';
import { dataAnswer, entityAnswer, missionRiskAnswer } from './offlineAnswers';
import {
  blockedAnswer,
  countAnswer,
  doneAnswer,
  dueAnswer,
  forecastAnswer,
  inProgressAnswer,
  missionListAnswer,
  odysseyListAnswer,
  priorityAnswer,
  readyAnswer,
  todoListAnswer,
  type DuePeriod,
} from './offlinePlanQuestions';

/** The Director's tools: what a model may ask for, and the permission each one needs. */

export const createTodoArgs = z.object({
  title: z.string().describe('Short, concrete title of the todo'),
  success_criteria: z.string().describe('How the user will know the todo is done'),
  description: z.string().nullable().optional().describe('Optional details'),
  priority: z.enum(['low', 'medium', 'high']).optional().describe('Defaults to medium'),
  due_date: z.string().nullable().optional().describe('Due date as YYYY-MM-DD, or null'),
  mission_id: z.string().nullable().optional().describe('Id of an active mission to attach it to, or null'),
});

export const updateMissionArgs = z.object({
  mission_id: z.string().describe('Id of the mission to change'),
  title: z.string().optional(),
  description: z.string().optional(),
  status: z.enum(['active', 'paused', 'completed']).optional(),
});

const DUE_PERIOD_NAMES = ['today', 'tomorrow', 'this week', 'next week', 'next 30 days', 'this month', 'next month', 'next'] as const satisfies ReadonlyArray<DuePeriod>;

export const analyzeDataArgs = z.object({
  analysis: z
    .enum(['focus_today', 'overdue_and_risk', 'missions_at_risk', 'progress_summary', 'in_progress', 'open_todos', 'by_priority', 'due', 'ready', 'blocked', 'counts', 'completed', 'missions', 'odysseys', 'forecast', 'named_item'])
    .describe('Which analysis to run on the user’s data'),
  name: z.string().optional().describe('For named_item: the title of the mission, odyssey or todo'),
  period: z
    .enum(DUE_PERIOD_NAMES)
    .optional()
    .describe('For due: the days to list, counted from the user’s today ("this week" is the next 7 days; "this month" and "next month" are calendar months); "next" (the default) lists what is due next'),
  priority: z.enum(['high', 'medium', 'low']).optional().describe('For by_priority: the priority of the open todos to list (high by default)'),
  days: z.number().int().min(1).max(3660).optional().describe('For completed: the todos completed in the last this many days; leave it out for all completed todos'),
});

export type { CreateTodoArgs, DirectorToolRunner, ToolRunResult, UpdateMissionArgs };

// The port spells the tools' arguments as plain types; these fail to compile when a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const createTodoArgsMatchPort: Same<z.infer<typeof createTodoArgs>, CreateTodoArgs> = true;
export const updateMissionArgsMatchPort: Same<z.infer<typeof updateMissionArgs>, UpdateMissionArgs> = true;

export const directorTools = [
  {
    name: 'create_todo',
    permission: 'can_create_todos',
    description: 'Create a new todo for the user. Use only when the user asks for a todo to be created.',
    schema: createTodoArgs,
    refusal: 'creating todos is turned off in your Director settings (Tool Permissions)',
  },
  {
    name: 'update_mission',
    permission: 'can_modify_missions',
    description: "Change a mission's title, description or status (active, paused, completed). Use the mission id from the context.",
    schema: updateMissionArgs,
    refusal: 'changing missions is turned off in your Director settings (Tool Permissions)',
  },
  {
    name: 'analyze_data',
    permission: 'can_analyze_data',
    description:
      "Run a precise analysis of the user's data: today's focus list, overdue and at-risk items, the missions at risk with their reasons, a progress summary, the todos in progress, the open todos by mission, the open todos of one priority, what is due in a period, the missions or the odysseys with their health and progress, each active mission's forecast, the todos waiting for other todos, the open todos ready to start (waiting for none), the counts by status, the todos completed in the last days, or one named mission/odyssey/todo.",
    schema: analyzeDataArgs,
    refusal: 'data analysis is turned off in your Director settings (Tool Permissions)',
  },
] as const satisfies ReadonlyArray<{ name: string; permission: ToolPermissionKey; description: string; schema: z.ZodType; refusal: string }>;

export type DirectorToolName = (typeof directorTools)[number]['name'];

/** Only the tools the user allows: the others are never offered to the model. */
export const permittedTools = (settings: DirectorSettings) => directorTools.filter((t) => settings.tool_permissions[t.permission]);

export type ToolCallResult = {
  outcome: ToolCallOutcome;
  /** What the model reads back as the tool's answer. */
  modelResult: string;
};

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'arguments'}: ${issue.message}` : 'invalid arguments';
};

/**
 * Runs one tool call a model made. The permission is checked here, whatever the model was
 * offered: a call to a forbidden or unknown tool is refused and never executed.
 */
export async function runDirectorToolCall(
  call: { name: string; args: unknown },
  deps: { settings: DirectorSettings; ctx: DirectorContext; runner?: DirectorToolRunner },
): Promise<ToolCallResult> {
  const tool = directorTools.find((t) => t.name === call.name);
  const done = (status: ToolCallOutcome['status'], summary: string, modelResult = summary): ToolCallResult => ({
    outcome: { tool: call.name, status, summary },
    modelResult,
  });
  /** A change the runner makes: arguments checked, refused where changes are not available, its outcome told. */
  const change = async <A>(notDone: string, args: z.ZodSafeParseResult<A>, make: (runner: DirectorToolRunner, args: A) => Promise<ToolRunResult>) => {
    if (!args.success) return done('failed', `${notDone}: ${firstIssue(args.error)}`);
    if (!deps.runner) return done('failed', `${notDone}: changes are not available here`);
    const result = await make(deps.runner, args.data);
    return result.ok ? done('executed', result.summary) : done('failed', `${notDone}: ${result.error}`);
  };
  if (!tool) return done('refused', `Unknown tool '${call.name}'`);
  if (!deps.settings.tool_permissions[tool.permission]) return done('refused', `Not done: ${tool.refusal}`);

  try {
    switch (tool.name) {
      case 'analyze_data': {
        const args = analyzeDataArgs.safeParse(call.args);
        if (!args.success) return done('failed', `Analysis not run: ${firstIssue(args.error)}`);
        const analysis = analyse(deps.ctx, args.data, deps.settings);
        return done('executed', `Analysed your data (${args.data.analysis.replace(/_/g, ' ')})`, analysis);
      }
      // Awaited here, so that a command's refusal reaches the catch below.
      case 'create_todo':
        return await change('Todo not created', createTodoArgs.safeParse(call.args), (runner, args) => runner.createTodo(args));
      case 'update_mission':
        return await change('Mission not updated', updateMissionArgs.safeParse(call.args), (runner, args) => runner.updateMission(args));
    }
  } catch (error) {
    // A rule the command refused is worth telling the user; anything else stays generic.
    const reason = error instanceof DomainError ? error.message : 'it could not be completed';
    return done('failed', `${tool.name.replace(/_/g, ' ')} failed: ${reason}`);
  }
}

type Analysis = z.infer<typeof analyzeDataArgs>['analysis'];

type AnalysisArgs = z.infer<typeof analyzeDataArgs>;

/** Each analysis is the offline Director's answer to the same question (named_item looks the item up instead). */
const ANALYSES: Record<Exclude<Analysis, 'named_item'>, (ctx: DirectorContext, style: DirectorSettings['response_style'], args: AnalysisArgs) => string> = {
  focus_today: (ctx, style) => dataAnswer(ctx, 'focus', style),
  overdue_and_risk: (ctx, style) => dataAnswer(ctx, 'risk', style),
  progress_summary: (ctx, style) => dataAnswer(ctx, 'summary', style),
  in_progress: inProgressAnswer,
  open_todos: todoListAnswer,
  missions_at_risk: missionRiskAnswer,
  by_priority: (ctx, style, args) => priorityAnswer(ctx, style, args.priority ?? 'high'),
  missions: missionListAnswer,
  odysseys: odysseyListAnswer,
  forecast: forecastAnswer,
  due: (ctx, style, args) => dueAnswer(ctx, style, args.period ?? 'next'),
  ready: readyAnswer,
  blocked: blockedAnswer,
  counts: (ctx) => countAnswer(ctx),
  completed: (ctx, style, args) => doneAnswer(ctx, style, args.days ?? null),
};

function analyse(ctx: DirectorContext, args: AnalysisArgs, settings: DirectorSettings) {
  const style = settings.response_style;
  if (args.analysis !== 'named_item') return ANALYSES[args.analysis](ctx, style, args);
  const entity = args.name ? findNamedEntity(ctx, args.name) : null;
  return entity ? entityAnswer(ctx, entity, style) : `Nothing visible to you is called "${args.name ?? ''}".`;
}

/** The line a reply shows for each tool call, so the user sees what was (not) done. */
export function toolCallReport(outcome: ToolCallOutcome): string {
  const icon = outcome.status === 'executed' ? '✅' : outcome.status === 'refused' ? '⛔' : '⚠️';
  return `\n\n> ${icon} ${outcome.summary}\n\n`;
}
