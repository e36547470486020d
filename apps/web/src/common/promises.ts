import {
  ARXIV_HARVEST_SENTENCE,
  EVENTS_IMMEDIATE_SENTENCE,
  SUBMISSION_REVIEW_NOTE,
} from '../home/components/howToSubmitTexts';
import { PRIVACY_ORCID_HEADING, PRIVACY_ORCID_LOGIN, PRIVACY_ORCID_PUSH } from '../legal/privacyTexts';
import {
  ORCID_LOGIN_LEAD,
  ORCID_LOGIN_TEXT,
  ORCID_PUSH_DESCRIPTION,
  ORCID_PUSH_OFF_QUESTION,
  ORCID_PUSH_ON_QUESTION,
} from '../user/orcidTexts';
import { CAPABILITIES, type Capability } from './capabilities';

/**
 * Where a promise is shown, as the browser test reaches it:
 * - `home` `/`; `login` `/user/login`; `privacy` `/privacy`;
 * - `settings` `/user/settings`, logged in as the demo author;
 * - `jobsSubscribe` `/jobs` with the subscription modal open; `jobsSubscribed` the same after subscribing;
 * - `orcidPushConfirm` the settings page's confirmation when the push switch is clicked.
 */
export type PromisePage =
  | 'home'
  | 'login'
  | 'privacy'
  | 'settings'
  | 'jobsSubscribe'
  | 'jobsSubscribed'
  | 'orcidPushConfirm';

/** A sentence a screen says that is true only if the server does something: what backs it is `capability`. */
export interface ScreenPromise {
  text: string;
  capability: Capability;
  page: PromisePage;
  /**
   * The page shows it whenever the capability holds. False when it also depends on the account or on state (a
   * push that needs a new ORCID login): then the test only checks that it is absent when the capability is off.
   */
  shownWhenHeld: boolean;
}

/*
 * The jobs modal (jobs/components/SubscribeJobsModal.tsx) writes its sentences inline; they are copied here, and
 * promises.test.tsx renders the modal to check that it still says exactly these.
 */
export const JOBS_MAILING_OFFER =
  'Receive a weekly e-mail, every Monday, with the jobs posted in the last week.';
export const JOBS_MAILING_CONFIRMATION = 'You will receive the weekly jobs update every Monday.';

/**
 * Every sentence of the web app that promises something the server must do, with what backs it. A new promise
 * on a screen belongs here, its text imported from the module the screen takes it from; a component shows a
 * conditional one only when `useCapability(capability)` holds.
 */
export const SCREEN_PROMISES: readonly ScreenPromise[] = [
  { page: 'login', text: ORCID_LOGIN_TEXT, capability: 'orcidLogin', shownWhenHeld: true },
  { page: 'login', text: ORCID_LOGIN_LEAD, capability: 'orcidLogin', shownWhenHeld: true },
  { page: 'home', text: ARXIV_HARVEST_SENTENCE, capability: 'arxivHarvest', shownWhenHeld: true },
  { page: 'home', text: EVENTS_IMMEDIATE_SENTENCE, capability: 'submissionReview', shownWhenHeld: true },
  { page: 'home', text: SUBMISSION_REVIEW_NOTE, capability: 'submissionReview', shownWhenHeld: true },
  { page: 'settings', text: ORCID_PUSH_DESCRIPTION, capability: 'orcidPush', shownWhenHeld: false },
  // The push status asks for a new ORCID login when ORCID refused the token (state `needs_login`).
  { page: 'settings', text: ORCID_LOGIN_TEXT, capability: 'orcidLogin', shownWhenHeld: false },
  { page: 'orcidPushConfirm', text: ORCID_PUSH_ON_QUESTION, capability: 'orcidPush', shownWhenHeld: false },
  { page: 'orcidPushConfirm', text: ORCID_PUSH_OFF_QUESTION, capability: 'orcidPush', shownWhenHeld: false },
  { page: 'privacy', text: PRIVACY_ORCID_HEADING, capability: 'orcidLogin', shownWhenHeld: true },
  { page: 'privacy', text: PRIVACY_ORCID_LOGIN, capability: 'orcidLogin', shownWhenHeld: true },
  { page: 'privacy', text: PRIVACY_ORCID_PUSH, capability: 'orcidPush', shownWhenHeld: true },
  { page: 'jobsSubscribe', text: JOBS_MAILING_OFFER, capability: 'jobsMailing', shownWhenHeld: true },
  { page: 'jobsSubscribed', text: JOBS_MAILING_CONFIRMATION, capability: 'jobsMailing', shownWhenHeld: true },
];

/** What backs a promise, in words (for failure messages). */
export function describeBacking(promise: ScreenPromise): string {
  return `"${promise.text}" (${promise.page}) needs ${promise.capability}: ${CAPABILITIES[promise.capability].backedBy}`;
}
