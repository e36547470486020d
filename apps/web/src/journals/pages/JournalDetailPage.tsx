import { ReadOutlined } from '@ant-design/icons';
import type { JournalUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import {
  EmbeddedLiteratureSearch,
  embeddedNamespace,
} from '../../common/components/EmbeddedLiteratureSearch';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import {
  ApiLink,
  DeletedAlert,
  EditRecordLink,
  PublicNotesList,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { useCurrentUser } from '../../user/useCurrentUser';
import { journalArticlesHref, journalPapersQuery } from '../api';
import { TitleVariantsModal } from '../components/TitleVariantsModal';

const PAPERS_NAMESPACE = embeddedNamespace('journalPapers', { literature: true });

export function JournalDetailPage() {
  const { record } = useRecordDetail<JournalUiMetadata>('journals');
  const { isCataloger } = useCurrentUser();
  const journal = record?.metadata;
  usePageMeta({
    title: journal?.short_title ?? 'Journals',
    description: journal?.journal_title?.title ?? journal?.short_title,
  });
  if (!journal) {
    return <LoadingSpinner fullPage />;
  }
  const id = journal.control_number;
  return (
    <div className="detail-page collection-detail">
      {journal.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          {journal.short_title}
        </h1>
        <div className="detail-record__subtitle-line">{journal.journal_title?.title}</div>
        <div className="detail-record__identifiers">
          <RecordField label="Publisher">{journal.publisher?.join(', ')}</RecordField>
          <RecordField label="Peer reviewed">
            {journal.refereed === undefined ? null : journal.refereed ? 'Yes' : 'No'}
          </RecordField>
          {journal.title_variants?.length ? <TitleVariantsModal variants={journal.title_variants} /> : null}
        </div>
        <div className="detail-record__actions">
          <Link to={journalArticlesHref(journal.short_title)} className="link-button">
            <ReadOutlined aria-hidden /> Articles published in {journal.short_title}
          </Link>
          <EditRecordLink collection="journals" id={id} canEdit={isCataloger} />
          <ApiLink collection="journals" id={id} />
        </div>
        {journal.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={journal.urls} />
          </RecordSection>
        ) : null}
        {journal.public_notes?.length ? (
          <RecordSection title="Notes">
            <PublicNotesList notes={journal.public_notes} />
          </RecordSection>
        ) : null}
      </article>
      <section className="detail-card detail-tabs" aria-labelledby="papers-title">
        <h2 id="papers-title">Papers</h2>
        <EmbeddedLiteratureSearch
          namespace={PAPERS_NAMESPACE}
          baseQuery={journalPapersQuery(journal.short_title)}
          emptyNoun="Results"
          searchLabel={`Search papers in ${journal.short_title}`}
        />
      </section>
    </div>
  );
}
