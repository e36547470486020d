/*
 * The ORCID sentences of the login and settings pages, in a module of their own (no React) so that the promise
 * list (common/promises.ts) and the browser test read the very strings the screens show.
 */

/** The login page's ORCID button: shown only when the server has ORCID login configured (`orcidLogin`). */
export const ORCID_LOGIN_TEXT = 'Log in with ORCID';
export const LOCAL_LOGIN_TEXT = 'Log in with e-mail and password';
/** Says what logging in is, not what it unlocks: submitting and claiming are not built yet. */
export const ORCID_LOGIN_LEAD =
  'With your ORCID iD, or with the e-mail address and password of your account.';

/** The server's ORCID login, returning to `next` (a path of this site) afterwards. */
export function orcidLoginHref(next: string): string {
  return `/api/accounts/login/orcid?${new URLSearchParams({ next }).toString()}`;
}

/*
 * What the push switch does, in the words of apps/server/src/orcid/README.md: the works the profile signs are
 * sent (POST/PUT), a changed record is sent again, a record no longer signed is deleted from ORCID; turning push
 * off deletes nothing. The settings page shows them only when the server pushes (`available`, `orcidPush`).
 */
export const ORCID_PUSH_TITLE = 'Export to ORCID';
export const ORCID_PUSH_DESCRIPTION =
  'Send the papers of your author profile to your ORCID record and keep them up to date: a paper that changes ' +
  'here is sent again, and a paper removed from your profile is removed from ORCID.';
export const ORCID_PUSH_ON_QUESTION =
  'The papers of your author profile will be sent to your ORCID record and kept up to date there. Continue?';
export const ORCID_PUSH_OFF_QUESTION =
  'Your papers will no longer be sent to ORCID. Those already in your ORCID record stay there until you remove them in ORCID. Continue?';
