import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../commands/eventStore';

const TODOS_PER_USER = 10;
const STEPS_PER_TODO = 5;

/**
 * A realistic log: users with an odyssey, two missions and ten todos each; every todo planned
 * (5 steps), chatted about, worked through, evaluated and auto-completed. ~134 events a user.
 */
export function* realisticLog(total: number): Generator<RecordedEvent> {
  let position = 0n;
  const start = Date.parse('2025-01-01T00:00:00Z');
  const next = (streamId: string, revision: number, type: string, data: object, userId: string): RecordedEvent => {
    position += 1n;
    const at = new Date(start + Number(position) * 10).toISOString();
    return { id: randomUUID(), streamId, revision: BigInt(revision), position, type, data, metadata: { userId, occurredAt: at, correlationId: randomUUID(), causationId: null, schemaVersion: 1 }, recordedAt: at };
  };
  for (let u = 0; position < BigInt(total); u++) {
    const userId = randomUUID();
    const at = () => new Date(start + Number(position) * 10).toISOString();
    yield next(`user-${userId}`, 0, 'UserRegistered', { userId, email: `user${u}@example.com`, passwordHash: '$argon2id$bench', role: 'user', registeredAt: at() }, userId);
    const odysseyId = randomUUID();
    yield next(`odyssey-${odysseyId}`, 0, 'OdysseyCreated', { odysseyId, userId, title: `Odyssey ${u}`, description: null, isSample: false, createdAt: at() }, userId);
    const missionIds = [randomUUID(), randomUUID()];
    for (const [i, missionId] of missionIds.entries()) {
      yield next(`mission-${missionId}`, 0, 'MissionCreated', { missionId, userId, title: `Mission ${u}.${i}`, description: 'Bench', odysseyId, copiedFromMissionId: null, createdAt: at() }, userId);
    }
    for (let k = 0; k < TODOS_PER_USER && position < BigInt(total); k++) {
      const todoId = randomUUID();
      const stream = `todo-${todoId}`;
      let rev = 0;
      const todo = (type: string, data: object) => next(stream, rev++, type, { todoId, ...data }, userId);
      yield todo('TodoCreated', { userId, title: `Todo ${u}.${k}`, description: null, successCriteria: 'It is done', priority: 'medium', dueDate: null, missionId: missionIds[k % 2], copiedFromTodoId: null, createdAt: at() });
      const steps = Array.from({ length: STEPS_PER_TODO }, (_, i) => ({ stepId: randomUUID(), title: `Step ${i + 1}`, description: null, orderIndex: i }));
      yield todo('StepsPlanned', { steps, plannedAt: at() });
      const messageId = randomUUID();
      yield next(`stepchat-${steps[0].stepId}`, 0, 'StepChatMessagePosted', { messageId, stepId: steps[0].stepId, todoId, userId, message: 'I decided to start today', postedAt: at() }, userId);
      yield next(`stepchat-${steps[0].stepId}`, 1, 'StepAssistantReplied', {
        messageId: randomUUID(), stepId: steps[0].stepId, todoId, replyToMessageId: messageId, response: 'Good plan.',
        extractedFindings: [], stepCompleted: false, nextAction: null, repliedAt: at(),
      }, userId);
      for (const [i, s] of steps.entries()) {
        yield todo('StepCompleted', { stepId: s.stepId, completedAt: at() });
        if (i === 0) yield todo('TodoStarted', { reason: 'step_completed', startedAt: at() });
      }
      const requestId = randomUUID();
      yield todo('TodoEvaluationRequested', { requestId, requestedAt: at() });
      yield todo('TodoEvaluated', { requestId, gapsFound: false, gaps: [], suggestions: [], recommendation: 'Well done', criteria: [{ criterion: 'It is done', met: true, evidence: 'All steps' }], evaluatedAt: at() });
      yield todo('TodoAutoCompleted', { requestId, completedAt: at() });
    }
  }
}

