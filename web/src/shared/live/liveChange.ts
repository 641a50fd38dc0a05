/** A message of GET /api/live: what changed for the signed-in user, at which log position. */
export type LiveChange = {
  kind: 'todo' | 'mission' | 'odyssey' | 'job' | 'conversation' | 'step_chat' | 'director_settings' | 'user';
  id: string;
  position: string;
  type: string;
  /** Planning jobs: how far the job is, and the first generated items. */
  progress?: number;
  partial_items?: string[];
};

/** `ready`: the stream is up to date; `reset`: too much was missed, reload everything. */
export type LiveMessage = LiveChange | { kind: 'ready' | 'reset'; position: string | null };

export const isChange = (m: LiveMessage): m is LiveChange => m.kind !== 'ready' && m.kind !== 'reset';
