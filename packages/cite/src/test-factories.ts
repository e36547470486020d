import type { LiteratureAuthor, LiteratureMetadata } from '@parton/records';

/** A minimal literature record (the reference tests' `637275237`, "This is a title."), with overrides. */
export function buildLiterature(overrides: Partial<LiteratureMetadata> = {}): LiteratureMetadata {
  return {
    control_number: 637_275_237,
    titles: [{ title: 'This is a title.' }],
    document_type: ['article'],
    ...overrides,
  };
}

/** `count` authors named `Author1, A.` … `AuthorN, A.`. */
export function buildAuthors(count: number): LiteratureAuthor[] {
  return Array.from({ length: count }, (_, index) => ({ full_name: `Author${index + 1}, A.` }));
}
