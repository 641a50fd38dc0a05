import { AIMessage, AIMessageChunk, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { createChatModel, type ChatModelConfig } from '../chatModel';
import { retryable, retryDelayMs, sleep } from '../modelRequest';
import { describeDuration, PlannerError, toPlannerError } from '../plannerError';
import type { TokenUsage } from '../structuredCall';
import { noReply } from '../../domain/director/replyTexts';
import { directorHistoryLimit, type DirectorInput } from '../../commands/ports/director';
import { buildDirectorContext } from './context';
import { withoutThinking } from './hiddenThinking';
import { directorSystemPrompt } from './systemPrompt';
import { permittedTools, runDirectorToolCall, toolCallReport } from './tools';

/** The endpoint and model; temperature and max tokens come from each user's settings. */
export type LangchainDirectorConfig = Omit<ChatModelConfig, 'temperature' | 'maxTokens' | 'streaming'>;

/** Rounds of "model asks for tools, tools answer" in one reply before it must conclude. */
export const maxToolRounds = 3;

/** Tool calls run in one reply, whatever the model asks for: a bound on what one message can do (and cost). */
export const maxToolCallsPerReply = 5;

/** Told after each round of requests, answered or failed: the requests sent, and the tokens when the server reported them. */
export type DirectorRequestsListener = (usage: TokenUsage | null, requests: number) => void;

/**
 * The Director on a chat model (any OpenAI-compatible endpoint), streamed token by token.
 * Tools are bound only when the user's permissions allow them; every call is checked again
 * before it runs, executed through `input.tools`, and reported in the reply.
 */
export function createLangchainDirector(config: LangchainDirectorConfig, onRequests?: DirectorRequestsListener) {
  return async function* langchainDirectorReply(input: DirectorInput, signal?: AbortSignal): AsyncGenerator<string> {
    const { settings } = input;
    const ctx = buildDirectorContext(input.data, settings.context_settings, input.now, input.timeZone);
    // Retries are the Director's own (below), so every request sent is counted.
    const chat = createChatModel({ ...config, maxRetries: 0, temperature: settings.temperature, maxTokens: settings.max_tokens, streaming: true });
    const tools = permittedTools(settings);
    const model = tools.length > 0 ? chat.bindTools(tools.map(({ name, description, schema }) => ({ name, description, schema }))) : chat;

    const messages: BaseMessage[] = [
      new SystemMessage(directorSystemPrompt(settings, ctx)),
      ...input.history.slice(-directorHistoryLimit).map((m) => (m.role === 'user' ? new HumanMessage(m.content) : new AIMessage(m.content))),
      new HumanMessage(input.message),
    ];

    let callsRun = 0;
    /** Whether the model has written any words yet, and whether a tool changed the user's data. */
    let wrote = false;
    let changed = false;
    /** The tool calls run in this reply (name and arguments), with what the model was told. */
    const ran = new Map<string, string>();
    for (let round = 1; ; round++) {
      let reply: AIMessageChunk | undefined;
      let requests = 0;
      // A request refused or broken off before a shown word (no connection, 408, 429, 5xx; a
      // stream cut while the model was still thinking; the client's own retries skip a 429
      // without Retry-After) is sent again like any planner request: the person saw none of it.
      // Not one that broke off after shown text, nor a silent one (the person has already
      // waited the whole time-out).
      for (;;) {
        requests++;
        let failure: PlannerError;
        /** Whether any chunk came (the failure is then a reply that broke off), and whether the person saw a word of it. */
        let heard = false;
        let shown = false;
        reply = undefined;
        // The client's time-out ends with the headers: a reply that stops flowing for the
        // request time-out is cut here (a long reply that keeps coming is not).
        const silence = new AbortController();
        const visible = withoutThinking();
        let timer = setTimeout(() => silence.abort(), config.timeoutMs);
        try {
          const stream = await model.stream(messages, { signal: signal ? AbortSignal.any([signal, silence.signal]) : silence.signal });
          for await (const chunk of stream) {
            heard = true;
            clearTimeout(timer);
            timer = setTimeout(() => silence.abort(), config.timeoutMs);
            reply = reply ? reply.concat(chunk) : chunk;
            const text = chunk.text ? visible.push(chunk.text) : '';
            if (text) {
              shown = true;
              wrote ||= text.trim() !== '';
              yield text;
            }
          }
          const rest = visible.end();
          if (rest) {
            wrote ||= rest.trim() !== '';
            yield rest;
          }
          break;
        } catch (error) {
          if (signal?.aborted) throw error;
          failure = silence.signal.aborted
            ? new PlannerError('timeout', `The AI planner stopped answering for ${describeDuration(config.timeoutMs)}.`, error)
            : heard
              ? new PlannerError('unavailable', `The AI planner’s reply broke off (${(error as Error)?.message ?? 'no reason given'}).`, error)
              : toPlannerError(error, {});
          if (silence.signal.aborted || shown || requests > config.maxRetries || failure.reason === 'timeout' || !retryable(failure)) {
            onRequests?.(null, requests);
            throw failure;
          }
        } finally {
          clearTimeout(timer);
        }
        await sleep(retryDelayMs(requests, failure), signal);
        signal?.throwIfAborted();
      }
      // Tokens go on the audit record when the server reports them (a final usage chunk).
      const usage = reply?.usage_metadata;
      onRequests?.(usage ? { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens, total_tokens: usage.total_tokens } : null, requests);
      const calls = reply?.tool_calls ?? [];
      if (!reply || calls.length === 0) {
        const cut = reply?.response_metadata?.finish_reason === 'length';
        // A reply cut at the user's token limit reads like a whole one unless it says so.
        if (cut && wrote) yield `\n\n_The reply reached the limit of ${settings.max_tokens} tokens set in the Director settings (Max tokens) and stops here._`;
        else if (cut) yield `${noReply}\n\n_The model used the whole limit of ${settings.max_tokens} tokens set in the Director settings (Max tokens) before writing a word; a higher limit may help._`;
        // After tool lines the reply is not empty, so the chat would not say that no answer came:
        // it is said here, unless a change was made (the change is the answer; trying again would repeat it).
        else if (!wrote && callsRun > 0 && !changed) yield noReply;
        return;
      }

      messages.push(reply);
      let skipped = 0;
      for (const call of calls) {
        signal?.throwIfAborted();
        // A model in a loop asks for the same change again: it is made once per reply.
        const key = `${call.name} ${JSON.stringify(call.args)}`;
        const earlier = ran.get(key);
        if (earlier !== undefined) {
          messages.push(new ToolMessage({ tool_call_id: call.id ?? call.name, content: `Already done earlier in this reply, not repeated: ${earlier}` }));
          continue;
        }
        if (callsRun >= maxToolCallsPerReply) {
          skipped++;
          continue;
        }
        callsRun++;
        const { outcome, modelResult } = await runDirectorToolCall(
          { name: call.name, args: call.args },
          { settings, ctx, runner: input.tools },
        );
        ran.set(key, modelResult);
        changed ||= outcome.status === 'executed' && call.name !== 'analyze_data';
        input.onToolCall?.(outcome);
        yield toolCallReport(outcome);
        messages.push(new ToolMessage({ tool_call_id: call.id ?? call.name, content: modelResult }));
      }
      if (skipped > 0) {
        yield `_I make at most ${maxToolCallsPerReply} changes per reply, so ${skipped} more ${skipped === 1 ? 'was' : 'were'} not made. Ask again to continue._`;
        return;
      }
      if (round === maxToolRounds) {
        yield '_I stopped after several tool calls in a row; ask again if something is left to do._';
        return;
      }
    }
  };
}
