import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { fetchCurrentUser, isUnauthorized, onSessionEnded, userKeys } from './api';
import { useCurrentUser } from './useCurrentUser';

/** How often a logged-in browser asks whether its session is still alive. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

const InactivityNotice = lazy(() => import('./InactivityNotice'));

/**
 * While logged in, checks the session every minute and when the window regains focus; when the server says
 * the session ended through inactivity, the user state is cleared and a notification says so. Render the
 * returned element (the notification's holder) inside the router.
 */
export function useSessionWatcher(): ReactNode {
  const { loggedIn } = useCurrentUser();
  const queryClient = useQueryClient();
  // Counts ended sessions: each one mounts a fresh notice, so a second logout after logging in again shows again.
  const [endedSessions, setEndedSessions] = useState(0);
  useQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: loggedIn,
    refetchInterval: loggedIn ? SESSION_CHECK_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: loggedIn ? 'always' : false,
    retry: false,
  });
  useEffect(
    () =>
      onSessionEnded(() => {
        if (queryClient.getQueryData(userKeys.me())) {
          queryClient.setQueryData(userKeys.me(), null);
          setEndedSessions((count) => count + 1);
        }
      }),
    [queryClient],
  );
  if (endedSessions === 0) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <InactivityNotice key={endedSessions} />
    </Suspense>
  );
}

/** A submit that answers 401 means the session is gone: forget the user (spec §8). Returns true when it did. */
export function useLogoutOnUnauthorized(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) {
        return false;
      }
      queryClient.setQueryData(userKeys.me(), null);
      return true;
    },
    [queryClient],
  );
}
