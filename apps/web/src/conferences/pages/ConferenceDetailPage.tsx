import type { ConferenceUiMetadata } from '@parton/records';
import {
  EmbeddedLiteratureSearch,
  embeddedNamespace,
} from '../../common/components/EmbeddedLiteratureSearch';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import {
  AddressList,
  ApiLink,
  CategoryTags,
  ContactList,
  DeletedAlert,
  EditRecordLink,
  EventSeriesLinks,
  KeywordTags,
  PublicNotesList,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { RichText, richTextToPlain } from '../../common/components/RichText';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { CONFERENCE_PAPER, contributionsQuery } from '../api';
import { ConferenceDates, ConferenceTitle, ProceedingsLinks } from '../components/ConferenceParts';

const CONTRIBUTIONS_NAMESPACE = embeddedNamespace('conferenceContributions', { literature: true });

export function ConferenceDetailPage() {
  const { record } = useRecordDetail<ConferenceUiMetadata>('conferences');
  const conference = record?.metadata;
  const title = conference?.titles[0]?.title;
  usePageMeta({
    title: title ?? 'Conferences',
    description: richTextToPlain(conference?.short_description?.value) || title,
  });
  if (!conference) {
    return <LoadingSpinner fullPage />;
  }
  const id = conference.control_number;
  return (
    <div className="detail-page collection-detail">
      {conference.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          <ConferenceTitle conference={conference} />
        </h1>
        <div className="detail-record__identifiers">
          <RecordField label="Dates">
            <ConferenceDates conference={conference} />
          </RecordField>
          <RecordField label="Place">
            {conference.addresses?.length ? <AddressList addresses={conference.addresses} /> : null}
          </RecordField>
          <RecordField label="CNUM">{conference.cnum}</RecordField>
          <RecordField label="Subjects">
            {conference.inspire_categories?.length ? (
              <CategoryTags categories={conference.inspire_categories} />
            ) : null}
          </RecordField>
          <RecordField label="Series">
            {conference.series?.length ? (
              <EventSeriesLinks series={conference.series} collection="conferences" />
            ) : null}
          </RecordField>
          <RecordField label="Proceedings">
            {conference.proceedings?.length ? (
              <ProceedingsLinks proceedings={conference.proceedings} />
            ) : null}
          </RecordField>
        </div>
        <div className="detail-record__actions">
          <EditRecordLink collection="conferences" id={id} canEdit={conference.can_edit} />
          <ApiLink collection="conferences" id={id} />
        </div>
        {conference.short_description?.value ? (
          <RecordSection title="Description">
            <RichText html={conference.short_description.value} />
          </RecordSection>
        ) : null}
        {conference.contact_details?.length ? (
          <RecordSection title="Contact">
            <ContactList contacts={conference.contact_details} />
          </RecordSection>
        ) : null}
        {conference.public_notes?.length ? (
          <RecordSection title="Notes">
            <PublicNotesList notes={conference.public_notes} />
          </RecordSection>
        ) : null}
        {conference.keywords?.length ? (
          <RecordSection title="Keywords">
            <KeywordTags keywords={conference.keywords} />
          </RecordSection>
        ) : null}
        {conference.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={conference.urls} />
          </RecordSection>
        ) : null}
      </article>
      <section className="detail-card detail-tabs" aria-labelledby="contributions-title">
        <h2 id="contributions-title">Contributions</h2>
        <EmbeddedLiteratureSearch
          namespace={CONTRIBUTIONS_NAMESPACE}
          baseQuery={contributionsQuery(id)}
          baseParams={{ doc_type: CONFERENCE_PAPER }}
          facetName="hep-conference-contribution"
          emptyNoun="Contributions"
          searchLabel="Search contributions"
        />
      </section>
    </div>
  );
}
