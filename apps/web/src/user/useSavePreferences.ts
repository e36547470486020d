import type { UserPreferences } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { savePreferences, userKeys } from './api';
import { useCurrentUser } from './useCurrentUser';

/** Saves display and cite preferences to the account of a logged-in user; anonymous visitors keep them locally only. */
export function useSavePreferences(): (preferences: UserPreferences) => void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useCallback(
    (preferences: UserPreferences) => {
      if (!user) {
        return;
      }
      savePreferences(user, preferences)
        .then((updated) => {
          if (updated) {
            queryClient.setQueryData(userKeys.me(), updated);
          }
        })
        .catch(() => {
          // The choice still holds in this browser; the account copy is best effort.
        });
    },
    [user, queryClient],
  );
}
