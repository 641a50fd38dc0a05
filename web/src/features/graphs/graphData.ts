import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';

/** What GET /missions/{id}/graph and GET /odysseys/{id}/graph answer, from the generated contract. */
export type MissionGraph = ApiResponse<'/api/missions/{id}/graph', 'get'>;
export type OdysseyGraph = ApiResponse<'/api/odysseys/{id}/graph', 'get'>;

/**
 * The least the graph model needs of that hierarchy: the contract's
 * answers are assignable to these (the fetchers below prove it), and the model copes with a missing part.
 * Every node has these fields, whatever its level; each level adds its own.
 */
export type GraphNodeData = {
  id: string;
  title: string;
  description?: string | null;
  status: string;
};

export type GraphStepData = GraphNodeData & {
  order_index?: number | null;
  todo_id?: string;
  evidence?: unknown[] | null;
  findings?: unknown[] | null;
  evidence_count?: number;
  finding_count?: number;
};

export type GraphTodoData = GraphNodeData & {
  /** The ids of the todos it waits for (some may lie outside the graph). */
  depends_on?: string[] | null;
  steps?: GraphStepData[] | null;
};

export type GraphMissionData = GraphNodeData & {
  odyssey_id?: string | null;
  todos?: GraphTodoData[] | null;
};

export type OdysseyGraphData = GraphNodeData & {
  missions?: GraphMissionData[] | null;
};

export const graphKeys = {
  odyssey: (id: string) => ['odysseys', id, 'graph'] as const,
  mission: (id: string) => ['missions', id, 'graph'] as const,
};

export function fetchOdysseyGraph(id: string): Promise<OdysseyGraphData> {
  return apiFetch<OdysseyGraph>(`/odysseys/${encodeURIComponent(id)}/graph`);
}

export function fetchMissionGraph(id: string): Promise<GraphMissionData> {
  return apiFetch<MissionGraph>(`/missions/${encodeURIComponent(id)}/graph`);
}
