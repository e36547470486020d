import type { UserPreferences } from '@parton/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CurrentUser,
  login,
  logout,
  logoutInProgress,
  savePreferences,
  setOrcidPush,
  signUp,
  updateEmail,
  userKeys,
} from './api';

/**
 * The account writes as TanStack Query mutations. Each one that answers the updated account puts it in the
 * `/me` cache, so the header, guards and settings see the change without asking the server again. Screens keep
 * their own wording for success and failure (spec §8): they pass `onSuccess`/`onError` to `mutate`.
 */

/** Writes the account a mutation answered into the `/me` cache (a null answer leaves the cache alone). */
function useRememberUser(): (user: CurrentUser | null) => void {
  const queryClient = useQueryClient();
  return (user) => {
    if (user) {
      queryClient.setQueryData(userKeys.me(), user);
    }
  };
}

export interface Credentials {
  email: string;
  password: string;
}

/** POST /accounts/login. A successful login always replaces the cached user (null included: anonymous). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => login(email, password),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.me(), user);
    },
  });
}

/** POST /accounts/signup; answers the server's message. */
export function useSignUpMutation() {
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => signUp(email, password),
  });
}

/** POST /accounts/settings/update-email for the logged-in user. */
export function useUpdateEmailMutation(user: CurrentUser) {
  const rememberUser = useRememberUser();
  return useMutation({
    mutationFn: (newEmail: string) => updateEmail(user, newEmail),
    onSuccess: rememberUser,
  });
}

/** PUT /accounts/settings/orcid-push for the logged-in user. */
export function useOrcidPushMutation(user: CurrentUser) {
  const rememberUser = useRememberUser();
  return useMutation({
    mutationFn: (allow: boolean) => setOrcidPush(user, allow),
    onSuccess: rememberUser,
  });
}

/** PUT /accounts/settings/preferences; needs the logged-in user, passed with the preferences. */
export function usePreferencesMutation() {
  const rememberUser = useRememberUser();
  return useMutation({
    mutationFn: ({ user, preferences }: { user: CurrentUser; preferences: UserPreferences }) =>
      savePreferences(user, preferences),
    onSuccess: rememberUser,
  });
}

/**
 * POST /accounts/logout, then forget the user (the UI treats the user as logged out whatever the answer).
 * `logoutInProgress` stays set until the caller has left the page (see its comment in ./api.ts).
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csrfToken: string | undefined) => logout(csrfToken),
    onSuccess: () => {
      logoutInProgress.active = true;
      queryClient.setQueryData(userKeys.me(), null);
      queryClient.removeQueries({ queryKey: userKeys.all, type: 'inactive' });
    },
  });
}
