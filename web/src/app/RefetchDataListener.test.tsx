import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REFETCH_DATA_EVENT } from '../shared/appEvents';
import { RefetchDataListener } from './RefetchDataListener';

describe('RefetchDataListener', () => {
  it('the refetchData window event invalidates every query', async () => {
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <RefetchDataListener />
      </QueryClientProvider>,
    );
    await act(async () => {
      window.dispatchEvent(new Event(REFETCH_DATA_EVENT));
    });
    expect(invalidate).toHaveBeenCalledWith();
    unmount();
    window.dispatchEvent(new Event(REFETCH_DATA_EVENT));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
