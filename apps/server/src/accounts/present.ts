import type { CurrentUser } from '@parton/records';
import { type Account, DEFAULT_CITE_FORMAT } from './model';

/** The logged-in user as the API shows it: whitelisted fields only, defaults filled in. */
export function presentCurrentUser(account: Account, csrfToken: string): CurrentUser {
  return {
    data: {
      email: account.email,
      roles: [...account.roles],
      orcid: account.orcid,
      allow_orcid_push: account.allowOrcidPush,
      profile_control_number: account.profileControlNumber,
      recid: account.profileControlNumber,
    },
    preferences: {
      preferred_cite_format: account.preferences.preferredCiteFormat ?? DEFAULT_CITE_FORMAT,
      citation_summary_enabled: account.preferences.citationSummaryEnabled,
      exclude_self_citations: account.preferences.excludeSelfCitations,
    },
    csrf_token: csrfToken,
  };
}
