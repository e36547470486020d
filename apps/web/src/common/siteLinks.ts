/**
 * Help and community destinations. The search syntax is the community's, so its help pages are the
 * reference until Parton has its own; change them here, in one place.
 */
export const SITE_LINKS = {
  helpCenter: 'https://help.inspirehep.net',
  searchTips: 'https://help.inspirehep.net/knowledge-base/inspire-paper-search/',
  about: 'https://help.inspirehep.net/knowledge-base/about-inspire/',
  contentPolicy: 'https://help.inspirehep.net/knowledge-base/content-policy/',
  privacyNotice: 'https://help.inspirehep.net/knowledge-base/privacy-policy/',
  termsOfUse: 'https://help.inspirehep.net/knowledge-base/terms-of-use/',
  faq: 'https://help.inspirehep.net/knowledge-base/faq/',
  reportMetadataIssues: 'https://help.inspirehep.net/knowledge-base/contact-us/',
  contact: 'https://help.inspirehep.net/knowledge-base/contact-us/',
  submissionHelp: 'https://help.inspirehep.net/knowledge-base/submit-content/',
  blog: 'https://blog.inspirehep.net',
  twitter: 'https://x.com/inspirehep',
  linkedin: 'https://www.linkedin.com/company/inspirehep',
} as const;

/** Path for a literature search on `q`. */
export function literatureSearchPath(q: string): string {
  return `/literature?${new URLSearchParams({ q }).toString()}`;
}
