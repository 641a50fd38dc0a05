/** TanStack Query cache keys, one family per resource, so a change can invalidate its family. */
export const queryKeys = {
  todos: ['todos'] as const,
  todo: (id: string) => ['todos', id] as const,
  todoSteps: (id: string) => ['todos', id, 'steps'] as const,
  todoProgress: (id: string) => ['todos', id, 'progress'] as const,
  todoResourceSummary: (id: string) => ['todos', id, 'resource-summary'] as const,
  stepMessages: (stepId: string) => ['steps', stepId, 'messages'] as const,
  stepFindings: (stepId: string) => ['steps', stepId, 'findings'] as const,
  stepNextAction: (stepId: string) => ['steps', stepId, 'next-action'] as const,
  stepEvidence: (stepId: string) => ['steps', stepId, 'evidence'] as const,
  missions: ['missions'] as const,
  mission: (id: string) => ['missions', id] as const,
  missionResourceSummary: (id: string) => ['missions', id, 'resource-summary'] as const,
  odysseys: ['odysseys'] as const,
  odyssey: (id: string) => ['odysseys', id] as const,
  dashboard: ['dashboard'] as const,
  /** Recently deleted: todos, missions and odysseys deleted in the last 30 days. */
  trash: ['trash'] as const,
  admin: ['admin'] as const,
};
