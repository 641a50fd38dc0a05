import type { StepChatInput } from '../../commands/ports/planner';
import type { StepChatResult } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';

const planner = new OfflinePlanner();

/** A step-chat exchange's todo (with its criteria) and step. */
export type Exchange = { todo: string; criteria: string; step: string };

/** Sends the messages one after the other, as the chat does: each reply joins the history, a completed step stays completed. */
export async function converse(exchange: Exchange, messages: string[], status: StepChatInput['step']['status'] = 'pending'): Promise<StepChatResult[]> {
  const chat = { todo: { title: exchange.todo, description: null, success_criteria: exchange.criteria }, step: { title: exchange.step, description: null, status }, evidence: [], findings: [] };
  return converseOn(chat, messages);
}

/** The same conversation on a whole chat input (the todo's due date, its steps, the day). */
export async function converseOn(chat: Omit<StepChatInput, 'history' | 'message'>, messages: string[]): Promise<StepChatResult[]> {
  const history: StepChatInput['history'] = [];
  const results: StepChatResult[] = [];
  let step = chat.step;
  for (const message of messages) {
    const result = await planner.stepChat({ ...chat, step, history: [...history], message });
    results.push(result);
    history.push({ role: 'user', message }, { role: 'assistant', message: result.response });
    if (result.step_completed) step = { ...step, status: 'completed' };
  }
  return results;
}

/** Whether one message completes a step that is its own todo (title and criterion the same). */
export const completes = async (stepTitle: string, message: string) =>
  (await converse({ todo: stepTitle, criteria: stepTitle, step: stepTitle }, [message]))[0].step_completed;
