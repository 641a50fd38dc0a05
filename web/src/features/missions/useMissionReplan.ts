import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UndoToken } from '../../shared/api/http';
import { useJobPolling } from '../../shared/jobs/useJobPolling';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useToast } from '../../shared/toast/useToast';
import { useUndoToast } from '../../shared/undo/useUndoToast';
import { missionsApi, type MissionUpdate } from './missionsApi';
import { generatedTodos } from '../../shared/jobs/job';
import { plannerFallbackText } from '../../shared/ui/PlannerFallbackNote';
import { createPlannedTodos } from '../../shared/plannedTodos/createPlannedTodos';
import { WAITS_FAILED_TOAST_MS, waitsFailedMessage } from '../../shared/plannedTodos/waitsFailedMessage';

/**
 * The mission re-plan sequence: update the mission, request the re-plan,
 * start the todo-generation job, poll it every 2 s, then create its todos one by one and every
 * wait the plan proposes between them (there is no review), `progress` saying how far it is. The
 * toast that confirms it can undo the re-plan (the edit before it stays); waits that could not be
 * set get a toast of their own.
 */
export function useMissionReplan(missionId: string) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [creatingTodos, setCreatingTodos] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const handledJob = useRef<string | null>(null);
  const undoToast = useUndoToast();
  /** The re-plan's undo token, offered once its todos are created (an earlier undo would race them). */
  const replanUndo = useRef<UndoToken | null>(null);
  const polling = useJobPolling(jobId);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.mission(missionId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.todos }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);

  /**
   * Returns true once the job is running (the caller can close its dialog). `saveFirst: false`
   * plans the mission as it is (nothing edited, so no update).
   */
  const start = async (values: MissionUpdate, { saveFirst = true }: { saveFirst?: boolean } = {}): Promise<boolean> => {
    setStarting(true);
    try {
      try {
        if (saveFirst) await missionsApi.update(missionId, values);
      } catch {
        toast.error('Failed to update mission. Please try again.');
        return false;
      }
      try {
        replanUndo.current = (await missionsApi.replan(missionId, { title: values.title, description: values.description })).undo;
        const { job_id } = await missionsApi.generateTodosAsync({
          mission_title: values.title,
          mission_description: values.description ?? '',
          qa_pairs: [],
          odyssey_id: values.odyssey_id,
          mission_id: missionId,
        });
        handledJob.current = null;
        setJobId(job_id);
        return true;
      } catch {
        toast.error('Failed to start re-planning. Please try again.');
        return false;
      } finally {
        void reload();
      }
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    if (!jobId || handledJob.current === jobId) return;
    if (polling.status === 'failed') {
      handledJob.current = jobId;
      toast.error(polling.errorMessage || 'Failed to re-plan mission. Please try again.');
      return;
    }
    if (polling.status !== 'completed' || !polling.job) return;
    handledJob.current = jobId;
    const todos = generatedTodos(polling.job);
    // There is no review here, so the toast says when the offline planner stood in for the model.
    const planner = polling.job.planner;
    setCreatingTodos(true);
    void createPlannedTodos(missionId, todos, setProgress, replanUndo.current?.revision)
      .then(({ todosFailed, waitsFailed }) => {
        if (todosFailed) {
          toast.error('Failed to create todos. Please try again.');
          return;
        }
        undoToast(`mission re-planned with ${todos.length} todos`, replanUndo.current);
        if (planner?.fallback) toast.warning(plannerFallbackText(planner.reason));
        if (waitsFailed.length > 0) toast.error(waitsFailedMessage(`Mission re-planned with ${todos.length} todos`, waitsFailed), { ms: WAITS_FAILED_TOAST_MS });
      })
      .finally(() => {
        setCreatingTodos(false);
        setProgress(null);
        void reload();
      });
  }, [jobId, polling.status, polling.job, polling.errorMessage]);

  const active = starting || creatingTodos || polling.status === 'pending' || polling.status === 'running';
  return { start, starting, active, creatingTodos, progress, polling };
}
