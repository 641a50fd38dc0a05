import type { Mission } from '../shared/models/mission';

/** A mission as GET /api/missions lists it: a fresh, standalone, active and healthy one with no todos unless `fields` say otherwise. */
export function aMission(fields: Partial<Mission> = {}): Mission {
  return {
    id: 'm1',
    title: 'Summer fair',
    description: 'Stalls and music',
    status: 'active',
    odyssey_id: null,
    odyssey_title: null,
    health_status: 'healthy',
    outlook: 'no_due_dates',
    forecast_date: null,
    progress_percentage: 0,
    total_todos: 0,
    completed_todos: 0,
    in_progress_count: 0,
    overdue_count: 0,
    completion_evaluation: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    completed_at: null,
    ...fields,
  };
}
