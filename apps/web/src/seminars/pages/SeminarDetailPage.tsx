import { FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { LiteratureUiMetadata, SeminarRecordUiMetadata } from '@parton/records';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MathText } from '../../common/components/MathText';
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
import { richTextToPlain } from '../../common/components/RichText';
import { useLinkedRecords } from '../../common/hooks/useLinkedRecords';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { browserTimeZone } from '../../common/recordDates';
import { linkedRecordId } from '../../common/recordLinks';
import { AddToCalendar, SeminarAbstract, SeminarSpeakers, SeminarTimes } from '../components/SeminarParts';

function LiteratureRecords({ records }: { records: SeminarRecordUiMetadata['literature_records'] }) {
  const linked = (records ?? []).flatMap((entry) => {
    const id = entry.control_number ?? linkedRecordId(entry.record, 'literature');
    return id ? [{ id, title: entry.titles?.[0]?.title }] : [];
  });
  const papers = useLinkedRecords<LiteratureUiMetadata>(
    'literature',
    linked.filter((entry) => !entry.title).map((entry) => entry.id),
  );
  if (linked.length === 0) {
    return null;
  }
  return (
    <span>
      {linked.map((entry, index) => (
        <Fragment key={entry.id}>
          {index > 0 ? ', ' : null}
          <Link to={`/literature/${entry.id}`}>
            <MathText text={entry.title ?? papers.get(entry.id)?.titles[0]?.title ?? `Record ${entry.id}`} />
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

export function SeminarDetailPage() {
  const { record } = useRecordDetail<SeminarRecordUiMetadata>('seminars');
  const seminar = record?.metadata;
  usePageMeta({
    title: seminar?.title.title ?? 'Seminars',
    description: richTextToPlain(seminar?.abstract?.value) || seminar?.title.title,
  });
  if (!seminar) {
    return <LoadingSpinner fullPage />;
  }
  const id = seminar.control_number;
  return (
    <div className="detail-page collection-detail">
      {seminar.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          <MathText text={seminar.title.title} />
        </h1>
        <div className="author-list">
          <SeminarSpeakers speakers={seminar.speakers} />
        </div>
        <div className="detail-record__identifiers">
          <RecordField label="Date">
            {seminar.start_datetime ? (
              <SeminarTimes seminar={seminar} defaultTimeZone={browserTimeZone()} />
            ) : null}
          </RecordField>
          <RecordField label="Place">
            {seminar.address ? <AddressList addresses={[seminar.address]} /> : null}
          </RecordField>
          <RecordField label="Subjects">
            {seminar.inspire_categories?.length ? (
              <CategoryTags categories={seminar.inspire_categories} />
            ) : null}
          </RecordField>
          <RecordField label="Series">
            {seminar.series?.length ? (
              <EventSeriesLinks series={seminar.series} collection="seminars" />
            ) : null}
          </RecordField>
          <RecordField label="Literature">
            {seminar.literature_records?.length ? (
              <LiteratureRecords records={seminar.literature_records} />
            ) : null}
          </RecordField>
          {seminar.captioned ? <div className="record-line">Contains captions</div> : null}
        </div>
        <div className="detail-record__actions">
          <AddToCalendar seminar={seminar} />
          <EditRecordLink collection="seminars" id={id} canEdit={seminar.can_edit} />
          <ApiLink collection="seminars" id={id} />
        </div>
        {seminar.join_urls?.length || seminar.material_urls?.length || seminar.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={seminar.join_urls} icon={<VideoCameraOutlined aria-hidden />} />
            <UrlLinks urls={seminar.material_urls} icon={<FileOutlined aria-hidden />} />
            <UrlLinks urls={seminar.urls} />
          </RecordSection>
        ) : null}
        {seminar.abstract?.value ? (
          <RecordSection title="Abstract">
            <SeminarAbstract html={seminar.abstract.value} />
          </RecordSection>
        ) : null}
        {seminar.contact_details?.length ? (
          <RecordSection title="Contact">
            <ContactList contacts={seminar.contact_details} />
          </RecordSection>
        ) : null}
        {seminar.public_notes?.length ? (
          <RecordSection title="Notes">
            <PublicNotesList notes={seminar.public_notes} />
          </RecordSection>
        ) : null}
        {seminar.keywords?.length ? (
          <RecordSection title="Keywords">
            <KeywordTags keywords={seminar.keywords} />
          </RecordSection>
        ) : null}
      </article>
    </div>
  );
}
