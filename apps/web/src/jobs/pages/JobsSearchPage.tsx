import { DEFAULT_UI_PAGE_SIZE, type JobUiMetadata, PAGE_SIZE_OPTIONS } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import type { SearchNamespace } from '../../search/searchUrlState';
import { useCurrentUser } from '../../user/useCurrentUser';
import { JobResultItem } from '../components/JobResultItem';
import { SubscribeJobsModal } from '../components/SubscribeJobsModal';

export const JOBS_NAMESPACE: SearchNamespace = {
  name: 'jobs',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultSize: DEFAULT_UI_PAGE_SIZE,
  defaultSort: () => 'mostrecent',
  uiParams: [],
};

/** Jobs are listed open only until the reader picks other statuses. */
export const JOBS_DEFAULT_FILTERS = { status: ['open'] };

export function JobsSearchPage() {
  const { isCataloger } = useCurrentUser();
  return (
    <CollectionSearchPage<JobUiMetadata>
      collection="jobs"
      namespace={JOBS_NAMESPACE}
      title="Jobs"
      description="Jobs in high-energy physics: positions, postdocs, PhD studentships and fellowships."
      emptyNoun="Results"
      withFacets
      defaultFilters={JOBS_DEFAULT_FILTERS}
      renderToolbar={() => <SubscribeJobsModal />}
      renderItem={(hit) => <JobResultItem hit={hit} showExternalId={isCataloger} />}
    />
  );
}
