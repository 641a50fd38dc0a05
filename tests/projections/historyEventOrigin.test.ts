import type { RecordedEvent } from '../../commands/eventStore';
import { eventOrigins } from '../../projections/history/eventOrigin';

let position = 0n;
function recorded(type: string, metadata: { userId: string | null; correlationId: string; causationId: string | null }, data: Record<string, unknown> = {}, streamId = 'todo-1'): RecordedEvent {
  position += 1n;
  return { id: `event-${position}`, streamId, revision: position, position, type, data, metadata: { ...metadata, occurredAt: '2026-01-01T00:00:00Z' }, recordedAt: '2026-01-01T00:00:00Z' };
}

describe('who did an event, as a history tells it', () => {
  const request = { userId: 'alice', correlationId: 'request-1', causationId: 'request-1' };

  it('is the user for what their request did, the system for what no user caused', () => {
    const created = recorded('TodoCreated', request);
    const swept = recorded('JobLeaseExpired', { userId: null, correlationId: 'sweep', causationId: null }, {}, 'job-1');
    expect(eventOrigins([created, swept])).toEqual(['user', 'system']);
  });

  it('is a reactor for what the app did by itself after an earlier event of the user', () => {
    const completed = recorded('TodoAutoCompleted', { userId: 'alice', correlationId: 'request-1', causationId: 'event-7' });
    const reopened = recorded('MissionReopened', { userId: 'alice', correlationId: 'request-1', causationId: 'event-8' }, {}, 'mission-1');
    expect(eventOrigins([completed, reopened])).toEqual(['reactor', 'reactor']);
  });

  it('is the AI planner for what a planner call wrote, and for what it read from the step chat', () => {
    const reaction = { userId: 'alice', correlationId: 'request-1', causationId: 'event-1' };
    const planned = recorded('StepsPlanned', reaction, { steps: [] });
    const call = recorded('PlannerCallRecorded', reaction, { capability: 'todoSteps' });
    // A plan that came with the todo (a copy's steps, or the user's own) is the user's.
    const copied = recorded('StepsPlanned', request, { steps: [] });
    const readAsDone = recorded('StepCompleted', request, { stepId: 's', chatReplyId: 'reply-1' });
    const clicked = recorded('StepCompleted', request, { stepId: 's' });
    const extracted = recorded('FindingAdded', request, { source: 'step_assistant' });
    const typed = recorded('FindingAdded', request, { source: 'user' });
    expect(eventOrigins([planned, call, copied, readAsDone, clicked, extracted, typed])).toEqual(['ai_planner', 'ai_planner', 'user', 'ai_planner', 'user', 'ai_planner', 'user']);
  });

  it('is the AI planner for what a step read as done from the chat brought with it, the user for the same after a click', () => {
    const reply = { userId: 'alice', correlationId: 'request-2', causationId: 'event-3' };
    const readAsDone = recorded('StepCompleted', reply, { stepId: 's', chatReplyId: 'reply-1' });
    const started = recorded('TodoStarted', reply, { reason: 'step_chat' });
    const evaluationAsked = recorded('TodoEvaluationRequested', reply, { requestId: 'r' });
    const clicked = recorded('StepCompleted', request, { stepId: 't' });
    const askedAfterClick = recorded('TodoEvaluationRequested', request, { requestId: 'q' });
    expect(eventOrigins([readAsDone, started, evaluationAsked, clicked, askedAfterClick])).toEqual(['ai_planner', 'ai_planner', 'ai_planner', 'user', 'user']);
  });

  it('is the AI planner for a todo completed on the verdict of an evaluation made in the user’s request', () => {
    const evaluated = recorded('TodoEvaluated', request, { gapsFound: false });
    const completed = recorded('TodoAutoCompleted', request, { todoId: '1' });
    const call = recorded('PlannerCallRecorded', request, { capability: 'evaluateTodo' });
    expect(eventOrigins([evaluated, completed, call])).toEqual(['ai_planner', 'ai_planner', 'ai_planner']);
  });
});
