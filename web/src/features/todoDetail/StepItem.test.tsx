import '../../testing/jsdomPolyfills';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Step } from '../../shared/models/todo';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { StepItem } from './StepItem';

const step = {
  id: 's1',
  todo_id: 't1',
  title: 'Book the venue',
  description: 'Call three venues',
  status: 'completed',
  order_index: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  completed_at: '2025-01-02T00:00:00Z',
} as Step;

function renderStep(current: Step) {
  const onComplete = jest.fn();
  const onChanged = jest.fn();
  renderWithApp(<StepItem step={current} index={0} highlighted={false} completing={false} onComplete={onComplete} onChanged={onChanged} onChatReply={jest.fn()} />);
  return { onComplete, onChanged };
}

/** A step whose status follows what the user does, as the todo page's refetch makes it. */
function StepThatFollows({ initial }: { initial: Step }) {
  const [current, setCurrent] = useState(initial);
  const [completing, setCompleting] = useState(false);
  const complete = () => {
    setCompleting(true);
    // The server answers later: the step is completed in a following render.
    setTimeout(() => {
      setCompleting(false);
      setCurrent((s) => ({ ...s, status: 'completed' }));
    }, 0);
  };
  const reopened = () => setCurrent((s) => ({ ...s, status: 'pending', completed_at: null }));
  return <StepItem step={current} index={0} highlighted={false} completing={completing} onComplete={complete} onChanged={reopened} onChatReply={jest.fn()} />;
}

describe('StepItem', () => {
  it('keeps the keyboard on the step: ticking it focuses its Reopen, and Reopen focuses its checkbox again', async () => {
    installFakeApi().on('PUT', '/steps/s1/reopen', { body: { ...step, status: 'pending', completed_at: null } });
    renderWithApp(<StepThatFollows initial={{ ...step, status: 'pending', completed_at: null }} />);
    const checkbox = screen.getByRole('checkbox', { name: /Book the venue/ });
    checkbox.focus();
    fireEvent.click(checkbox);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reopen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Book the venue/ }));
  });

  it('a completed step has Reopen instead of a disabled checkbox; it calls PUT /steps/{id}/reopen', async () => {
    const api = installFakeApi().on('PUT', '/steps/s1/reopen', { body: { ...step, status: 'pending', completed_at: null } });
    const { onChanged } = renderStep(step);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await settle();
    expect(api.calls('PUT', '/steps/s1/reopen')).toHaveLength(1);
    expect(screen.getByText('Step "Book the venue" is open again.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('says why when the server refuses', async () => {
    installFakeApi().on('PUT', '/steps/s1/reopen', { status: 409, body: { detail: 'This step is not completed, so there is nothing to reopen.' } });
    renderStep(step);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await settle();
    expect(screen.getByText('This step is not completed, so there is nothing to reopen.')).toBeTruthy();
  });

  it('an open step has its checkbox to complete it, and no Reopen', () => {
    installFakeApi();
    const { onComplete } = renderStep({ ...step, status: 'pending', completed_at: null });
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Book the venue/ }));
    expect(onComplete).toHaveBeenCalled();
  });

  it("gives a completed step's Reopen the size and look of the row's other actions (Edit, Add evidence, AI chat)", () => {
    installFakeApi();
    renderStep(step);
    const classes = ['Reopen', 'Edit', 'Add evidence', 'AI chat'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(1);
  });
});
