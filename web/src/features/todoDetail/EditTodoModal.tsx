import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { toDateInput } from '../../shared/format/date';
import type { Todo, TodoDetail } from '../../shared/models/todo';
import { useMissionList } from '../../shared/queries/useMissionList';
import { useToast } from '../../shared/toast/useToast';
import { EditReplanCopyDialog, type EditAction } from '../../shared/ui/EditReplanCopyDialog';
import { secondaryButton } from '../../shared/ui/styles';
import { InputField, SelectField, TextAreaField } from '../../shared/ui/Field';
import { useDialogForm } from '../../shared/ui/useDialogForm';
import { MissionPicker } from '../../shared/todoForm/MissionPicker';
import { todoPayload, type TodoFormValues } from '../../shared/todoForm/todoForm';
import { useUndoToast } from '../../shared/undo/useUndoToast';
import { errorDetail } from '../../shared/api/http';
import { ReplanFailure, todoDetailApi, useCopyTodo, useReopenTodo, useSaveAndReplan, useUpdateTodo } from './todoDetailApi';
import { PrioritySelect } from '../../shared/todoForm/PrioritySelect';

export const COMPLETED_TODO_NOTE = 'Completed todos cannot be manually edited. This was auto-completed when all steps were finished.';

type Props = {
  open: boolean;
  todo: Todo;
  onClose(): void;
  /** After a change; a save passes the saved todo (its evaluation is new when the edit asked for one). */
  onSaved(saved?: TodoDetail): void;
};

function formFrom(todo: Todo): TodoFormValues & { status: string } {
  return {
    title: todo.title,
    description: todo.description ?? '',
    success_criteria: todo.success_criteria,
    due_date: toDateInput(todo.due_date),
    priority: todo.priority ?? 'medium',
    mission_id: todo.mission_id,
    status: todo.status,
  };
}

/** Edit / Re-plan / Copy: save the fields, save and regenerate the steps, or copy the todo. */
export function EditTodoModal({ open, todo, onClose, onSaved }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const { values, set } = useDialogForm(open, todo, formFrom);
  const update = useUpdateTodo(todo.id);
  const saveAndReplanMutation = useSaveAndReplan(todo.id);
  const copyMutation = useCopyTodo(todo.id);
  const reopenMutation = useReopenTodo(todo.id);
  const undoToast = useUndoToast();
  const busy: EditAction | null = copyMutation.isPending ? 'copy' : saveAndReplanMutation.isPending ? 'replan' : update.isPending ? 'save' : null;
  const missions = useMissionList(open);
  const completed = todo.status === 'completed';
  const activeMissions = (missions.data ?? []).filter((m) => m.status === 'active' || m.id === todo.mission_id);

  const loadSummary = useCallback(() => todoDetailApi.resourceSummary(todo.id), [todo.id]);

  // Reopening is its own change: the dialog closes and the todo page shows the open todo.
  const reopen = () =>
    reopenMutation.mutate(undefined, {
      onSuccess: () => {
        toast.success('Todo reopened: it is open again.');
        onSaved();
        onClose();
      },
      onError: (error) => toast.error(errorDetail(error, 'Failed to reopen the todo. Please try again.')),
    });

  const validPayload = () => {
    const result = todoPayload(values);
    if (!result.ok) {
      toast.error(result.error);
      return null;
    }
    return completed ? result.payload : { ...result.payload, status: values.status };
  };
  type Edited = NonNullable<ReturnType<typeof validPayload>>;

  const save = async (payload: Edited) => {
    try {
      const { data: saved, undo } = await update.mutateAsync(payload);
      undoToast('Todo updated successfully!', undo, () => onSaved());
      onSaved(saved);
      onClose();
    } catch {
      toast.error('Failed to update todo. Please try again.');
    }
  };

  const replan = async (payload: Edited) => {
    try {
      const { undo } = await saveAndReplanMutation.mutateAsync(payload);
      undoToast('Todo saved and re-planned!', undo, onSaved);
      onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ReplanFailure && error.stage === 'plan') {
        toast.error('Failed to regenerate plan. Please try again.');
        onSaved();
      } else {
        toast.error('Failed to save and replan. Please try again.');
      }
    }
  };

  const copy = async (payload: Edited) => {
    const original = formFrom(todo);
    const changed = (['title', 'description', 'success_criteria', 'due_date', 'priority', 'mission_id'] as const).some((key) => values[key] !== original[key]);
    try {
      // Edited fields go to the copy, not to the original.
      const copyTodo = await copyMutation.mutateAsync(
        changed ? (created) => ({ ...payload, title: values.title.trim() === todo.title ? created.title : payload.title, status: undefined }) : null,
      );
      toast.success('Todo copy created!');
      onSaved();
      onClose();
      navigate(`/todo/${copyTodo.id}`);
    } catch {
      toast.error('Failed to create copy. Please try again.');
    }
  };

  return (
    <EditReplanCopyDialog
      open={open}
      onClose={onClose}
      title="Edit / Re-plan / Copy Todo"
      formId={id}
      busy={busy}
      payload={validPayload}
      onSave={save}
      onReplan={replan}
      onCopy={copy}
      loadSummary={loadSummary}
      warning={(summary) => ({
        subject: 'todo',
        counts: [
          { label: 'Completed steps', value: summary?.completed_step_count ?? 0 },
          { label: 'Evidence', value: summary?.evidence_count ?? 0 },
          { label: 'Chat messages', value: summary?.chat_message_count ?? 0 },
          { label: 'Findings', value: summary?.finding_count ?? 0 },
        ],
      })}
    >
        <InputField id={`${id}-title`} label="Title" value={values.title} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField id={`${id}-description`} label="Description" rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />
        <TextAreaField id={`${id}-criteria`} label="Success Criteria" rows={3} value={values.success_criteria} onChange={(e) => set('success_criteria', e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id={`${id}-status`}
            label="Status"
            value={values.status}
            disabled={completed}
            onChange={(e) => set('status', e.target.value)}
            aria-describedby={completed ? `${id}-status-note` : undefined}
          >
            {completed ? <option value="completed">Completed</option> : null}
            <option value="pending">Pending</option>
            <option value="in_progress">In Progress</option>
          </SelectField>
          <InputField id={`${id}-due`} label="Due Date" type="date" value={values.due_date} onChange={(e) => set('due_date', e.target.value)} />
          <PrioritySelect id={`${id}-priority`} value={values.priority} onChange={(priority) => set('priority', priority)} />
        </div>
        {completed ? (
          <div className="flex flex-col gap-2 rounded-lg bg-slate-100 dark:bg-slate-800 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${id}-status-note`} className="text-sm text-slate-700 dark:text-slate-300">
              {COMPLETED_TODO_NOTE}
            </p>
            <button type="button" onClick={reopen} disabled={reopenMutation.isPending} className={`${secondaryButton} shrink-0`}>
              {reopenMutation.isPending ? 'Reopening...' : 'Reopen'}
            </button>
          </div>
        ) : null}
        <MissionPicker missions={activeMissions} value={values.mission_id} onChange={(missionId) => set('mission_id', missionId)} />
    </EditReplanCopyDialog>
  );
}
