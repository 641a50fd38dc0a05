import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import { queryKeys } from '../../shared/queries/queryKeys';
import type { PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import type { QaPair, ReviewMission } from './odysseyWizardModel';

/** The questions, and who wrote them (the note says when the offline planner stood in). */
export async function fetchOdysseyQuestions(title: string, description: string, signal?: AbortSignal): Promise<{ questions: string[]; planner: PlannerNote | null }> {
  const answer = await apiFetch<{ questions: string[]; planner?: PlannerNote }>('/odyssey-breakdown/questions', {
    method: 'POST',
    body: { title, description },
    signal,
  });
  if (!answer || !Array.isArray(answer.questions)) throw new Error('The planner answered without questions');
  return { questions: answer.questions, planner: answer.planner ?? null };
}

export async function startMissionBreakdown(
  odysseyTitle: string,
  odysseyDescription: string,
  qaPairs: QaPair[],
  signal?: AbortSignal,
): Promise<string> {
  const answer = await apiFetch<{ job_id: string }>('/odyssey-breakdown/generate-missions-async', {
    method: 'POST',
    body: { odyssey_title: odysseyTitle, odyssey_description: odysseyDescription, qa_pairs: qaPairs },
    signal,
  });
  if (!answer?.job_id) throw new Error('The planner answered without a job id');
  return answer.job_id;
}

/** Creates the odyssey, then one mission per kept review row (in review order); returns the odyssey id. */
export async function createOdysseyWithMissions(
  title: string,
  description: string,
  missions: ReviewMission[],
): Promise<string> {
  const odyssey = await apiFetch<{ id: string }>('/odysseys/', { method: 'POST', body: { title, description } });
  for (const mission of missions) {
    await apiFetch('/missions/', {
      method: 'POST',
      body: { title: mission.title.trim(), description: mission.description.trim(), odyssey_id: odyssey.id },
    });
  }
  return odyssey.id;
}

export function useOdysseyQuestions() {
  return useMutation({ mutationFn: ({ title, description }: { title: string; description: string }) => fetchOdysseyQuestions(title, description) });
}

/** Starts the planning job that proposes the odyssey's missions; answers the job id to poll. */
export function useStartMissionBreakdown() {
  return useMutation({
    mutationFn: ({ title, description, qaPairs }: { title: string; description: string; qaPairs: QaPair[] }) => startMissionBreakdown(title, description, qaPairs),
  });
}

/** Creates the odyssey and its reviewed missions; the lists that show them reload. */
export function useCreateOdyssey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description, missions }: { title: string; description: string; missions: ReviewMission[] }) =>
      createOdysseyWithMissions(title, description, missions),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.odysseys });
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
