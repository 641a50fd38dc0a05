import type { BaseMessage } from '@langchain/core/messages';
import { ChatPromptTemplate } from '@langchain/core/prompts';
import { BaseCallbackHandler, type HandleLLMNewTokenCallbackFields, type NewTokenIndices } from '@langchain/core/callbacks/base';
import { parsePartialJson } from '@langchain/core/output_parsers';
import type { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';
import { sendWithRetries } from './modelRequest';
import { PlannerError } from './plannerError';

/**
 * How the model is asked for structured output: `tools` (a forced tool call;
 * OpenAI, and tool-capable models on vLLM, Ollama, LM Studio) or
 * `json_schema` (`response_format: {type: 'json_schema'}`; llama.cpp's server
 * and others without reliable tool calling). Either way the reply is
 * validated by the same zod schema.
 */
export type StructuredOutputMode = 'tools' | 'json_schema';

export type TokenUsage = { input_tokens: number; output_tokens: number; total_tokens: number };

/** What one model call did, for logs and the audit record. */
export type ModelCallReport = {
  capability: string;
  /** Requests sent: retries after a time-out or failed request and the corrective re-ask included. */
  attempts: number;
  usage: TokenUsage | null;
  latencyMs: number;
  /** Why an attempt was rejected: zod issues or broken rules, in words. */
  problems: string[];
};

type Vars = Record<string, unknown>;

export type StructuredCall<T> = {
  model: ChatOpenAI;
  mode: StructuredOutputMode;
  name: string;
  schema: z.ZodType<T>;
  prompt: ChatPromptTemplate;
  vars: Vars;
  /** Fixes what is only taste (numbering, case) before validation. */
  repair?: (raw: unknown) => unknown;
  /** Checkable rules the validated result must keep; returns the broken ones. */
  rules?: (result: T) => string[];
  /** Drops what the result may not keep but need not be asked again for; what it dropped is on the call's record. */
  tidy?: (result: T) => { value: T; dropped: string[] };
  /** Per request, streamed or not. */
  timeoutMs: number;
  /** Further requests after one that timed out or failed to connect (not after a bad reply). */
  maxRetries: number;
  signal?: AbortSignal;
  /** Hears the reply's JSON parsed so far while it streams in (each attempt starts afresh). */
  onPartial?: (partial: unknown) => void;
  /**
   * Hears that what onPartial heard will not be used: its request failed (a retry starts
   * afresh) or its reply was rejected (asked again, or the call fails).
   */
  onDiscard?: () => void;
};

/**
 * Makes the chat model stream (lc_prefer_streaming) and, given a listener, hands on the
 * structured reply parsed so far: the forced tool call's argument text, or the JSON in the
 * content.
 */
class PartialReplyHandler extends BaseCallbackHandler {
  name = 'partial-reply';
  readonly lc_prefer_streaming = true;
  private text = '';
  private args = '';

  constructor(
    private readonly mode: StructuredOutputMode,
    private readonly onPartial?: (partial: unknown) => void,
  ) {
    // Awaited, so every piece is heard before the call returns.
    super({ _awaitHandler: true });
  }

  handleLLMNewToken(token: string, _idx: NewTokenIndices, _runId: string, _parentRunId?: string, _tags?: string[], fields?: HandleLLMNewTokenCallbackFields) {
    if (!this.onPartial) return;
    this.text += token;
    const message = fields?.chunk && 'message' in fields.chunk ? (fields.chunk.message as { tool_call_chunks?: Array<{ index?: number; args?: string }> }) : undefined;
    for (const c of message?.tool_call_chunks ?? []) if ((c.index ?? 0) === 0 && c.args) this.args += c.args;
    const source = this.mode === 'tools' && this.args ? this.args : this.text.slice(Math.max(0, this.text.indexOf('{')));
    if (!source.startsWith('{')) return;
    const partial = parsePartialJson(source);
    if (partial !== null && partial !== undefined) this.onPartial(partial);
  }
}

function addUsage(total: TokenUsage | null, message: BaseMessage | undefined): TokenUsage | null {
  const u = (message as { usage_metadata?: { input_tokens?: number; output_tokens?: number; total_tokens?: number } } | undefined)?.usage_metadata;
  if (!u) return total;
  const base = total ?? { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  return {
    input_tokens: base.input_tokens + (u.input_tokens ?? 0),
    output_tokens: base.output_tokens + (u.output_tokens ?? 0),
    total_tokens: base.total_tokens + (u.total_tokens ?? 0),
  };
}

/** The structured part of a reply: the forced tool call's arguments, or the JSON in the text. */
function extract(message: BaseMessage, mode: StructuredOutputMode): unknown {
  const calls = (message as { tool_calls?: Array<{ args: unknown }> }).tool_calls;
  if (mode === 'tools' && calls && calls.length > 0) return calls[0].args;
  const content = typeof message.content === 'string' ? message.content : message.content.map((p) => ('text' in p ? p.text : '')).join('');
  // Small local models wrap JSON in prose or code fences: take the outermost object.
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) {
    // Asked for JSON text, some models make a function call with it instead.
    if (calls && calls.length > 0) return calls[0].args;
    throw new SyntaxError('the reply holds no JSON object');
  }
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch (outermost) {
    // The prose may hold braces of its own ("Sure {name}!"): try each object that is not inside
    // another one, in order; the outermost failure is the one to name when none parses.
    for (let at = start; at >= 0; ) {
      const close = closingBrace(content, at);
      if (close < 0) {
        at = content.indexOf('{', at + 1);
        continue;
      }
      try {
        return JSON.parse(content.slice(at, close + 1));
      } catch {
        at = content.indexOf('{', close + 1);
      }
    }
    throw outermost;
  }
}

/** Where the object opening at `open` closes (braces inside JSON strings ignored), or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.slice(0, 8).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

/**
 * One structured request with one corrective re-ask: a reply that is not
 * valid JSON, fails the schema or breaks a rule is answered with the exact
 * problems and asked again once; wrong again, it is a PlannerError whose
 * message names the problems. Each request has its own time-out and bounded
 * retries (planner/modelRequest.ts); the report counts every request sent.
 */
export async function structuredCall<T>(call: StructuredCall<T>, report: (r: ModelCallReport) => void): Promise<T> {
  const { model, mode, name, schema, prompt, vars, repair, rules, tidy, timeoutMs, maxRetries, signal, onDiscard } = call;
  let heard = false;
  const hear = call.onPartial;
  const onPartial =
    hear &&
    ((partial: unknown) => {
      heard = true;
      hear(partial);
    });
  const discard = () => {
    if (!heard) return;
    heard = false;
    onDiscard?.();
  };
  const structured =
    mode === 'json_schema'
      ? model.withStructuredOutput(z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>, { method: 'jsonSchema', name, includeRaw: true })
      : model.withStructuredOutput(schema as unknown as z.ZodType<Record<string, unknown>>, { method: 'functionCalling', name, includeRaw: true });

  const started = Date.now();
  let usage: TokenUsage | null = null;
  const problems: string[] = [];
  let attempt = 0;
  let requests = 0;
  const done = () => report({ capability: name, attempts: requests, usage, latencyMs: Date.now() - started, problems });

  let currentPrompt = prompt;
  let currentVars = vars;
  while (attempt < 2) {
    attempt += 1;
    let raw: BaseMessage;
    try {
      const [askPrompt, askVars] = [currentPrompt, currentVars];
      raw = await sendWithRetries(
        async (requestSignal) => {
          discard();
          // json_schema replies always stream: the client's unstreamed json_schema path parses
          // the content itself and throws on code fences, prose or a reply cut at the token
          // limit, before the reply can be read here or asked again.
          const callbacks = onPartial || mode === 'json_schema' ? [new PartialReplyHandler(mode, onPartial)] : undefined;
          return ((await askPrompt.pipe(structured).invoke(askVars, { signal: requestSignal, callbacks })) as { raw: BaseMessage }).raw;
        },
        { timeoutMs, maxRetries, signal },
        () => (requests += 1),
      );
    } catch (e) {
      discard();
      done();
      throw e;
    }
    usage = addUsage(usage, raw);
    let broken: string[];
    let reason: 'malformed' | 'rule_violation' = 'malformed';
    try {
      const candidate = extract(raw, mode);
      const parsed = schema.safeParse(repair ? repair(candidate) : candidate);
      if (parsed.success) {
        broken = rules ? rules(parsed.data) : [];
        reason = 'rule_violation';
        if (broken.length === 0) {
          const tidied = tidy ? tidy(parsed.data) : { value: parsed.data, dropped: [] };
          problems.push(...tidied.dropped.map((d) => `dropped: ${d}`));
          done();
          return tidied.value;
        }
      } else {
        broken = describeIssues(parsed.error);
      }
    } catch (e) {
      broken = [`the reply is not valid JSON (${(e as Error).message})`];
    }
    problems.push(...broken.map((b) => `attempt ${attempt}: ${b}`));
    discard();
    if (attempt >= 2) {
      done();
      throw new PlannerError(
        reason,
        reason === 'rule_violation' ? `The AI plan did not respect your answers (${broken.join('; ')}).` : 'The AI planner returned an answer in an unexpected format.',
        { problems },
      );
    }
    currentPrompt = ChatPromptTemplate.fromMessages([
      ...prompt.promptMessages,
      ['human', 'Your previous answer could not be used: {problems}. Answer again with the complete result, keeping every rule and the exact format.'],
    ]);
    currentVars = { ...vars, problems: broken.join('; ') };
  }
  throw new PlannerError('malformed', 'The AI planner returned an answer in an unexpected format.');
}
