import { act, renderHook } from '@testing-library/react';
import { JOB_POLL_INTERVAL_MS } from './job';
import { installFakeApi } from '../../testing/fakeApi';
import { publishLiveChange, setLiveUp } from '../live/liveFeed';
import { LIVE_SAFETY_POLL_MS, useJobPolling } from './useJobPolling';

const job = (status: string, progress = 0, extra: object = {}) => ({ id: 'j1', type: 'mission_todos', status, progress, result: null, error_message: null, metadata: null, ...extra });

/** Lets pending promises (the fake fetch) settle under fake timers. */
async function flush() {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
}

describe('useJobPolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is idle without a job id and calls nothing', async () => {
    const api = installFakeApi();
    const { result } = renderHook(() => useJobPolling(null));
    await flush();
    expect(result.current.status).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });

  it('polls every 2000 ms and stops once the job completes', async () => {
    const answers = [job('pending'), job('running', 40), job('completed', 100, { result: { todos: [] } })];
    const api = installFakeApi().on('GET', '/jobs/j1', () => ({ body: answers.shift() ?? job('completed', 100) }));
    const { result } = renderHook(() => useJobPolling('j1'));
    await flush();
    expect(api.calls('GET', '/jobs/j1')).toHaveLength(1);
    expect(result.current.status).toBe('pending');

    await act(async () => jest.advanceTimersByTime(1999));
    expect(api.calls('GET', '/jobs/j1')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(result.current.status).toBe('running');
    expect(result.current.job?.progress).toBe(40);

    await act(async () => jest.advanceTimersByTime(2000));
    await flush();
    expect(result.current.status).toBe('completed');
    await act(async () => jest.advanceTimersByTime(10000));
    await flush();
    expect(api.calls('GET', '/jobs/j1')).toHaveLength(3);
  });

  it("reports a failed job with the job's error message", async () => {
    installFakeApi().on('GET', '/jobs/j1', { body: job('failed', 10, { error_message: 'The planner timed out' }) });
    const { result } = renderHook(() => useJobPolling('j1'));
    await flush();
    expect(result.current.status).toBe('failed');
    expect(result.current.errorMessage).toBe('The planner timed out');
  });

  it("treats a poll error as a failed job: 'Failed to poll job status'", async () => {
    installFakeApi().on('GET', '/jobs/j1', { status: 500, body: { detail: 'boom' } });
    const { result } = renderHook(() => useJobPolling('j1'));
    await flush();
    expect(result.current.status).toBe('failed');
    expect(result.current.errorMessage).toBe('Failed to poll job status');
  });

  it('stops polling on unmount', async () => {
    const api = installFakeApi().on('GET', '/jobs/j1', { body: job('running', 10) });
    const { unmount } = renderHook(() => useJobPolling('j1'));
    await flush();
    unmount();
    await act(async () => jest.advanceTimersByTime(10000));
    expect(api.calls('GET', '/jobs/j1')).toHaveLength(1);
  });

  it('asks again at once when the live stream announces a change of the job, and polls rarely while it is up', async () => {
    const answers = [job('running', 10), job('running', 60)];
    const api = installFakeApi().on('GET', '/jobs/j1', () => ({ body: answers.shift() ?? job('completed', 100, { result: { todos: [] } }) }));
    setLiveUp(true);
    try {
      const { result } = renderHook(() => useJobPolling('j1'));
      await flush();
      expect(api.calls('GET', '/jobs/j1')).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(JOB_POLL_INTERVAL_MS * 2));
      await flush();
      expect(api.calls('GET', '/jobs/j1')).toHaveLength(1);

      act(() => publishLiveChange({ kind: 'job', id: 'j1', position: '9', type: 'JobProgressed', progress: 60, partial_items: ['Buy running shoes'] }));
      await flush();
      expect(api.calls('GET', '/jobs/j1')).toHaveLength(2);
      expect(result.current.job?.progress).toBe(60);
      expect(result.current.partialItems).toEqual(['Buy running shoes']);

      // Another job's change asks nothing.
      act(() => publishLiveChange({ kind: 'job', id: 'j2', position: '10', type: 'JobProgressed' }));
      await flush();
      expect(api.calls('GET', '/jobs/j1')).toHaveLength(2);
      await act(async () => jest.advanceTimersByTime(LIVE_SAFETY_POLL_MS));
      await flush();
      expect(result.current.status).toBe('completed');
    } finally {
      setLiveUp(false);
    }
  });
});
