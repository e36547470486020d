import type { AuthorUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { GENERIC_NAMESPACE, type SearchNamespace } from '../../search/searchUrlState';
import { AuthorResultItem } from '../components/AuthorResultItem';

export const AUTHORS_NAMESPACE: SearchNamespace = {
  ...GENERIC_NAMESPACE,
  name: 'authors',
  defaultSort: (q) => (q ? 'bestmatch' : 'mostrecent'),
};

export function AuthorsSearchPage() {
  return (
    <CollectionSearchPage<AuthorUiMetadata>
      collection="authors"
      namespace={AUTHORS_NAMESPACE}
      title="Authors"
      description="Author profiles of high-energy physics: affiliations, careers, papers and citations."
      emptyNoun="Authors"
      withFacets={false}
      renderItem={(hit) => <AuthorResultItem author={hit.metadata} />}
    />
  );
}
