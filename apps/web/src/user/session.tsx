import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notification } from 'antd';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { fetchCurrentUser, INACTIVITY_MESSAGE, isUnauthorized, onSessionEnded, userKeys } from './api';
import { useCurrentUser } from './useCurrentUser';

/** How often a logged-in browser asks whether its session is still alive. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export const INACTIVITY_NOTIFICATION_KEY = 'session-inactivity';

/**
 * While logged in, checks the session every minute and when the window regains focus; when the server says
 * the session ended through inactivity, the user state is cleared and a notification says so. Render the
 * returned element (the notification's holder) inside the router.
 */
export function useSessionWatcher(): ReactNode {
  const { loggedIn } = useCurrentUser();
  const queryClient = useQueryClient();
  const [api, contextHolder] = notification.useNotification();
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
          api.warning({
            key: INACTIVITY_NOTIFICATION_KEY,
            message: INACTIVITY_MESSAGE,
            description: (
              <Link to="/user/login" onClick={() => api.destroy(INACTIVITY_NOTIFICATION_KEY)}>
                Go to login page.
              </Link>
            ),
            duration: 0,
            placement: 'topRight',
          });
        }
      }),
    [queryClient, api],
  );
  return contextHolder;
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
