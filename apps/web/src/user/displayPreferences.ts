import { useState } from 'react';
import { browserStorage } from '../common/storage';
import { useCurrentUser } from './useCurrentUser';
import { useSavePreferences } from './useSavePreferences';

export type DisplayPreference = 'citation_summary_enabled' | 'exclude_self_citations';

const STORAGE_KEYS: Record<DisplayPreference, string> = {
  citation_summary_enabled: 'parton.citationSummaryEnabled',
  exclude_self_citations: 'parton.excludeSelfCitations',
};

/** A display switch is on when its query parameter is present or the stored preference is true. */
export function isDisplaySwitchOn(paramPresent: boolean, storedPreference: boolean | undefined): boolean {
  return paramPresent || storedPreference === true;
}

function readStored(preference: DisplayPreference): boolean | undefined {
  const stored = browserStorage.read(STORAGE_KEYS[preference]);
  return stored === null ? undefined : stored === 'true';
}

/** The stored preference: this browser's latest choice, else the logged-in user's saved one; changes go to both. */
export function useDisplayPreference(
  preference: DisplayPreference,
): [boolean | undefined, (on: boolean) => void] {
  const { user } = useCurrentUser();
  const savePreferences = useSavePreferences();
  const [local, setLocal] = useState(() => readStored(preference));
  const value = local ?? user?.preferences[preference];
  const update = (on: boolean) => {
    browserStorage.write(STORAGE_KEYS[preference], String(on));
    setLocal(on);
    savePreferences({ [preference]: on });
  };
  return [value, update];
}
