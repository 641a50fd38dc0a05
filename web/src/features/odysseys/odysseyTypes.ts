/** Odysseys as the API answers them (spec 001, section 3). */
export type OdysseyStatus = 'active' | 'completed' | 'paused' | 'archived';
export type HealthStatus = 'healthy' | 'at_risk' | 'critical';

export type OdysseyMission = {
  id: string;
  title: string;
  description: string | null;
  status: string;
  odyssey_id?: string | null;
};

export type Odyssey = {
  id: string;
  title: string;
  description: string | null;
  status: OdysseyStatus;
  health_status?: HealthStatus | null;
  total_missions: number;
  completed_missions: number;
  active_missions: number;
  paused_missions: number;
  progress_percentage: number;
  missions?: OdysseyMission[];
  created_at?: string;
};
