import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Todo } from '../../shared/models/todo';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
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

function renderModal(current: Todo = todo) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<EditTodoModal open todo={current} onClose={onClose} onSaved={onSaved} />, { otherRoutes: [{ path: '/todo/:id', element: <p>Copied todo screen</p> }] });
  return { onSaved, onClose };
}

describe('EditTodoModal', () => {
  it('saves the edited fields with PUT /todos/{id}', async () => {
    const api = installFakeApi().on('GET', '/missions/', { body: [] }).on('PUT', '/todos/t1', { body: todo });
    const { onSaved, onClose } = renderModal();
    await settle();
    expect((screen.getByLabelText('Due Date') as HTMLInputElement).value).toBe('2030-03-04');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Write the blog post' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
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
    const api = installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('PUT', '/todos/t1', { body: todo, headers: { 'X-Undo': JSON.stringify(token) } })
      .on('POST', '/undo', { body: { ...token, detail: 'Undone.' } });
    renderModal();
    await settle();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText('Todo updated successfully!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([token]);
    expect(screen.getByText('Undone.')).toBeTruthy();
  });

  it('shows why an undo was refused', async () => {
    const token = { kind: 'todo_edit', id: 't1', revision: 4 };
    installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('PUT', '/todos/t1', { body: todo, headers: { 'X-Undo': JSON.stringify(token) } })
      .on('POST', '/undo', { status: 409, body: { detail: 'This todo changed after that edit, so the edit can no longer be undone.' } });
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(screen.getByText('This todo changed after that edit, so the edit can no longer be undone.')).toBeTruthy();
    expect(screen.queryByText('Undone.')).toBeNull();
  });

  it("says 'Failed to update todo. Please try again.' when the save fails", async () => {
    installFakeApi().on('GET', '/missions/', { body: [] }).on('PUT', '/todos/t1', { status: 500 });
    const { onClose } = renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText('Failed to update todo. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('warns with the resource counts before re-planning, then saves and regenerates', async () => {
    const api = installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('GET', '/todos/t1/resource-summary', { body: summary })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { body: [] });
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Re-plan' }));
    await settle();
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
    const api = installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('GET', '/todos/t1/resource-summary', { body: { ...summary, has_resources: false } })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { body: [] });
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Re-plan' }));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Re-plan Warning' })).toBeNull();
    expect(api.calls('POST', '/steps/regenerate/t1')).toHaveLength(1);
  });

  it('offers Retry when the resource summary fails to load', async () => {
    let fail = true;
    const api = installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('GET', '/todos/t1/resource-summary', () => (fail ? { status: 500 } : { body: summary }));
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Re-plan' }));
    await settle();
    expect(screen.getByText('Failed to load resource summary. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(api.calls('GET', '/todos/t1/resource-summary')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Re-plan Anyway' })).toBeTruthy();
  });

  it("reports 'Failed to regenerate plan. Please try again.' when the new plan fails", async () => {
    installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('GET', '/todos/t1/resource-summary', { body: { ...summary, has_resources: false } })
      .on('PUT', '/todos/t1', { body: todo })
      .on('POST', '/steps/regenerate/t1', { status: 503, body: { detail: 'planner down' } });
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Re-plan' }));
    await settle();
    expect(screen.getByText('Failed to regenerate plan. Please try again.')).toBeTruthy();
  });

  it('a completed todo cannot change status, with the note why', async () => {
    installFakeApi().on('GET', '/missions/', { body: [] });
    renderModal({ ...todo, status: 'completed' });
    await settle();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Completed todos cannot be manually edited. This was auto-completed when all steps were finished.')).toBeTruthy();
  });

  it('a completed todo is reopened from the note with PUT /todos/{id}/reopen; the dialog closes', async () => {
    const api = installFakeApi().on('GET', '/missions/', { body: [] }).on('PUT', '/todos/t1/reopen', { body: { ...todo, status: 'in_progress' } });
    const { onSaved, onClose } = renderModal({ ...todo, status: 'completed' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await settle();
    expect(api.calls('PUT', '/todos/t1/reopen')).toHaveLength(1);
    expect(screen.getByText('Todo reopened: it is open again.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('an open todo offers no Reopen', async () => {
    installFakeApi().on('GET', '/missions/', { body: [] });
    renderModal();
    await settle();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('Copy creates a copy and opens it', async () => {
    const api = installFakeApi()
      .on('GET', '/missions/', { body: [] })
      .on('POST', '/todos/t1/copy', { status: 201, body: { ...todo, id: 't2', title: 'Write the launch post (Copy)' } });
    renderModal();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await settle();
    expect(api.calls('POST', '/todos/t1/copy')).toHaveLength(1);
    expect(api.calls('PUT', /\/todos\//)).toHaveLength(0);
    expect(screen.getByText('Copied todo screen')).toBeTruthy();
  });
});
