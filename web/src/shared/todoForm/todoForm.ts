import type { Priority } from '../models/todo';

export const MISSING_TITLE_OR_CRITERIA = 'Please provide both title and success criteria';

export type TodoFormValues = {
  title: string;
  description: string;
  success_criteria: string;
  due_date: string;
  priority: Priority;
  mission_id: string | null;
};

export const EMPTY_TODO_FORM: TodoFormValues = {
  title: '',
  description: '',
  success_criteria: '',
  due_date: '',
  priority: 'medium',
  mission_id: null,
};

export type TodoPayload = {
  title: string;
  description: string | null;
  success_criteria: string;
  due_date: string | null;
  priority: Priority;
  mission_id: string | null;
};

/** The body for POST /todos/ and PUT /todos/{id}, or the message to show when the form is incomplete. */
export function todoPayload(values: TodoFormValues): { ok: true; payload: TodoPayload } | { ok: false; error: string } {
  const title = values.title.trim();
  const criteria = values.success_criteria.trim();
  if (!title || !criteria) return { ok: false, error: MISSING_TITLE_OR_CRITERIA };
  const description = values.description.trim();
  return {
    ok: true,
    payload: {
      title,
      description: description ? description : null,
      success_criteria: criteria,
      due_date: values.due_date ? values.due_date : null,
      priority: values.priority,
      mission_id: values.mission_id,
    },
  };
}
