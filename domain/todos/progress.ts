import type { StepStatus } from './status';

export type TodoProgress = {
  completionPercentage: number;
  completedSteps: number;
  totalSteps: number;
  inProgressSteps: number;
  pendingSteps: number;
};

/** Step counts and the completed share as an integer percent (0 without steps). */
export function todoProgress(steps: ReadonlyArray<{ status: StepStatus }>): TodoProgress {
  const count = (status: StepStatus) => steps.filter((s) => s.status === status).length;
  const completedSteps = count('completed');
  const totalSteps = steps.length;
  return {
    completionPercentage: totalSteps === 0 ? 0 : Math.round((completedSteps / totalSteps) * 100),
    completedSteps,
    totalSteps,
    inProgressSteps: count('in_progress'),
    pendingSteps: count('pending'),
  };
}
