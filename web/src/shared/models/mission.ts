import type { Todo } from './todo';

export type MissionStatus = 'active' | 'paused' | 'completed';
export type Health = 'healthy' | 'at_risk' | 'critical';

export type Mission = {
  id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  odyssey_id: string | null;
  odyssey_title?: string | null;
  health_status: Health | null;
  progress_percentage: number;
  total_todos: number;
  completed_todos: number;
  in_progress_count: number;
  overdue_count: number;
  created_at: string;
  completion_evaluation: string | null;
  todos?: Todo[];
};

export type MissionResourceSummary = {
  has_resources: boolean;
  todos_with_progress: number;
  total_steps: number;
  total_evidence: number;
  total_chat_messages: number;
  total_findings: number;
  todo_previews: {
    todo_title: string;
    status: string;
    step_count: number;
    evidence_count: number;
    chat_count: number;
    finding_count: number;
  }[];
};

/** The slice of an odyssey the mission screens need (breadcrumb, parent picker). */
export type OdysseySummary = { id: string; title: string; status: string };
