import type { JournalUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { GENERIC_NAMESPACE, type SearchNamespace } from '../../search/searchUrlState';
import { JournalItem } from '../components/JournalItem';

export const JOURNALS_NAMESPACE: SearchNamespace = { ...GENERIC_NAMESPACE, name: 'journals' };

export function JournalsSearchPage() {
  return (
    <CollectionSearchPage<JournalUiMetadata>
      collection="journals"
      namespace={JOURNALS_NAMESPACE}
      title="Journals"
      description="Journals of high-energy physics with their title variants and published papers."
      emptyNoun="Results"
      withFacets={false}
      renderItem={(hit) => <JournalItem journal={hit.metadata} />}
    />
  );
}
