/**
 * The signed-in user's in-app notifications: the latest ten with the unread count
 * (GET /v1/notifications, polled every minute and on window focus) and marking them read
 * (POST /v1/notifications/read; no ids marks them all).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: () => ['notifications', 'latest'] as const,
};

export const NOTIFICATIONS_POLL_MS = 60_000;
const LATEST_COUNT = 10;

export function useLatestNotificationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKeys.latest(),
    queryFn: ({ signal }) =>
      call(notificationEndpoints.listNotifications, {
        query: { per_page: LATEST_COUNT },
        signal,
      }),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    // A badge a minute old is fine; the poll keeps it fresh without refetching on every mount.
    staleTime: 15_000,
  });
}

export function useMarkNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `ids` undefined marks every notification read. */
    mutationFn: (ids: string[] | undefined) =>
      call(notificationEndpoints.markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
