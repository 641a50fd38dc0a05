import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mission, MissionStatus } from '../../shared/models/mission';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useToast } from '../../shared/toast/useToast';
import { EditReplanCopyDialog, type EditAction } from '../../shared/ui/EditReplanCopyDialog';
import { InputField, SelectField, TextAreaField } from '../../shared/ui/Field';
import { OdysseySelect } from '../../shared/ui/OdysseySelect';
import { useDialogForm } from '../../shared/ui/useDialogForm';
import { useCopyMission } from './copyMission';
import { plannerFallbackText } from '../../shared/ui/PlannerFallbackNote';
import { WAITS_FAILED_TOAST_MS, waitsFailedMessage } from '../../shared/plannedTodos/waitsFailedMessage';
import { missionsApi, useUpdateMission, type MissionUpdate } from './missionsApi';

type Props = {
  open: boolean;
  mission: Mission;
  onClose(): void;
  /** Starts the re-plan job on the page (the indicator lives there); resolves true once started. */
  onReplan(values: MissionUpdate): Promise<boolean>;
};

type FormValues = { title: string; description: string; status: MissionStatus; odyssey_id: string };

function formFrom(mission: Mission): FormValues {
  return { title: mission.title, description: mission.description ?? '', status: mission.status, odyssey_id: mission.odyssey_id ?? '' };
}

/** Edit / Re-plan / Copy a mission. */
export function EditMissionModal({ open, mission, onClose, onReplan }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const { values, set } = useDialogForm(open, mission, formFrom);
  const updateMission = useUpdateMission(mission.id);
  const replanMission = useMutation({ mutationFn: onReplan });
  const copyMission = useCopyMission(mission);
  const busy: EditAction | null = updateMission.isPending ? 'save' : replanMission.isPending ? 'replan' : copyMission.isPending ? 'copy' : null;

  const loadSummary = useCallback(() => missionsApi.resourceSummary(mission.id), [mission.id]);

  const update = (): MissionUpdate | null => {
    const title = values.title.trim();
    if (!title) {
      toast.error('Please provide a mission title');
      return null;
    }
    const description = values.description.trim();
    return { title, description: description || null, status: values.status, odyssey_id: values.odyssey_id || null };
  };

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.missions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.odysseys }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);

  const save = async (body: MissionUpdate) => {
    try {
      await updateMission.mutateAsync(body);
      toast.success('Mission updated successfully!');
      await invalidate();
      onClose();
    } catch {
      toast.error('Failed to update mission. Please try again.');
    }
  };

  const replan = async (body: MissionUpdate) => {
    const started = await replanMission.mutateAsync(body);
    if (started) onClose();
  };

  const copy = async (body: MissionUpdate) => {
    const outcome = await copyMission.mutateAsync(body);
    await invalidate();
    if (outcome.ok) {
      toast.success(`mission copy created with ${outcome.todoCount} todos`);
      if (outcome.planner?.fallback) toast.warning(plannerFallbackText(outcome.planner.reason));
      if (outcome.waitsFailed.length > 0) toast.error(waitsFailedMessage(`Mission copy created with ${outcome.todoCount} todos`, outcome.waitsFailed), { ms: WAITS_FAILED_TOAST_MS });
      onClose();
      navigate(`/missions/${outcome.copyId}`);
      return;
    }
    toast.error(outcome.error);
    if (outcome.copyId) toast.warning(`A copy of the mission was created (id: ${outcome.copyId}), but planning its todos did not finish.`, 10000);
  };

  return (
    <EditReplanCopyDialog
      open={open}
      onClose={onClose}
      title="Edit / Re-plan / Copy Mission"
      formId={id}
      busy={busy}
      payload={update}
      onSave={save}
      onReplan={replan}
      onCopy={copy}
      loadSummary={loadSummary}
      warning={(summary) => ({
        subject: 'mission',
        counts: [
          { label: 'Todos with progress', value: summary?.todos_with_progress ?? 0 },
          { label: 'Steps', value: summary?.total_steps ?? 0 },
          { label: 'Evidence', value: summary?.total_evidence ?? 0 },
          { label: 'Chat messages', value: summary?.total_chat_messages ?? 0 },
          { label: 'Findings', value: summary?.total_findings ?? 0 },
        ],
        detail:
          summary && summary.todo_previews.length > 0 ? (
            <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
              {summary.todo_previews.map((preview, index) => (
                <li key={index} className="flex justify-between gap-2 rounded bg-slate-50 dark:bg-slate-800 px-2 py-1">
                  <span className="truncate">{preview.todo_title}</span>
                  <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                    {preview.step_count} steps · {preview.evidence_count} evidence · {preview.chat_count} chats · {preview.finding_count} findings
                  </span>
                </li>
              ))}
            </ul>
          ) : null,
      })}
    >
        <InputField id={`${id}-title`} label="Title" value={values.title} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField id={`${id}-description`} label="Description" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id={`${id}-status`} label="Status" value={values.status} onChange={(e) => set('status', e.target.value as MissionStatus)}>
            <option value="active">Active</option>
            <option value="paused">Paused</option>
            <option value="completed">Completed</option>
          </SelectField>
          <OdysseySelect id={`${id}-odyssey`} value={values.odyssey_id} onChange={(odysseyId) => set('odyssey_id', odysseyId)} current={mission.odyssey_id} />
        </div>
    </EditReplanCopyDialog>
  );
}
