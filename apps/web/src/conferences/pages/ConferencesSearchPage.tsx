import { type ConferenceUiMetadata, DEFAULT_UI_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { StartDateFilter } from '../../common/components/StartDateFilter';
import { browserTimeZone } from '../../common/recordDates';
import {
  SORT_DATE_ASC,
  START_DATE_PARAM,
  START_DATE_UPCOMING,
  startDateChange,
} from '../../common/startDateFilter';
import type { SearchNamespace } from '../../search/searchUrlState';
import { ConferenceItem } from '../components/ConferenceItem';

export const CONFERENCES_NAMESPACE: SearchNamespace = {
  name: 'conferences',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultSize: DEFAULT_UI_PAGE_SIZE,
  defaultSort: () => SORT_DATE_ASC,
  uiParams: [],
};

/** Conferences start from today's, earliest first (spec §9). */
export const CONFERENCES_DEFAULT_FILTERS = { [START_DATE_PARAM]: [START_DATE_UPCOMING] };

export function ConferencesSearchPage() {
  return (
    <CollectionSearchPage<ConferenceUiMetadata>
      collection="conferences"
      namespace={CONFERENCES_NAMESPACE}
      title="Conferences"
      description="Conferences in high-energy physics: upcoming and past meetings, their proceedings and talks."
      emptyNoun="Conferences"
      withFacets
      defaultFilters={CONFERENCES_DEFAULT_FILTERS}
      renderFilters={({ state, update }) => (
        <StartDateFilter
          switchLabel="Upcoming conferences"
          selection={state.filters[START_DATE_PARAM]?.[0] ?? START_DATE_UPCOMING}
          onChange={(selection) => update(startDateChange(selection, browserTimeZone()))}
        />
      )}
      renderItem={(hit) => <ConferenceItem conference={hit.metadata} />}
    />
  );
}
