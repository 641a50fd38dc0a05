import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Todo } from '../../shared/models/todo';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { press, settle } from '../../testing/settle';
import { aTodo } from '../../testing/todoFixture';
import { EditTodoModal } from './EditTodoModal';

const todo: Todo = aTodo({
  title: 'Write the launch post',
  description: 'Announce it',
  success_criteria: 'Post published',
  status: 'in_progress',
  priority: 'high',
  due_date: '2030-03-04T23:59:59.999Z',
});

const summary = { has_resources: true, completed_step_count: 2, evidence_count: 3, chat_message_count: 4, finding_count: 5 };

/** A fake server with what the dialog loads on opening: the missions its picker offers. */
const fakeServer = () => installFakeApi().on('GET', '/missions/', { body: [] });

/** Opens the dialog on `current` and lets it load. */
async function renderModal(current: Todo = todo) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<EditTodoModal open todo={current} onClose={onClose} onSaved={onSaved} />, { otherRoutes: [{ path: '/todo/:id', element: <p>Copied todo screen</p> }] });
  await settle();
  return { onSaved, onClose };
}

describe('EditTodoModal', () => {
  it('saves the edited fields with PUT /todos/{id}', async () => {
    const api = fakeServer().on('PUT', '/todos/t1', { body: todo });
    const { onSaved, onClose } = await renderModal();
    expect((screen.getByLabelText('Due Date') as HTMLInputElement).value).toBe('2030-03-04');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Write the blog post' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await press('Save');
    expect(api.calls('PUT', '/todos/t1')[0].body).toEqual({
      title: 'Write the blog post',
      description: 'Announce it',
      success_criteria: 'Post published',
      due_date: '2030-03-04',
      priority: 'high',
      mission_id: null,
      status: 'pending',
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Undo on the saved toast: it posts the answer\'s undo token and says "Undone."', async () => {
    const token = { kind: 'todo_edit', id: 't1', revision: 4 };
    const api = fakeServer()
      .on('PUT', '/todos/t1', { body: todo, headers: { 'X-Undo': JSON.stringify(token) } })
      .on('POST', '/undo', { body: { ...token, detail: 'Undone.' } });
    await renderModal();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Oops' } });
    await press('Save');
    expect(screen.getByText('Todo updated successfully!')).toBeTruthy();
    await press('Undo');
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([token]);
    expect(screen.getByText('Undone.')).toBeTruthy();
  });

  it('shows why an undo was refused', async () => {
    const token = { kind: 'todo_edit', id: 't1', revision: 4 };
    fakeServer()
      .on('PUT', '/todos/t1', { body: todo, headers: { 'X-Undo': JSON.stringify(token) } })
      .on('POST', '/undo', { status: 409, body: { detail: 'This todo changed after that edit, so the edit can no longer be undone.' } });
    await renderModal();
    await press('Save');
    await press('Undo');
    expect(screen.getByText('This todo changed after that edit, so the edit can no longer be undone.')).toBeTruthy();
    expect(screen.queryByText('Undone.')).toBeNull();
  });

  it("says 'Failed to update todo. Please try again.' when the save fails", async () => {
    fakeServer().on('PUT', '/todos/t1', { status: 500 });
    const { onClose } = await renderModal();
    await press('Save');
    expect(screen.getByText('Failed to update todo. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('warns with the resource counts before re-planning, then saves and regenerates', async () => {
    const api = fakeServer()
      .on('GET', '/todos/t1/resource-summary', { body: summary })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { body: [] });
    await renderModal();
    await press('Save and Re-plan');
    const warning = screen.getByRole('dialog', { name: 'Re-plan Warning' });
    const counts = within(warning)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(counts).toEqual(['2', '3', '4', '5']);
    expect(api.calls('PUT', '/todos/t1')).toHaveLength(0);

    fireEvent.click(within(warning).getByRole('button', { name: 'Re-plan Anyway' }));
    await settle();
    expect(api.calls('PUT', '/todos/t1')).toHaveLength(1);
    expect(api.calls('POST', '/steps/regenerate/t1')[0].body).toEqual({ title: 'Write the launch post', description: 'Announce it', success_criteria: 'Post published' });
  });

  it('re-plans at once when the todo has no resources', async () => {
    const api = fakeServer()
      .on('GET', '/todos/t1/resource-summary', { body: { ...summary, has_resources: false } })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { body: [] });
    await renderModal();
    await press('Save and Re-plan');
    expect(screen.queryByRole('dialog', { name: 'Re-plan Warning' })).toBeNull();
    expect(api.calls('POST', '/steps/regenerate/t1')).toHaveLength(1);
  });

  it('offers Retry when the resource summary fails to load', async () => {
    let fail = true;
    const api = fakeServer().on('GET', '/todos/t1/resource-summary', () => (fail ? { status: 500 } : { body: summary }));
    await renderModal();
    await press('Save and Re-plan');
    expect(screen.getByText('Failed to load resource summary. Please try again.')).toBeTruthy();
    fail = false;
    await press('Retry');
    expect(api.calls('GET', '/todos/t1/resource-summary')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Re-plan Anyway' })).toBeTruthy();
  });

  it("reports 'Failed to regenerate plan. Please try again.' when the new plan fails", async () => {
    fakeServer()
      .on('GET', '/todos/t1/resource-summary', { body: { ...summary, has_resources: false } })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { status: 503, body: { detail: 'planner down' } });
    await renderModal();
    await press('Save and Re-plan');
    expect(screen.getByText('Failed to regenerate plan. Please try again.')).toBeTruthy();
  });

  it("says 'Failed to save and replan. Please try again.' when the save before the re-plan fails, and asks for no new plan", async () => {
    const api = fakeServer()
      .on('GET', '/todos/t1/resource-summary', { body: { ...summary, has_resources: false } })
      .on('PUT', '/todos/t1', { status: 500 })
      .on('POST', '/steps/regenerate/t1', { body: [] });
    const { onClose } = await renderModal();
    await press('Save and Re-plan');
    expect(screen.getByText('Failed to save and replan. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Failed to regenerate plan. Please try again.')).toBeNull();
    expect(api.calls('POST', '/steps/regenerate/t1')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a completed todo cannot change status, with the note why', async () => {
    fakeServer();
    await renderModal({ ...todo, status: 'completed' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Completed todos cannot be manually edited. This was auto-completed when all steps were finished.')).toBeTruthy();
  });

  it('a completed todo is reopened from the note with PUT /todos/{id}/reopen; the dialog closes', async () => {
    const api = fakeServer().on('PUT', '/todos/t1/reopen', { body: { ...todo, status: 'in_progress' } });
    const { onSaved, onClose } = await renderModal({ ...todo, status: 'completed' });
    await press('Reopen');
    expect(api.calls('PUT', '/todos/t1/reopen')).toHaveLength(1);
    expect(screen.getByText('Todo reopened: it is open again.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('an open todo offers no Reopen', async () => {
    fakeServer();
    await renderModal();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('Copy creates a copy and opens it', async () => {
    const api = fakeServer()
      .on('POST', '/todos/t1/copy', { status: 201, body: { ...todo, id: 't2', title: 'Write the launch post (Copy)' } });
    await renderModal();
    await press('Copy');
    expect(api.calls('POST', '/todos/t1/copy')).toHaveLength(1);
    expect(api.calls('PUT', /\/todos\//)).toHaveLength(0);
    expect(screen.getByText('Copied todo screen')).toBeTruthy();
  });

  it("says 'Failed to create copy. Please try again.' when the copy fails, and stays on the original", async () => {
    fakeServer().on('POST', '/todos/t1/copy', { status: 503, body: { detail: 'down' } });
    const { onClose } = await renderModal();
    await press('Copy');
    expect(screen.getByText('Failed to create copy. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Copied todo screen')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
