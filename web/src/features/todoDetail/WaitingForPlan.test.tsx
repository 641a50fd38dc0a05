import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { OFFER_GENERATE_AFTER_MS, WAITING_FOR_PLAN, WaitingForPlan } from './WaitingForPlan';

describe('WaitingForPlan', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the waiting text, and after a while offers to ask for the plan again', async () => {
    const api = installFakeApi().on('POST', '/steps/generate/todo-1', { body: [] });
    const onGenerated = jest.fn();
    renderWithApp(<WaitingForPlan todoId="todo-1" onGenerated={onGenerated} />);
    expect(screen.getByText(WAITING_FOR_PLAN)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate plan now' })).toBeNull();

    act(() => jest.advanceTimersByTime(OFFER_GENERATE_AFTER_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Generate plan now' }));
    await settle();
    expect(api.calls('POST', '/steps/generate/todo-1')).toHaveLength(1);
    expect(onGenerated).toHaveBeenCalledTimes(1);
  });

  it('tells the user when asking again fails', async () => {
    installFakeApi().on('POST', '/steps/generate/todo-1', { status: 503, body: { detail: 'The AI planner could not answer right now.' } });
    const onGenerated = jest.fn();
    renderWithApp(<WaitingForPlan todoId="todo-1" onGenerated={onGenerated} />);
    act(() => jest.advanceTimersByTime(OFFER_GENERATE_AFTER_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Generate plan now' }));
    await settle();
    expect(screen.getByText('Failed to regenerate plan. Please try again.')).toBeTruthy();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
