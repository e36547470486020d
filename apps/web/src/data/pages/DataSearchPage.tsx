import type { DataUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { GENERIC_NAMESPACE, type SearchNamespace } from '../../search/searchUrlState';
import { DataItem } from '../components/DataItem';

export const DATA_NAMESPACE: SearchNamespace = { ...GENERIC_NAMESPACE, name: 'data' };

export function DataSearchPage() {
  return (
    <CollectionSearchPage<DataUiMetadata>
      collection="data"
      namespace={DATA_NAMESPACE}
      title="Data"
      description="Datasets of high-energy physics results, with the papers they belong to."
      emptyNoun="Datasets"
      withFacets={false}
      renderItem={(hit) => <DataItem dataset={hit.metadata} />}
    />
  );
}
