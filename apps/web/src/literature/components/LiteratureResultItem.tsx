import { FilePdfOutlined, MessageOutlined } from '@ant-design/icons';
import type { LiteratureUiMetadata } from '@parton/records';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MathText } from '../../common/components/MathText';
import { pluralise } from '../../common/numberFormat';
import { citationsSearchPath, fulltextPdfUrl } from '../display';
import { AuthorList } from './AuthorList';
import { CiteButton } from './CiteButton';
import { ClaimControl } from './ClaimControl';
import {
  ConferenceInfoLine,
  DoiLinks,
  EprintLinks,
  PublicationInfoLine,
  ReportNumbers,
} from './RecordIdentifiers';

interface LiteratureResultItemProps {
  metadata: LiteratureUiMetadata;
  showPublicNotes: boolean;
  /**
   * What goes before the hit, e.g. the selection checkbox of the bulk tools (catalogers on the literature search)
   * or of an author profile's claim mode. The list that owns the selection renders it.
   */
  leading?: ReactNode;
}

/** One search hit: title, authors, where it appeared, identifiers and the per-record tools. */
export function LiteratureResultItem({ metadata, showPublicNotes, leading }: LiteratureResultItemProps) {
  const recid = metadata.control_number;
  const title = metadata.titles[0]?.title ?? '(untitled)';
  const pdf = fulltextPdfUrl(metadata);
  const citations = metadata.citation_count ?? 0;
  const authorCount = metadata.number_of_authors ?? metadata.author_count ?? metadata.authors?.length ?? 0;
  return (
    <article className="result-item" aria-labelledby={`result-${recid}`}>
      {leading}
      <div className="result-item__body">
        <h2 id={`result-${recid}`} className="result-item__title">
          <Link to={`/literature/${recid}`}>
            <MathText text={title} />
          </Link>
        </h2>
        <AuthorList
          recordId={recid}
          authors={metadata.authors ?? []}
          total={authorCount}
          collaborations={metadata.collaborations}
          mode="et-al"
        />
        {metadata.date ? <div className="result-item__date">{metadata.date}</div> : null}
        <div className="result-item__identifiers">
          <PublicationInfoLine metadata={metadata} />
          <ConferenceInfoLine metadata={metadata} />
          <EprintLinks metadata={metadata} />
          <DoiLinks metadata={metadata} />
          <ReportNumbers metadata={metadata} />
        </div>
        {showPublicNotes && (metadata.public_notes?.length ?? 0) > 0 ? (
          <ul className="result-item__notes" aria-label="Public notes">
            {metadata.public_notes?.map((note) => (
              <li key={note.value}>
                <MessageOutlined aria-hidden /> {note.value}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="result-item__actions">
          <div className="result-item__tools">
            {pdf ? (
              <Button
                type="text"
                size="small"
                icon={<FilePdfOutlined />}
                href={pdf}
                target="_blank"
                rel="noopener noreferrer"
              >
                pdf
              </Button>
            ) : null}
            <CiteButton recordId={recid} />
            <ClaimControl metadata={metadata} authorCount={authorCount} />
          </div>
          <div className="result-item__counts">
            {metadata.number_of_references ? (
              <Link to={`/literature/${recid}#references`}>
                {pluralise(metadata.number_of_references, 'reference')}
              </Link>
            ) : null}
            <Link to={citationsSearchPath(recid)} className="result-item__citations">
              {pluralise(citations, 'citation')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
