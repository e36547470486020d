import type { AuthorUiMetadata, DataUiMetadata, SeminarRecordUiMetadata } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import {
  EmbeddedLiteratureSearch,
  embeddedNamespace,
} from '../../common/components/EmbeddedLiteratureSearch';
import { EmbeddedSearch, type EmbeddedSearchSource } from '../../common/components/EmbeddedSearch';
import { browserTimeZone } from '../../common/recordDates';
import { authorDatasetsQuery, dataKeys, fetchDataSearch } from '../../data/api';
import { DataItem } from '../../data/components/DataItem';
import { SeminarItem } from '../../seminars/components/SeminarItem';
import {
  ALL_SEMINAR_DATES,
  fetchSeminarSearch,
  seminarRecordKeys,
  speakerSeminarsQuery,
} from '../../seminars/seminarsApi';
import {
  authorCitationsQuery,
  authorKeys,
  authorPublicationsQuery,
  fetchAuthorDatasetsCount,
  fetchAuthorSeminarsCount,
} from '../api';
import { authorBai } from '../authorProfile';

const PUBLICATIONS_NAMESPACE = embeddedNamespace('authorPublications', { literature: true });
const CITATIONS_NAMESPACE = embeddedNamespace('authorCitations', { literature: true });
const DATA_NAMESPACE = embeddedNamespace('authorData');
const SEMINARS_NAMESPACE = embeddedNamespace('authorSeminars', { defaultSort: 'datedesc' });

const DATA_SOURCE: EmbeddedSearchSource<DataUiMetadata> = {
  searchKey: (params) => dataKeys.search(params),
  fetchSearch: fetchDataSearch,
};

const SEMINARS_SOURCE: EmbeddedSearchSource<SeminarRecordUiMetadata> = {
  searchKey: (params) => seminarRecordKeys.search(params),
  fetchSearch: fetchSeminarSearch,
};

/** The tab label with its count when known: 'Datasets (3)'. */
export function tabLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** Literature, Datasets (only with datasets), Cited By and Seminars (only with seminars) of a profile. */
export function AuthorTabs({ author }: { author: AuthorUiMetadata }) {
  const recid = author.control_number;
  const datasets = useQuery({
    queryKey: authorKeys.datasetsCount(recid),
    queryFn: ({ signal }) => fetchAuthorDatasetsCount(recid, signal),
    retry: false,
  });
  const seminars = useQuery({
    queryKey: authorKeys.seminarsCount(recid),
    queryFn: ({ signal }) => fetchAuthorSeminarsCount(recid, signal),
    retry: false,
  });
  const timeZone = browserTimeZone();
  const items = [
    {
      key: 'literature',
      label: 'Literature',
      children: (
        <EmbeddedLiteratureSearch
          namespace={PUBLICATIONS_NAMESPACE}
          baseQuery={authorPublicationsQuery(recid)}
          facetName="hep-author-publication"
          emptyNoun="Results"
          searchLabel="Search within this author's papers"
          withCitationSummary
          claimAuthorRecid={recid}
        />
      ),
    },
    ...((datasets.data ?? 0) > 0
      ? [
          {
            key: 'data',
            label: tabLabel('Datasets', datasets.data),
            children: (
              <EmbeddedSearch
                namespace={DATA_NAMESPACE}
                source={DATA_SOURCE}
                baseQuery={authorDatasetsQuery(recid)}
                emptyNoun="Datasets"
                renderItem={(hit) => <DataItem dataset={hit.metadata} />}
              />
            ),
          },
        ]
      : []),
    {
      key: 'citations',
      label: 'Cited By',
      children: (
        <EmbeddedLiteratureSearch
          namespace={CITATIONS_NAMESPACE}
          baseQuery={authorCitationsQuery(recid, authorBai(author))}
          facetName="hep-author-citations"
          emptyNoun="Citations"
          searchLabel="Search within the citing papers"
        />
      ),
    },
    ...((seminars.data ?? 0) > 0
      ? [
          {
            key: 'seminars',
            label: tabLabel('Seminars', seminars.data),
            children: (
              <EmbeddedSearch
                namespace={SEMINARS_NAMESPACE}
                source={SEMINARS_SOURCE}
                baseQuery={speakerSeminarsQuery(recid)}
                baseParams={ALL_SEMINAR_DATES}
                emptyNoun="Results"
                renderItem={(hit) => <SeminarItem seminar={hit.metadata} timeZone={timeZone} />}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="detail-card detail-tabs" aria-label="Papers, datasets, citations and seminars">
      <Tabs items={items} defaultActiveKey="literature" />
    </section>
  );
}
