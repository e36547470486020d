/* The privacy notice's sentences about features a site may not have (no React: common/promises.ts reads them). */

export const PRIVACY_TITLE = 'Privacy Notice';
export const PRIVACY_ORCID_HEADING = 'Logging in with ORCID';
export const PRIVACY_ORCID_LOGIN =
  'When you log in with ORCID, the site stores your ORCID iD with your account and, for a new account, the ' +
  'e-mail address ORCID confirms, if it gives one. During the login a short-lived cookie and database entry ' +
  'tie ORCID’s answer to your browser; they are deleted when the login completes.';
export const PRIVACY_ORCID_PUSH =
  'This site can export the papers of your author profile to your ORCID record. For that it keeps the access ' +
  'token ORCID grants at login, encrypted, and a list of the papers it sent; the export runs only while you ' +
  'allow it in your settings.';
