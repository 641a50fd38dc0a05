import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { launchPostTodo } from '../../testing/todoFixture';
import TodoDetailPage from './TodoDetailPage';

/** What the todo page says when one of its calls fails (the todo itself loads). */

const todo = launchPostTodo();
const step = { id: 'a', todo_id: 't1', title: 'Draft the post', description: null, status: 'completed', order_index: 1 };

function fakeTodo(fields: object = {}): FakeApi {
  return installFakeApi()
    .on('GET', '/todos/t1', { body: { ...todo, ...fields } })
    .on('GET', '/steps/todo/t1', { body: [step] });
}

async function render() {
  renderWithApp(<TodoDetailPage />, { path: '/todo/t1', route: '/todo/:id' });
  await settle();
}

describe('the todo page when a call fails', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("says 'Failed to complete todo' when force-complete fails without a detail; the evaluation stays", async () => {
    const evaluation = { gaps_found: true, gaps: ['No link to the post'], suggestions: [], recommendation: 'Add the link', todo_auto_completed: false, user_override: false, evaluated_at: '2025-01-01T00:00:00Z' };
    fakeTodo({ completion_evaluation: evaluation }).on('POST', '/todos/t1/force-complete', { status: 502 });
    await render();
    fireEvent.click(screen.getByRole('tab', { name: 'Evaluation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete Anyway' }));
    await settle();
    expect(screen.getByText('Failed to complete todo')).toBeTruthy();
    expect(screen.getByText('No link to the post')).toBeTruthy();
  });

  it("says 'No progress data available' when the progress fails to load", async () => {
    fakeTodo().on('GET', '/todos/t1/progress', { status: 503, body: { detail: 'down' } });
    await render();
    fireEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    await settle();
    expect(screen.getByText('No progress data available')).toBeTruthy();
  });

  it("says 'Failed to add step. Please try again.' when the new step is refused, keeping what was typed", async () => {
    const api = fakeTodo().on('POST', '/steps/', { status: 500 });
    await render();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Step' }));
    fireEvent.change(screen.getByLabelText('Step title'), { target: { value: 'Publish the post' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    await settle();
    expect(api.calls('POST', '/steps/')[0].body).toEqual({ todo_id: 't1', title: 'Publish the post', description: null, order_index: null });
    expect(screen.getByText('Failed to add step. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Step title') as HTMLInputElement).value).toBe('Publish the post');
  });
});
