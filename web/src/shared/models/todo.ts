/** Todo-side shapes as the API answers them (spec 000 section 3). */
export type TodoStatus = 'pending' | 'in_progress' | 'completed';
export type Priority = 'low' | 'medium' | 'high';

export type CompletionEvaluation = {
  gaps_found: boolean;
  gaps: string[];
  suggestions: string[];
  recommendation: string;
  todo_auto_completed: boolean;
  user_override: boolean;
  evaluated_at: string;
};

export type Evidence = {
  id: string;
  step_id: string;
  step_title?: string;
  content_type: string;
  content_text: string | null;
  file_url?: string | null;
  created_at: string;
  type?: string;
  content_preview?: string;
};

export type FindingType = 'information' | 'decision' | 'resource';

export type Finding = {
  id: string;
  step_id: string;
  step_title?: string;
  finding_type: FindingType;
  title: string;
  content: string;
  source?: string | null;
  created_at: string;
};

export type Step = {
  id: string;
  todo_id: string;
  title: string;
  description: string | null;
  status: string;
  order_index: number;
  evidence?: Evidence[];
  findings?: Finding[];
};

export type Todo = {
  id: string;
  title: string;
  description: string | null;
  success_criteria: string;
  status: string;
  priority: Priority;
  due_date: string | null;
  created_at: string;
  mission_id: string | null;
  mission_title?: string | null;
  /** Computed by the server at read time. */
  is_overdue?: boolean;
  completion_evaluation: CompletionEvaluation | null;
  steps?: Step[];
};

export type ChatMessage = { id: string; role: 'user' | 'assistant'; message: string; created_at: string };

export type ExtractedFinding = { finding_type: FindingType; title: string; content: string };

export type StepChatReply = {
  response?: string;
  message?: string | ChatMessage;
  extracted_findings: ExtractedFinding[] | Finding[];
  step_completed: boolean;
  completion_evaluation: CompletionEvaluation | null;
};

export type ProgressStep = Step & { finding_count: number; evidence_count: number };

export type TodoProgress = {
  metrics: {
    completion_percentage: number;
    completed_steps: number;
    total_steps: number;
    in_progress_steps: number;
    pending_steps: number;
    total_findings: number;
    total_evidence: number;
  };
  findings: Finding[];
  evidence: Evidence[];
  steps: ProgressStep[];
};

export type TodoResourceSummary = {
  has_resources: boolean;
  completed_step_count: number;
  evidence_count: number;
  chat_message_count: number;
  finding_count: number;
  evidence_previews?: unknown[];
  chat_previews?: unknown[];
  finding_previews?: unknown[];
};

/** Status input varies in case and spelling ('inprogress', 'IN_PROGRESS'): one form for the screen. */
export function normaliseStatus(status: string | null | undefined): TodoStatus {
  const key = (status ?? '').toLowerCase().replace(/[\s-]/g, '_');
  if (key === 'completed' || key === 'complete' || key === 'done') return 'completed';
  if (key === 'in_progress' || key === 'inprogress') return 'in_progress';
  return 'pending';
}
