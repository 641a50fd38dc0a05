import '../../testing/jsdomPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { answerDeleteWithUndo, deleteThenUndo } from '../../testing/deleteWithUndo';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { launchPostTodo } from '../../testing/todoFixture';
import TodoDetailPage from './TodoDetailPage';

const todo = launchPostTodo({ due_date: '2000-01-01T23:59:59.999Z', is_overdue: true });
const step = (id: string, order: number, status = 'pending') => ({ id, todo_id: 't1', title: `Step ${id}`, description: null, status, order_index: order });

function render() {
  return renderWithApp(<TodoDetailPage />, {
    path: '/todo/t1',
    route: '/todo/:id',
    otherRoutes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
  });
}

describe('TodoDetailPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the AI plan, polling the steps every 2 s until they land', async () => {
    let planned: unknown[] = [];
    const api = installFakeApi()
      .on('GET', '/todos/t1', { body: todo })
      .on('GET', '/steps/todo/t1', () => ({ body: planned }));
    render();
    await settle();
    expect(screen.getByText('Waiting for AI to generate your plan... usually takes a few seconds')).toBeTruthy();
    expect(api.calls('GET', '/steps/todo/t1')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(api.calls('GET', '/steps/todo/t1')).toHaveLength(2);

    planned = [step('b', 2), step('a', 1)];
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(screen.queryByText(/Waiting for AI/)).toBeNull();
    expect(screen.getByText('AI-Generated Plan')).toBeTruthy();
    expect(screen.getByText('0 of 2 steps completed')).toBeTruthy();
    // Ordered by order_index.
    const labels = screen.getAllByRole('checkbox').map((box) => ((box as HTMLInputElement).labels?.[0]?.textContent ?? '').trim());
    expect(labels).toEqual(['1.Step a', '2.Step b']);

    act(() => jest.advanceTimersByTime(10000));
    await settle();
    expect(api.calls('GET', '/steps/todo/t1')).toHaveLength(3);
  });

  it('shows the header with badges and the overdue flag, and Back to Todos for a standalone todo', async () => {
    installFakeApi().on('GET', '/todos/t1', { body: todo }).on('GET', '/steps/todo/t1', { body: [step('a', 1)] });
    render();
    await settle();
    expect(screen.getByRole('heading', { name: 'Write the launch post' })).toBeTruthy();
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();
    expect(screen.getByText(/Overdue/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Todos' }).getAttribute('href')).toBe('/todos');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    // No evaluation yet: no Evaluation tab.
    expect(screen.queryByRole('tab', { name: 'Evaluation' })).toBeNull();
  });

  it('says an evaluation is pending while one is owed, and nothing of it once it is made', async () => {
    let pending = true;
    installFakeApi()
      .on('GET', '/todos/t1', () => ({ body: { ...todo, evaluation_pending: pending } }))
      .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] });
    const { queryClient } = render();
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Evaluation pending: this todo will be checked against its success criteria shortly.');
    expect(screen.queryByRole('tab', { name: 'Evaluation' })).toBeNull();

    // The live stream invalidates the todo once the background made the evaluation.
    pending = false;
    await act(async () => queryClient.invalidateQueries());
    await settle();
    expect(screen.queryByText(/Evaluation pending/)).toBeNull();
  });

  it('shows the plan right under the header, before the Order of todos and the History', async () => {
    installFakeApi().on('GET', '/todos/t1', { body: todo }).on('GET', '/steps/todo/t1', { body: [step('a', 1)] });
    render();
    await settle();
    const plan = screen.getByRole('heading', { name: 'AI-Generated Plan' });
    const order = screen.getByRole('heading', { name: 'Order' });
    const history = screen.getByRole('heading', { name: 'History' });
    expect(plan.compareDocumentPosition(order) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("answers 'Todo not found' for a missing todo", async () => {
    installFakeApi().on('GET', '/todos/t1', { status: 404, body: { detail: 'Todo not found.' } });
    render();
    await settle();
    expect(screen.getByRole('heading', { name: 'Todo not found' })).toBeTruthy();
  });

  it('on another load failure, says so and goes to the dashboard', async () => {
    installFakeApi().on('GET', '/todos/t1', { status: 503, body: { detail: 'down' } });
    render();
    await settle();
    expect(screen.getByText('Failed to load todo. Redirecting to dashboard.')).toBeTruthy();
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('completing the last step with an auto-completion says the todo is complete', async () => {
    let steps = [step('a', 1)];
    const api = installFakeApi()
      .on('GET', '/todos/t1', { body: todo })
      .on('GET', '/steps/todo/t1', () => ({ body: steps }))
      .on('PUT', '/steps/a/complete', () => {
        steps = [step('a', 1, 'completed')];
        return { body: { ...steps[0], completion_evaluation: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Done', todo_auto_completed: true, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' } } };
      });
    render();
    await settle();
    fireEvent.click(screen.getByRole('checkbox'));
    await settle();
    expect(api.calls('PUT', '/steps/a/complete')).toHaveLength(1);
    expect(screen.getByText('All steps complete! Todo has been marked as complete.')).toBeTruthy();
    // The completed step is taken back with Reopen, no longer with its checkbox.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('completing a step offers Undo, which opens the step again', async () => {
    let steps = [step('a', 1), step('b', 2)];
    const token = { kind: 'step_completion', id: 't1', revision: 7 };
    const api = installFakeApi()
      .on('GET', '/todos/t1', { body: todo })
      .on('GET', '/steps/todo/t1', () => ({ body: steps }))
      .on('PUT', '/steps/a/complete', () => {
        steps = [step('a', 1, 'completed'), step('b', 2)];
        return { body: { ...steps[0], completion_evaluation: null }, headers: { 'X-Undo': JSON.stringify(token) } };
      })
      .on('POST', '/undo', () => {
        steps = [step('a', 1), step('b', 2)];
        return { body: { ...token, detail: 'Undone.' } };
      });
    render();
    await settle();
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    await settle();
    expect(screen.getByText('Step completed.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([token]);
    expect(screen.getByText('Undone.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('Delete leaves for the todo list with an Undo toast that brings the todo back', async () => {
    const token = { kind: 'todo_delete', id: 't1', revision: 3 };
    const api = answerDeleteWithUndo(installFakeApi().on('GET', '/todos/t1', { body: todo }).on('GET', '/steps/todo/t1', { body: [step('a', 1)] }), '/todos/t1', token);
    renderWithApp(<TodoDetailPage />, { path: '/todo/t1', route: '/todo/:id', otherRoutes: [{ path: '/todos', element: <p>Todo list screen</p> }] });
    await settle();
    await deleteThenUndo(api, { path: '/todos/t1', token, listScreen: 'Todo list screen', deleted: 'Todo deleted.' });
    expect(screen.getByRole('heading', { name: 'Write the launch post' })).toBeTruthy();
  });

  it('completing the last step with gaps opens the evaluation dialog, where the user can force-complete', async () => {
    const evaluation = { gaps_found: true, gaps: ['No link to the post'], suggestions: ['Add the URL as evidence'], recommendation: 'Record the URL', todo_auto_completed: false, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' };
    const api = installFakeApi()
      .on('GET', '/todos/t1', { body: todo })
      .on('GET', '/steps/todo/t1', { body: [step('a', 1)] })
      .on('PUT', '/steps/a/complete', { body: { ...step('a', 1, 'completed'), completion_evaluation: evaluation } })
      .on('POST', '/todos/t1/force-complete', { body: { ...todo, status: 'completed' } });
    render();
    await settle();
    fireEvent.click(screen.getByRole('checkbox'));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Success Criteria Evaluation' });
    expect(within(dialog).getByText('No link to the post')).toBeTruthy();
    expect(within(dialog).getByText('Add the URL as evidence')).toBeTruthy();
    expect(within(dialog).getByText('Record the URL')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Complete Anyway' }));
    await settle();
    expect(api.calls('POST', '/todos/t1/force-complete')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's detail when force-complete fails", async () => {
    const evaluation = { gaps_found: true, gaps: ['Gap'], suggestions: [], recommendation: 'Fix', todo_auto_completed: false, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' };
    installFakeApi()
      .on('GET', '/todos/t1', { body: { ...todo, completion_evaluation: evaluation } })
      .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] })
      .on('POST', '/todos/t1/force-complete', { status: 409, body: { detail: 'This todo is already completed.' } });
    render();
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Evaluation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete Anyway' }));
    await settle();
    expect(screen.getByText('This todo is already completed.')).toBeTruthy();
  });

  it('the Evaluation tab says which planner made the stored evaluation', async () => {
    const evaluation = {
      gaps_found: false, gaps: [], suggestions: [], recommendation: 'Done', todo_auto_completed: true, user_override: false, evaluated_at: '2025-01-01T00:00:00Z',
      planner: { name: 'offline', fallback: false, reason: null },
    };
    installFakeApi()
      .on('GET', '/todos/t1', { body: { ...todo, status: 'completed', completion_evaluation: evaluation } })
      .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] });
    render();
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Evaluation' }));
    expect(screen.getByRole('note').textContent).toBe('Made by the offline planner, without an AI model.');
  });

  it('clicking a step in the progress overview jumps to it and highlights it for 2 s', async () => {
    installFakeApi()
      .on('GET', '/todos/t1', { body: todo })
      .on('GET', '/steps/todo/t1', { body: [step('a', 1), step('b', 2)] })
      .on('GET', '/todos/t1/progress', {
        body: {
          metrics: { completion_percentage: 0, completed_steps: 0, total_steps: 2, in_progress_steps: 0, pending_steps: 2, total_findings: 0, total_evidence: 0 },
          findings: [],
          evidence: [],
          steps: [{ ...step('a', 1), finding_count: 0, evidence_count: 0 }, { ...step('b', 2), finding_count: 0, evidence_count: 0 }],
        },
      });
    Element.prototype.scrollIntoView = jest.fn();
    render();
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    await settle();
    expect(screen.getByText('No findings yet...')).toBeTruthy();
    expect(screen.getByText('No evidence recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /2\. Step b/ }));
    await settle();
    expect(screen.getByRole('tab', { name: 'Steps' }).getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('step-b')?.getAttribute('data-highlighted')).toBe('true');
    act(() => jest.advanceTimersByTime(2000));
    expect(document.getElementById('step-b')?.hasAttribute('data-highlighted')).toBe(false);
  });

  describe('an edit of a finished todo whose evaluation found gaps', () => {
    const oldVerdict = { gaps_found: true, gaps: ['No link to the post'], suggestions: [], recommendation: 'Record the URL', criteria: [], todo_auto_completed: false, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' };
    const withGaps = { ...todo, completion_evaluation: oldVerdict };

    /** Opens Edit, changes the success criteria and saves; the server answers `saved` and serves it from then on. */
    async function editCriteria(saved: Record<string, unknown> & { success_criteria: string }) {
      let current: unknown = withGaps;
      const api = installFakeApi()
        .on('GET', '/todos/t1', () => ({ body: current }))
        .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] })
        .on('GET', '/missions/', { body: [] })
        .on('PUT', '/todos/t1', () => {
          current = saved;
          return { body: saved };
        });
      render();
      await settle();
      fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Edit / Re-plan / Copy' }));
      await settle();
      fireEvent.change(screen.getByLabelText('Success Criteria'), { target: { value: saved.success_criteria } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await settle();
      expect(api.calls('PUT', '/todos/t1')).toHaveLength(1);
    }

    it('shows the gaps of the new evaluation the edit asked for', async () => {
      const newVerdict = { ...oldVerdict, gaps: ['The post has no date'], recommendation: 'Date the post', evaluated_at: '2025-01-02T00:00:00Z' };
      await editCriteria({ ...todo, success_criteria: 'Post published with its date', completion_evaluation: newVerdict });
      const dialog = screen.getByRole('dialog', { name: 'Success Criteria Evaluation' });
      expect(within(dialog).getByText('The post has no date')).toBeTruthy();
      expect(within(dialog).queryByText('No link to the post')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Evaluation' }));
      expect(screen.getByText('Date the post')).toBeTruthy();
    });

    it('says the todo is complete when the new evaluation finds no gaps', async () => {
      const met = { ...oldVerdict, gaps_found: false, gaps: [], recommendation: 'Done', todo_auto_completed: true, evaluated_at: '2025-01-02T00:00:00Z' };
      await editCriteria({ ...todo, status: 'completed', success_criteria: 'Post drafted', completion_evaluation: met });
      expect(screen.getByText('All steps complete! Todo has been marked as complete.')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Success Criteria Evaluation' })).toBeNull();
      expect(within(screen.getByRole('banner')).getByText('Completed')).toBeTruthy();
    });

    it('opens no evaluation when the edit asked for none', async () => {
      await editCriteria({ ...withGaps, success_criteria: 'Post published' });
      expect(screen.queryByRole('dialog', { name: 'Success Criteria Evaluation' })).toBeNull();
      expect(screen.queryByText('All steps complete! Todo has been marked as complete.')).toBeNull();
    });
  });

  describe('proof added to a finished todo whose evaluation found gaps', () => {
    const oldVerdict = { gaps_found: true, gaps: ['No link to the post'], suggestions: [], recommendation: 'Record the URL', criteria: [], todo_auto_completed: false, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' };

    /** Adds evidence to the finished step; the server evaluates again and serves `after` from then on. */
    async function addEvidence(after: Record<string, unknown>) {
      let current: unknown = { ...todo, completion_evaluation: oldVerdict };
      installFakeApi()
        .on('GET', '/todos/t1', () => ({ body: current }))
        .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] })
        .on('GET', '/steps/a/evidence', { body: [] })
        .on('POST', '/steps/a/evidence', () => {
          current = after;
          return { status: 201, body: { id: 'e1', step_id: 'a', content_type: 'text', content_text: 'https://example.org/post', created_at: '2025-01-02T00:00:00Z' } };
        });
      render();
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Add evidence' }));
      await settle();
      fireEvent.change(screen.getByLabelText('Evidence for “Step a”'), { target: { value: 'https://example.org/post' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Evidence' }));
      await settle();
    }

    /** Adds a note from the Progress tab's overview; the server evaluates again and serves `after` from then on. */
    async function addNote(after: Record<string, unknown>) {
      let current: unknown = { ...todo, completion_evaluation: oldVerdict };
      const api = installFakeApi()
        .on('GET', '/todos/t1', () => ({ body: current }))
        .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] })
        .on('GET', '/todos/t1/progress', {
          body: {
            metrics: { completion_percentage: 100, completed_steps: 1, total_steps: 1, in_progress_steps: 0, pending_steps: 0, total_findings: 0, total_evidence: 0 },
            findings: [],
            evidence: [],
            steps: [{ ...step('a', 1, 'completed'), finding_count: 0, evidence_count: 0 }],
          },
        })
        .on('POST', '/steps/a/notes', () => {
          current = after;
          return { status: 201, body: step('a', 1, 'completed') };
        });
      render();
      await settle();
      fireEvent.click(screen.getByRole('tab', { name: 'Progress' }));
      await settle();
      fireEvent.click(screen.getByRole('button', { name: '+ Note' }));
      fireEvent.change(screen.getByLabelText('Step'), { target: { value: 'a' } });
      fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'The post is live at https://example.org/post' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
      await settle();
      expect(api.calls('POST', '/steps/a/notes')).toHaveLength(1);
    }

    describe.each([
      { proof: 'evidence on a step', add: addEvidence },
      { proof: "a note from the Progress tab's overview", add: addNote },
    ])('$proof', ({ add }) => {
      it('says the todo is complete when the new evaluation finds no gaps', async () => {
        const met = { ...oldVerdict, gaps_found: false, gaps: [], recommendation: 'Done', todo_auto_completed: true, evaluated_at: '2025-01-02T00:00:00Z' };
        await add({ ...todo, status: 'completed', completion_evaluation: met });
        expect(screen.getByText('All steps complete! Todo has been marked as complete.')).toBeTruthy();
        expect(within(screen.getByRole('banner')).getByText('Completed')).toBeTruthy();
      });

      it('shows the gaps the new evaluation still finds', async () => {
        await add({ ...todo, completion_evaluation: { ...oldVerdict, gaps: ['The link does not open'], evaluated_at: '2025-01-02T00:00:00Z' } });
        const dialog = screen.getByRole('dialog', { name: 'Success Criteria Evaluation' });
        expect(within(dialog).getByText('The link does not open')).toBeTruthy();
      });

      it('opens nothing when the proof asked for no new evaluation', async () => {
        await add({ ...todo, completion_evaluation: oldVerdict });
        expect(screen.queryByRole('dialog', { name: 'Success Criteria Evaluation' })).toBeNull();
        expect(screen.queryByText('All steps complete! Todo has been marked as complete.')).toBeNull();
      });
    });
  });

  it('a completed todo is reopened from its header with PUT /todos/{id}/reopen', async () => {
    let current = { ...todo, status: 'completed' };
    const api = installFakeApi()
      .on('GET', '/todos/t1', () => ({ body: current }))
      .on('GET', '/steps/todo/t1', { body: [step('a', 1, 'completed')] })
      .on('PUT', '/todos/t1/reopen', () => {
        current = { ...todo, status: 'in_progress' };
        return { body: current };
      });
    render();
    await settle();
    const header = screen.getByRole('banner');
    const reopen = within(header).getByRole('button', { name: 'Reopen' });
    reopen.focus();
    fireEvent.click(reopen);
    await settle();
    expect(api.calls('PUT', '/todos/t1/reopen')).toHaveLength(1);
    expect(screen.getByText('Todo reopened: it is open again.')).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Reopen' })).toBeNull();
    // The pressed button is gone: the focus stays on the todo, at its title.
    expect(document.activeElement).toBe(within(header).getByRole('heading', { level: 1 }));
  });

  it('a blocked todo says so by its title, naming the open todos it waits for; once completed, no longer', async () => {
    const waits = [
      { id: 't2', title: 'Design the flyer', status: 'in_progress', due_date: null },
      { id: 't3', title: 'Book the venue', status: 'completed', due_date: null },
    ];
    let current = { ...todo, depends_on: waits, needed_by: [], blocked: true };
    installFakeApi()
      .on('GET', '/todos/t1', () => ({ body: current }))
      .on('GET', '/steps/todo/t1', { body: [step('a', 1)] });
    const { queryClient } = render();
    await settle();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Blocked · waits for “Design the flyer”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design the flyer' }).getAttribute('href')).toBe('/todo/t2');

    // Finished out of order: no badge by the title, the Order section says what happened.
    current = { ...current, status: 'completed' };
    await queryClient.invalidateQueries();
    await settle();
    expect(within(header).queryByText(/Blocked/)).toBeNull();
    expect(screen.getByText('Completed out of order: “Design the flyer” is not completed yet.')).toBeTruthy();
  });
});
