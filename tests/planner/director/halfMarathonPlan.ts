import type { DirectorDataSnapshot } from '../../../planner/director/context';

/** The half marathon plan of a walk through the app: the odyssey's description holds the race and the knee. */
export const halfMarathonNow = '2026-11-29T09:00:00.000Z';

export const halfMarathonIds = {
  odyssey: '5d0c1f2e-7a41-4b7e-9f3a-000000000001',
  peak: '5d0c1f2e-7a41-4b7e-9f3a-000000000002',
};

/** A todo of the Peak mission, pending and without steps unless `over` says otherwise. */
export const halfMarathonTodo = (id: string, title: string, due_date: string | null, over: Partial<DirectorDataSnapshot['todos'][number]> = {}): DirectorDataSnapshot['todos'][number] => ({
  id,
  title,
  description: null,
  status: 'pending',
  priority: 'medium',
  due_date,
  mission_id: halfMarathonIds.peak,
  total_steps: 0,
  completed_steps: 0,
  ...over,
});

export function halfMarathonSnapshot(): DirectorDataSnapshot {
  const todo = halfMarathonTodo;
  return {
    odysseys: [
      {
        id: halfMarathonIds.odyssey,
        title: 'Run a half marathon in under 2 hours',
        description: 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.',
        status: 'active',
      },
    ],
    missions: [
      {
        id: halfMarathonIds.peak,
        title: 'Peak for a half marathon in under 2 hours',
        description: 'Build from 5 km to 21 km and bring the pace to 5:40 per km.',
        status: 'active',
        odyssey_id: halfMarathonIds.odyssey,
      },
    ],
    todos: [
      todo('t-trial', 'Run a 5 km time trial', '2027-01-31'),
      todo('t-ten', 'Run 10 km at easy pace', '2027-04-30'),
      todo('t-target', 'Reach the target: a half marathon in under 2 hours', '2027-10-31'),
    ],
    steps: [{ id: 's-route', todo_id: 't-ten', title: 'Plan a flat 10 km route', status: 'pending', order_index: 0 }],
    waits: [],
  };
}
