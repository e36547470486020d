import type { InstitutionUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { GENERIC_NAMESPACE, type SearchNamespace } from '../../search/searchUrlState';
import { InstitutionItem } from '../components/InstitutionItem';

export const INSTITUTIONS_NAMESPACE: SearchNamespace = { ...GENERIC_NAMESPACE, name: 'institutions' };

export function InstitutionsSearchPage() {
  return (
    <CollectionSearchPage<InstitutionUiMetadata>
      collection="institutions"
      namespace={INSTITUTIONS_NAMESPACE}
      title="Institutions"
      description="Institutions of high-energy physics: universities, laboratories and research centres."
      emptyNoun="Results"
      withFacets={false}
      renderItem={(hit) => <InstitutionItem institution={hit.metadata} />}
    />
  );
}
