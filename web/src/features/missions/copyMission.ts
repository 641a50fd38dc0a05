import { useMutation } from '@tanstack/react-query';
import type { Mission } from '../../shared/models/mission';
import { createPlannedTodos, type FailedWait } from '../../shared/plannedTodos/createPlannedTodos';
import { missionsApi, type MissionUpdate } from './missionsApi';
import type { PlannerNote } from '../../shared/ui/PlannerFallbackNote';

export type CopyOutcome =
  | { ok: true; copyId: string; todoCount: number; waitsFailed: FailedWait[]; planner: PlannerNote | null }
  | { ok: false; copyId: string | null; error: string };

/**
 * The mission copy sequence: copy, apply edited fields to the copy,
 * ask the planning questions, generate todos for the copy and create them one by one, then the
 * waits the plan proposes between them. A failure after the copy exists still reports the copy's
 * id; waits that could not be set are named in a successful outcome (the todos are there).
 */
export async function copyMissionWithPlan(mission: Mission, values: MissionUpdate): Promise<CopyOutcome> {
  let copy: Mission;
  try {
    copy = await missionsApi.copy(mission.id);
  } catch {
    return { ok: false, copyId: null, error: 'Failed to create mission copy. Please try again.' };
  }
  const changed = values.title !== mission.title || (values.description ?? '') !== (mission.description ?? '') || values.status !== mission.status || values.odyssey_id !== mission.odyssey_id;
  const title = values.title === mission.title ? copy.title : values.title;
  try {
    if (changed) await missionsApi.update(copy.id, { ...values, title });
  } catch {
    return { ok: false, copyId: copy.id, error: 'Failed to update mission. Please try again.' };
  }
  let questions: string[];
  try {
    questions = (await missionsApi.questions({ title, description: values.description ?? '', odyssey_id: values.odyssey_id, mission_id: copy.id })).questions;
  } catch {
    return { ok: false, copyId: copy.id, error: 'Failed to generate questions. Please try again.' };
  }
  try {
    const { todos, planner } = await missionsApi.generateTodos({
      mission_title: title,
      mission_description: values.description ?? '',
      qa_pairs: questions.map((question) => ({ question, answer: '' })),
      odyssey_id: values.odyssey_id,
      mission_id: copy.id,
    });
    const creation = await createPlannedTodos(copy.id, todos);
    if (creation.todosFailed) return { ok: false, copyId: copy.id, error: 'Failed to create todos for copy. Please try again.' };
    return { ok: true, copyId: copy.id, todoCount: creation.created, waitsFailed: creation.waitsFailed, planner: planner ?? null };
  } catch {
    return { ok: false, copyId: copy.id, error: 'Failed to create todos for copy. Please try again.' };
  }
}

/** The copy sequence as a mutation (its outcome says how far it got; it never throws for a planning failure). */
export function useCopyMission(mission: Mission) {
  return useMutation({ mutationFn: (values: MissionUpdate) => copyMissionWithPlan(mission, values) });
}
