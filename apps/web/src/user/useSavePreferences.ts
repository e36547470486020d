import type { UserPreferences } from '@parton/records';
import { useCallback } from 'react';
import { usePreferencesMutation } from './mutations';
import { useCurrentUser } from './useCurrentUser';

/** Saves display and cite preferences to the account of a logged-in user; anonymous visitors keep them locally only. */
export function useSavePreferences(): (preferences: UserPreferences) => void {
  const { user } = useCurrentUser();
  const { mutate } = usePreferencesMutation();
  return useCallback(
    (preferences: UserPreferences) => {
      if (!user) {
        return;
      }
      // A failure is not shown: the choice still holds in this browser; the account copy is best effort.
      mutate({ user, preferences });
    },
    [user, mutate],
  );
}
