import { FilePdfOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorPagePath } from '../../common/api/http';
import { EditRecordLink } from '../../common/components/EditRecordLink';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MathText } from '../../common/components/MathText';
import { ApiLink, RecordField } from '../../common/components/RecordParts';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { pluralise } from '../../common/numberFormat';
import { referrerState } from '../../errors/referrer';
import { fetchSeminarsOfLiterature, seminarKeys } from '../../seminars/api';
import { fetchCitationsByYear, fetchLiteratureRecord, literatureKeys } from '../api';
import { AuthorList } from '../components/AuthorList';
import { CiteButton } from '../components/CiteButton';
import { ClaimControl } from '../components/ClaimControl';
import { displayableFigures, FiguresTab } from '../components/FiguresTab';
import {
  Abstract,
  Experiments,
  Imprints,
  Isbns,
  Keywords,
  PublicNotes,
  RecordLinks,
  ThesisInfo,
} from '../components/RecordDetails';
import {
  ConferenceInfoLine,
  DoiLinks,
  EprintLinks,
  PublicationInfoLine,
  ReportNumbers,
} from '../components/RecordIdentifiers';
import { ReferencesTab } from '../components/ReferencesTab';
import { SeminarsTab } from '../components/SeminarsTab';
import { citationsSearchPath, fulltextPdfUrl } from '../display';

const CitationsByYearGraph = lazy(() => import('../components/CitationsByYearGraph'));

function CitationsPerYear({ recid }: { recid: number }) {
  const { data, isPending } = useQuery({
    queryKey: literatureKeys.citationsByYear(`recid:${recid}`),
    queryFn: ({ signal }) => fetchCitationsByYear(`recid:${recid}`, signal),
  });
  return (
    <section className="detail-card citations-card" aria-labelledby="citations-per-year-title">
      <h2 id="citations-per-year-title">Citations per year</h2>
      {isPending ? (
        <LoadingSpinner />
      ) : (
        <Suspense fallback={<LoadingSpinner />}>
          <CitationsByYearGraph citationsByYear={data ?? {}} />
        </Suspense>
      )}
    </section>
  );
}

export function LiteratureDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error } = useQuery({
    queryKey: literatureKeys.record(id),
    queryFn: ({ signal }) => fetchLiteratureRecord(id, signal),
  });
  const metadata = data?.record.metadata;
  const recid = metadata?.control_number;
  const seminars = useQuery({
    queryKey: seminarKeys.forLiterature(recid ?? 0),
    queryFn: ({ signal }) => fetchSeminarsOfLiterature(recid ?? 0, signal),
    enabled: recid !== undefined,
    retry: false,
  });

  useEffect(() => {
    if (error) {
      navigate(errorPagePath(error), { replace: true, state: referrerState(location) });
    }
  }, [error, navigate, location]);
  useEffect(() => {
    if (recid !== undefined && String(recid) !== id) {
      navigate(`/literature/${recid}${location.hash}`, { replace: true });
    }
  }, [recid, id, navigate, location.hash]);

  const title = metadata?.titles[0]?.title;
  usePageMeta({ title: title ?? 'Literature', description: metadata?.abstracts?.[0]?.value ?? title });

  if (!metadata || recid === undefined) {
    return <LoadingSpinner fullPage />;
  }
  const pdf = fulltextPdfUrl(metadata);
  const authorCount = metadata.number_of_authors ?? metadata.author_count ?? metadata.authors?.length ?? 0;
  const referenceCount = metadata.number_of_references ?? metadata.references_count ?? 0;
  const figures = displayableFigures(metadata.figures ?? []);
  const seminarHits = seminars.data?.hits.hits ?? [];
  const tabs = [
    {
      key: 'references',
      label: `References (${referenceCount})`,
      children: <ReferencesTab recordId={String(recid)} />,
    },
    { key: 'figures', label: `Figures (${figures.length})`, children: <FiguresTab figures={figures} /> },
    ...(seminarHits.length > 0
      ? [
          {
            key: 'seminars',
            label: `Seminars (${seminars.data?.hits.total ?? seminarHits.length})`,
            children: <SeminarsTab seminars={seminarHits.map((hit) => hit.metadata)} />,
          },
        ]
      : []),
  ];

  return (
    <div className="detail-page">
      {metadata.deleted ? <Alert type="error" showIcon banner title="This record is deleted!" /> : null}
      {metadata.is_collection_hidden ? (
        <Alert
          type="warning"
          showIcon
          banner
          title={`This record is not part of the ${PRODUCT_NAME} Literature collection.`}
        />
      ) : null}
      <div className="detail-page__top">
        <article className="detail-card detail-record" aria-labelledby="record-title">
          <h1 id="record-title" className="detail-record__title">
            <MathText text={title ?? '(untitled)'} />
            {metadata.titles[0]?.subtitle ? (
              <span className="detail-record__subtitle">
                {' : '}
                <MathText text={metadata.titles[0].subtitle} />
              </span>
            ) : null}
          </h1>
          <AuthorList
            recordId={recid}
            authors={metadata.authors ?? []}
            total={authorCount}
            collaborations={metadata.collaborations}
            mode="show-all"
            showAffiliations
          />
          {metadata.date ? <div className="detail-record__date">{metadata.date}</div> : null}
          <div className="detail-record__identifiers">
            <PublicationInfoLine metadata={metadata} />
            <ConferenceInfoLine metadata={metadata} />
            <ThesisInfo metadata={metadata} />
            <EprintLinks metadata={metadata} />
            <DoiLinks metadata={metadata} />
            <ReportNumbers metadata={metadata} />
            <Isbns metadata={metadata} />
            <Imprints metadata={metadata} />
            <Experiments metadata={metadata} />
            {metadata.number_of_pages ? (
              <RecordField label="Pages">{metadata.number_of_pages}</RecordField>
            ) : null}
            <RecordLinks metadata={metadata} />
          </div>
          <div className="detail-record__actions">
            {pdf ? (
              <Button icon={<FilePdfOutlined />} href={pdf} target="_blank" rel="noopener noreferrer">
                pdf
              </Button>
            ) : null}
            <CiteButton recordId={recid} />
            <ClaimControl metadata={metadata} authorCount={authorCount} />
            <EditRecordLink collection="literature" id={recid} canEdit={metadata.can_edit} />
            <Link to={citationsSearchPath(recid)} className="detail-record__citations">
              {pluralise(metadata.citation_count ?? 0, 'citation')}
            </Link>
            <ApiLink collection="literature" id={recid} />
          </div>
          <Abstract metadata={metadata} />
          <PublicNotes metadata={metadata} />
          <Keywords metadata={metadata} />
        </article>
        <aside className="detail-page__side">
          <CitationsPerYear recid={recid} />
        </aside>
      </div>
      <section
        className="detail-card detail-tabs"
        id="references"
        aria-label="References, figures and seminars"
      >
        <Tabs items={tabs} defaultActiveKey="references" />
      </section>
    </div>
  );
}
