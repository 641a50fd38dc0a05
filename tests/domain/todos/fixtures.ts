import { randomUUID } from 'node:crypto';
import type { TodoEvent } from '../../../domain/todos/events';

/** Fixed ids and times so expected events can be written out in full. */
export const userId = '11111111-1111-4111-8111-111111111111';
export const otherUserId = '22222222-2222-4222-8222-222222222222';
export const todoId = '33333333-3333-4333-8333-333333333333';
export const missionId = '44444444-4444-4444-8444-444444444444';
export const stepA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const stepB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const stepC = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const requestId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const t0 = '2025-03-01T09:00:00.000Z';
export const t1 = '2025-03-01T10:00:00.000Z';
export const t2 = '2025-03-01T11:00:00.000Z';
export const newId = () => randomUUID();

export const created = (overrides: Partial<Extract<TodoEvent, { type: 'TodoCreated' }>['data']> = {}): TodoEvent => ({
  type: 'TodoCreated',
  data: {
    todoId,
    userId,
    title: 'Run a 10k',
    description: null,
    successCriteria: 'Finish a 10k race under 60 minutes',
    priority: 'medium',
    dueDate: null,
    missionId: null,
    copiedFromTodoId: null,
    createdAt: t0,
    ...overrides,
  },
});

export const planned = (...stepIds: string[]): TodoEvent => ({
  type: 'StepsPlanned',
  data: {
    todoId,
    steps: stepIds.map((stepId, i) => ({ stepId, title: `Step ${i + 1}`, description: null, orderIndex: i })),
    plannedAt: t0,
  },
});

export const stepCompleted = (stepId: string, at = t1): TodoEvent => ({ type: 'StepCompleted', data: { todoId, stepId, completedAt: at } });
export const started = (reason: 'step_completed' | 'step_chat' = 'step_completed', at = t1): TodoEvent => ({
  type: 'TodoStarted',
  data: { todoId, reason, startedAt: at },
});
export const evaluationRequested = (id = requestId, at = t1): TodoEvent => ({
  type: 'TodoEvaluationRequested',
  data: { todoId, requestId: id, requestedAt: at },
});

/** The texts of `created()`'s todo, as an evaluation of it judges them. */
export const judged = { title: 'Run a 10k', description: null, successCriteria: 'Finish a 10k race under 60 minutes' };

export const noGaps = { gapsFound: false, gaps: [], suggestions: [], recommendation: 'Ready to complete', criteria: [] };
export const withGaps = {
  gapsFound: true,
  gaps: ['No race result recorded'],
  suggestions: ['Add your race time as evidence'],
  recommendation: 'Record the race result before completing',
  criteria: [{ criterion: 'Finish a 10k race under 60 minutes', met: false, evidence: 'No race time in the evidence' }],
};
