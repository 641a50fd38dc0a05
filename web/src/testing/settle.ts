import { act, fireEvent, screen } from '@testing-library/react';

function usingFakeTimers(): boolean {
  return typeof (setTimeout as unknown as { clock?: unknown }).clock === 'object';
}

/** Lets fake fetches, TanStack Query notifications and React updates run to rest. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    const fake = usingFakeTimers();
    await act(async () => {
      // Real timers: one macrotask drains every pending microtask (fetch, json, query updates).
      if (fake) await Promise.resolve();
      else await new Promise((resolve) => setTimeout(resolve, 0));
    });
    if (fake) {
      act(() => {
        jest.advanceTimersByTime(0);
      });
    }
  }
}

/** Clicks the button of that name and lets what it started run to rest. */
export async function press(name: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}
