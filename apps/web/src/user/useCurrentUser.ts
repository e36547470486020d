import { useQuery } from '@tanstack/react-query';
import { type CurrentUser, fetchCurrentUser, isCataloger, isSuperuser, userKeys } from './api';

export interface CurrentUserState {
  user: CurrentUser | null;
  loggedIn: boolean;
  isCataloger: boolean;
  isSuperuser: boolean;
  /** True until the first answer from /api/accounts/me (guards wait for it before redirecting). */
  isLoading: boolean;
}

/** The session as the server sees it; any failure of the check counts as logged out. */
export function useCurrentUser(): CurrentUserState {
  const { data, isPending } = useQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const user = data ?? null;
  return {
    user,
    loggedIn: user !== null,
    isCataloger: isCataloger(user),
    isSuperuser: isSuperuser(user),
    isLoading: isPending,
  };
}
