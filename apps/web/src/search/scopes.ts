import { COLLECTIONS, type CollectionName, isCollectionName } from '@parton/records';

/** Collections the search box can search, in menu order. */
export const SEARCH_SCOPES: readonly CollectionName[] = [
  'literature',
  'authors',
  'jobs',
  'seminars',
  'conferences',
  'institutions',
  'experiments',
  'journals',
  'data',
];

export function scopeLabel(scope: CollectionName): string {
  return COLLECTIONS[scope].label;
}

/** The collection a path belongs to (`/jobs/12` → jobs), literature elsewhere. */
export function scopeOfPath(pathname: string): CollectionName {
  const first = pathname.split('/')[1] ?? '';
  return isCollectionName(first) ? first : 'literature';
}
