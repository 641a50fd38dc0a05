import { apiFetch } from '../../shared/api/http';

/** The nested hierarchy GET /odysseys/{id}/graph and GET /missions/{id}/graph answer (spec 001, section 3). */
export type GraphStepData = {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  order_index?: number | null;
  todo_id?: string;
  evidence?: unknown[] | null;
  findings?: unknown[] | null;
  evidence_count?: number;
  finding_count?: number;
};

export type GraphTodoData = {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  steps?: GraphStepData[] | null;
};

export type GraphMissionData = {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  odyssey_id?: string | null;
  todos?: GraphTodoData[] | null;
};

export type OdysseyGraphData = {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  missions?: GraphMissionData[] | null;
};

export const graphKeys = {
  odyssey: (id: string) => ['odysseys', id, 'graph'] as const,
  mission: (id: string) => ['missions', id, 'graph'] as const,
};

export function fetchOdysseyGraph(id: string): Promise<OdysseyGraphData> {
  return apiFetch<OdysseyGraphData>(`/odysseys/${encodeURIComponent(id)}/graph`);
}

export function fetchMissionGraph(id: string): Promise<GraphMissionData> {
  return apiFetch<GraphMissionData>(`/missions/${encodeURIComponent(id)}/graph`);
}
