import type { LiteratureReferenceItem } from '@parton/records';

/**
 * The search the correction drawer starts with: the reference's arXiv id when it has one (unique), else its title
 * as a title search, else nothing (the reader types). Quotes are dropped from a title: they would end the phrase.
 */
export function initialReferenceQuery(reference: LiteratureReferenceItem | undefined): string {
  const eprint = reference?.arxiv_eprint?.[0]?.value?.trim();
  if (eprint) {
    return `arxiv:${eprint}`;
  }
  const title = reference?.titles?.[0]?.title?.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
  return title ? `t "${title}"` : '';
}
