import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { Todo } from '../../shared/models/todo';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useMissionList } from '../../shared/queries/useMissionList';
import { useToast } from '../../shared/toast/useToast';
import { Modal } from '../../shared/ui/Modal';
import { ghostButton, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { InputField, TextAreaField } from '../../shared/ui/Field';
import { MissionPicker } from '../../shared/todoForm/MissionPicker';
import { EMPTY_TODO_FORM, todoPayload, type TodoFormValues } from '../../shared/todoForm/todoForm';
import { PrioritySelect } from '../../shared/todoForm/PrioritySelect';

export const CREATE_DIALOG_CLOSE_DELAY_MS = 1000;
const ERROR_TOAST_MS = 3000;

type Props = {
  open: boolean;
  onClose(): void;
  /** Prefilled mission: the picker is locked to it (its title shows before the mission list loads). */
  mission?: { id: string; title: string } | null;
  onCreated?(todo: Todo): void;
};

/** The create-todo dialog: quick mode (title, success criteria) or full details. */
export function CreateTodoDialog({ open, onClose, mission = null, onCreated }: Props) {
  const missionId = mission?.id ?? null;
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [values, setValues] = useState<TodoFormValues>({ ...EMPTY_TODO_FORM, mission_id: missionId });
  const [fullMode, setFullMode] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const missions = useMissionList(open);
  const listed = (missions.data ?? []).filter((m) => m.status === 'active' || m.id === missionId);
  const activeMissions = mission && !listed.some((m) => m.id === mission.id) ? [mission, ...listed] : listed;

  useEffect(() => {
    if (open) {
      setValues({ ...EMPTY_TODO_FORM, mission_id: missionId });
      setSaving(false);
      setCreated(false);
    }
    return () => clearTimeout(closeTimer.current);
  }, [open, missionId]);

  const set = <K extends keyof TodoFormValues>(key: K, value: TodoFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || created) return;
    const result = todoPayload(values);
    if (!result.ok) {
      toast.error(result.error, ERROR_TOAST_MS);
      return;
    }
    setSaving(true);
    try {
      const todo = await apiFetch<Todo>('/todos/', { method: 'POST', body: result.payload });
      toast.success('Todo created successfully!');
      setCreated(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.todos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      onCreated?.(todo);
      closeTimer.current = setTimeout(onClose, CREATE_DIALOG_CLOSE_DELAY_MS);
    } catch {
      toast.error('Failed to create todo. Please try again.', ERROR_TOAST_MS);
    } finally {
      setSaving(false);
    }
  };

  const locked = Boolean(missionId);
  const busy = saving || created;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create New Todo"
      size="lg"
      footer={
        <>
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={busy} className={primaryButton}>
            {saving ? 'Creating...' : created ? 'Created!' : 'Create Todo'}
          </button>
        </>
      }
    >
      <div role="group" aria-label="Form mode" className="mb-4 inline-flex rounded-lg bg-slate-100 dark:bg-slate-800 p-1 text-sm">
        <button type="button" aria-pressed={!fullMode} onClick={() => setFullMode(false)} className={`rounded-md px-3 py-1.5 ${!fullMode ? 'bg-white dark:bg-slate-900 font-semibold shadow-sm' : 'text-slate-700 dark:text-slate-300'}`}>
          Quick
        </button>
        <button type="button" aria-pressed={fullMode} onClick={() => setFullMode(true)} className={`rounded-md px-3 py-1.5 ${fullMode ? 'bg-white dark:bg-slate-900 font-semibold shadow-sm' : 'text-slate-700 dark:text-slate-300'}`}>
          Full Details
        </button>
      </div>
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <InputField
          id={`${formId}-title`}
          label="Title"
          need="required"
          data-autofocus
          required
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="What needs to be done?"
        />
        {fullMode ? (
          <TextAreaField
            id={`${formId}-description`}
            label="Description"
            need="optional"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        ) : null}
        <TextAreaField
          id={`${formId}-criteria`}
          label="Success Criteria"
          need="required"
          rows={fullMode ? 3 : 2}
          required
          value={values.success_criteria}
          onChange={(e) => set('success_criteria', e.target.value)}
          placeholder="How will you know it is done?"
        />
        {fullMode ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id={`${formId}-due`}
              label="Due Date"
              need="optional"
              type="date"
              value={values.due_date}
              onChange={(e) => set('due_date', e.target.value)}
            />
            <PrioritySelect id={`${formId}-priority`} value={values.priority} onChange={(priority) => set('priority', priority)} />
          </div>
        ) : null}
        {fullMode || locked ? (
          <MissionPicker missions={activeMissions} value={values.mission_id} onChange={(id) => set('mission_id', id)} locked={locked} />
        ) : (
          <button type="button" onClick={() => setFullMode(true)} className={`${ghostButton} px-0`}>
            + Add description, due date, priority or mission
          </button>
        )}
      </form>
    </Modal>
  );
}
