/* The How to Submit panel's conditional sentences (no React here: common/promises.ts and the browser test read them). */

/** Said only when the server harvests arXiv (ARXIV_OAI_URL set: `arxivHarvest` in /api/config). */
export const ARXIV_HARVEST_SENTENCE = 'arXiv papers are harvested automatically.';
/** The review process of submissions (spec §1); said only once submissions are accepted and reviewed. */
export const EVENTS_IMMEDIATE_SENTENCE = 'Seminars and conferences appear immediately.';
export const SUBMISSION_REVIEW_NOTE =
  'Submitted literature, author and job items become visible after approval.';
