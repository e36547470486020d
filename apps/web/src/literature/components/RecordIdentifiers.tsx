import type { LiteratureUiMetadata, UiConferenceInfo } from '@parton/records';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../common/components/ExternalLink';
import { RecordField } from '../../common/components/RecordField';
import { arxivAbsUrl, doiUrl, formatPublicationInfo, uniqueDois } from '../display';

export function PublicationInfoLine({ metadata }: { metadata: LiteratureUiMetadata }) {
  const entries = (metadata.publication_info ?? [])
    .map(formatPublicationInfo)
    .filter((text): text is string => Boolean(text));
  if (entries.length === 0) {
    return null;
  }
  return <RecordField label="Published in">{entries.join(' • ')}</RecordField>;
}

export function EprintLinks({ metadata }: { metadata: LiteratureUiMetadata }) {
  const eprints = metadata.arxiv_eprints ?? [];
  if (eprints.length === 0) {
    return null;
  }
  return (
    <RecordField label="e-Print">
      {eprints.map((eprint, index) => (
        <Fragment key={eprint.value}>
          {index > 0 ? ', ' : null}
          <ExternalLink href={arxivAbsUrl(eprint.value)}>{eprint.value}</ExternalLink>
          {eprint.categories?.[0] ? (
            <span className="record-line__muted"> [{eprint.categories[0]}]</span>
          ) : null}
        </Fragment>
      ))}
    </RecordField>
  );
}

export function DoiLinks({ metadata }: { metadata: LiteratureUiMetadata }) {
  const dois = uniqueDois(metadata.dois ?? []);
  if (dois.length === 0) {
    return null;
  }
  return (
    <RecordField label="DOI">
      {dois.map((doi, index) => {
        // 'publication' is what a DOI usually is; only the other materials are worth a note.
        const notes = doi.materials.filter((material) => material !== 'publication');
        return (
          <Fragment key={doi.value}>
            {index > 0 ? ', ' : null}
            <ExternalLink href={doiUrl(doi.value)}>{doi.value}</ExternalLink>
            {notes.length > 0 ? <span className="record-line__muted"> ({notes.join(', ')})</span> : null}
          </Fragment>
        );
      })}
    </RecordField>
  );
}

function conferenceLabel(info: UiConferenceInfo): string {
  return info.acronyms?.[0] ?? info.titles?.[0]?.title ?? 'conference';
}

export function ConferenceInfoLine({ metadata }: { metadata: LiteratureUiMetadata }) {
  const conferences = metadata.conference_info ?? [];
  if (conferences.length === 0) {
    return null;
  }
  return (
    <RecordField label="Contribution to">
      {conferences.map((info, index) => (
        <Fragment key={info.control_number ?? index}>
          {index > 0 ? ', ' : null}
          {info.control_number ? (
            <Link to={`/conferences/${info.control_number}`}>{conferenceLabel(info)}</Link>
          ) : (
            conferenceLabel(info)
          )}
        </Fragment>
      ))}
    </RecordField>
  );
}

export function ReportNumbers({ metadata }: { metadata: LiteratureUiMetadata }) {
  const numbers = metadata.report_numbers ?? [];
  if (numbers.length === 0) {
    return null;
  }
  return <RecordField label="Report number">{numbers.map((entry) => entry.value).join(', ')}</RecordField>;
}
