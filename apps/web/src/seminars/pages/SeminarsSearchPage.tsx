import { DEFAULT_UI_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SeminarRecordUiMetadata } from '@parton/records';
import { CollectionSearchPage } from '../../common/components/CollectionSearchPage';
import { StartDateFilter } from '../../common/components/StartDateFilter';
import { browserTimeZone, timeZoneAbbreviation } from '../../common/recordDates';
import {
  SORT_DATE_ASC,
  START_DATE_PARAM,
  START_DATE_UPCOMING,
  startDateChange,
} from '../../common/startDateFilter';
import type { SearchNamespace } from '../../search/searchUrlState';
import { SeminarItem } from '../components/SeminarItem';

export const SEMINARS_NAMESPACE: SearchNamespace = {
  name: 'seminars',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultSize: DEFAULT_UI_PAGE_SIZE,
  defaultSort: () => SORT_DATE_ASC,
  uiParams: [],
};

/** Seminars start from now, earliest first (spec §9). */
export const SEMINARS_DEFAULT_FILTERS = { [START_DATE_PARAM]: [START_DATE_UPCOMING] };

/** 'Times in Europe/Zurich (CET)'. */
export function timeZoneNote(timeZone: string, now = new Date()): string {
  return `Times in ${timeZone} (${timeZoneAbbreviation(now, timeZone)})`;
}

export function SeminarsSearchPage() {
  const timeZone = browserTimeZone();
  return (
    <CollectionSearchPage<SeminarRecordUiMetadata>
      collection="seminars"
      namespace={SEMINARS_NAMESPACE}
      title="Seminars"
      description="Seminars in high-energy physics: online and in-person talks, with times in your time zone."
      emptyNoun="Results"
      withFacets
      defaultFilters={SEMINARS_DEFAULT_FILTERS}
      renderFilters={({ state, update }) => (
        <StartDateFilter
          switchLabel="Upcoming seminars"
          selection={state.filters[START_DATE_PARAM]?.[0] ?? START_DATE_UPCOMING}
          onChange={(selection) => update(startDateChange(selection, browserTimeZone()))}
        />
      )}
      renderToolbar={() => <span className="time-zone-note">{timeZoneNote(timeZone)}</span>}
      renderItem={(hit) => <SeminarItem seminar={hit.metadata} timeZone={timeZone} />}
    />
  );
}
