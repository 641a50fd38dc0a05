import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';

export type CalendarFeedStatus = ApiResponse<'/api/calendar/feed', 'get'>;
export type CalendarFeedLink = ApiResponse<'/api/calendar/feed', 'post', 201>;

const calendarFeedKey = ['calendar-feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: calendarFeedKey, queryFn: () => apiFetch<CalendarFeedStatus>('/calendar/feed'), enabled });
}

/** Turning on and replacing the link are one call: each answer carries the only copy of the new link. */
export function useCalendarFeedChanges() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: calendarFeedKey });
  const createLink = useMutation({ mutationFn: () => apiFetch<CalendarFeedLink>('/calendar/feed', { method: 'POST' }), onSuccess: invalidate });
  const turnOff = useMutation({ mutationFn: () => apiFetch<void>('/calendar/feed', { method: 'DELETE' }), onSuccess: invalidate });
  return { createLink, turnOff };
}
