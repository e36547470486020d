import { collectionSearchHref, literatureSearchHref } from '../common/recordLinks';

/** Literature query of the papers linked to the experiment. */
export function experimentPapersQuery(experimentId: number): string {
  return `accelerator_experiments.record.$ref:${experimentId}`;
}

export function associatedArticlesHref(experimentId: number): string {
  return literatureSearchHref(experimentPapersQuery(experimentId));
}

export function collaborationArticlesHref(collaboration: string): string {
  return literatureSearchHref(`collaboration:"${collaboration}"`);
}

export function collaborationMembersHref(experimentId: number): string {
  return collectionSearchHref('authors', `project_membership.record.$ref:${experimentId}`);
}
