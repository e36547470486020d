import { collectionSearchHref } from '../common/recordLinks';

/** Literature query of the papers with an author affiliated to the institution. */
export function institutionPapersQuery(institutionId: number): string {
  return `authors.affiliations.record.$ref:${institutionId}`;
}

/** The people of an institution: authors with a position there. */
export function institutionPeopleHref(institutionId: number): string {
  return collectionSearchHref('authors', `positions.record.$ref:${institutionId}`);
}
