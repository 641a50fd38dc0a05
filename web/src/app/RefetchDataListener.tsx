import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REFETCH_DATA_EVENT } from '../shared/appEvents';

/** The window event `refetchData` reloads every screen's data (all queries are invalidated). */
export function RefetchDataListener() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onRefetch = () => void queryClient.invalidateQueries();
    window.addEventListener(REFETCH_DATA_EVENT, onRefetch);
    return () => window.removeEventListener(REFETCH_DATA_EVENT, onRefetch);
  }, [queryClient]);
  return null;
}
