import '../../testing/jsdomPolyfills';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { GeneratedTodo } from '../../shared/jobs/job';
import { ReviewTodos } from './ReviewTodos';

const TODOS: GeneratedTodo[] = ['Book the venue', 'Send the invitations', 'Plan the menu'].map((title) => ({ title, description: '', success_criteria: 'Done', priority: 'medium' }));

function EditableReview() {
  const [todos, setTodos] = useState(TODOS);
  return <ReviewTodos todos={todos} onChange={setTodos} />;
}

describe('ReviewTodos', () => {
  it('Remove leaves the focus on a todo still in the review, and on the empty review once none is left', () => {
    render(<EditableReview />);
    const removeLast = () => {
      const removes = screen.getAllByRole('button', { name: /^Remove todo/ });
      removes[removes.length - 1].focus();
      fireEvent.click(removes[removes.length - 1]);
    };
    removeLast();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove todo 2: Send the invitations' }));
    removeLast();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove todo 1: Book the venue' }));
    removeLast();
    expect(document.activeElement).toBe(screen.getByText('No todos left. Go back to generate a new plan.'));
  });
});
