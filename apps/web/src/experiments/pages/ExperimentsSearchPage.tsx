import type { ExperimentUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { GENERIC_NAMESPACE, type SearchNamespace } from '../../search/searchUrlState';
import { ExperimentItem } from '../components/ExperimentItem';

export const EXPERIMENTS_NAMESPACE: SearchNamespace = { ...GENERIC_NAMESPACE, name: 'experiments' };

export function ExperimentsSearchPage() {
  return (
    <CollectionSearchPage<ExperimentUiMetadata>
      collection="experiments"
      namespace={EXPERIMENTS_NAMESPACE}
      title="Experiments"
      description="Experiments and collaborations of high-energy physics, by classification."
      emptyNoun="Results"
      withFacets
      renderItem={(hit) => <ExperimentItem experiment={hit.metadata} />}
    />
  );
}
