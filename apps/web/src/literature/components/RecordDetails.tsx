import type { LiteratureUiMetadata } from '@parton/records';
import { PDG_KEYWORDS_LIMIT } from '@parton/records';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { ExpandableList } from '../../common/components/ExpandableList';
import { ExternalLink } from '../../common/components/ExternalLink';
import { MathText } from '../../common/components/MathText';
import { RecordField } from '../../common/components/RecordField';
import { linkedRecordId, safeExternalUrl } from '../../common/recordLinks';
import { literatureSearchPath } from '../../common/siteLinks';

export function ThesisInfo({ metadata }: { metadata: LiteratureUiMetadata }) {
  const thesis = metadata.thesis_info;
  if (!thesis) {
    return null;
  }
  const institutions = (thesis.institutions ?? []).map((institution) => institution.name).filter(Boolean);
  const parts = [thesis.degree_type ? thesis.degree_type.toUpperCase() : undefined, institutions.join(', ')];
  const date = thesis.defense_date ?? thesis.date;
  return (
    <RecordField label="Thesis">
      {parts.filter(Boolean).join(', ')}
      {date ? ` (${date})` : ''}
    </RecordField>
  );
}

type Imprint = NonNullable<LiteratureUiMetadata['imprints']>[number];

/**
 * 'Pergamon Press, Oxford (1965) • Наука [Nauka], Moscow (1975)': the imprints that name a publisher or place.
 * An imprint with only a date names no publisher; its date is already the record's date shown above.
 */
export function imprintsText(imprints: readonly Imprint[]): string {
  return imprints
    .filter((imprint) => imprint.publisher || imprint.place)
    .map((imprint) => {
      const publisher = [imprint.publisher, imprint.place].filter(Boolean).join(', ');
      return imprint.date ? `${publisher} (${imprint.date})` : publisher;
    })
    .join(' • ');
}

export function Imprints({ metadata }: { metadata: LiteratureUiMetadata }) {
  const text = imprintsText(metadata.imprints ?? []);
  if (!text) {
    return null;
  }
  return <RecordField label="Published by">{text}</RecordField>;
}

export function Isbns({ metadata }: { metadata: LiteratureUiMetadata }) {
  const isbns = metadata.isbns ?? [];
  if (isbns.length === 0) {
    return null;
  }
  return (
    <RecordField label="ISBN">
      {isbns.map((isbn) => (isbn.medium ? `${isbn.value} (${isbn.medium})` : isbn.value)).join(', ')}
    </RecordField>
  );
}

/** An `accelerator_experiments[]` entry as records carry it: often a legacy name only, without `name`. */
interface AcceleratorExperiment {
  name?: string;
  legacy_name?: string;
  institution?: string;
  accelerator?: string;
  experiment?: string;
  record?: { $ref?: string };
}

/** The experiment's name: `name`, else the legacy name ('CERN-LHC-ATLAS'), else its parts; undefined when none. */
export function experimentName(entry: AcceleratorExperiment): string | undefined {
  const parts = [entry.institution, entry.accelerator, entry.experiment].filter(Boolean).join('-');
  return entry.name?.trim() || entry.legacy_name?.trim() || parts || undefined;
}

export function Experiments({ metadata }: { metadata: LiteratureUiMetadata }) {
  const experiments = ((metadata.accelerator_experiments ?? []) as AcceleratorExperiment[]).flatMap(
    (entry) => {
      const name = experimentName(entry);
      return name ? [{ name, id: linkedRecordId(entry.record, 'experiments') }] : [];
    },
  );
  // Entries without any name print nothing, so no empty 'Experiments:' line either.
  if (experiments.length === 0) {
    return null;
  }
  return (
    <RecordField label="Experiments">
      {experiments.map((experiment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a record may name one experiment twice
        <span key={`${experiment.name}-${index}`}>
          {index > 0 ? ', ' : null}
          {experiment.id ? (
            <Link to={`/experiments/${experiment.id}`}>{experiment.name}</Link>
          ) : (
            experiment.name
          )}
        </span>
      ))}
    </RecordField>
  );
}

interface RecordLink {
  href: string;
  label: string;
}

function persistentIdentifierUrl(schema: string, value: string): string | undefined {
  if (schema === 'HDL') {
    return `https://hdl.handle.net/${value}`;
  }
  if (schema === 'URN') {
    return `https://nbn-resolving.org/${value}`;
  }
  return undefined;
}

/**
 * External systems, fulltext, data and other urls, each once. Only absolute http(s) addresses are kept
 * (`safeExternalUrl`): the labels here are generic ('Fulltext', 'Dataset'), so an address that may not be a link
 * is left out rather than shown as dead text.
 */
export function recordLinks(metadata: LiteratureUiMetadata): RecordLink[] {
  const candidates: { href: string | undefined; label: string }[] = [
    ...(metadata.fulltext_links ?? []).map((link) => ({
      href: link.value,
      label: link.description ?? 'Fulltext',
    })),
    ...(metadata.external_system_identifiers ?? []).map((link) => ({
      href: link.url_link,
      label: link.url_name,
    })),
    ...(metadata.dataset_links ?? []).map((link) => ({
      href: link.value,
      label: link.description ?? 'Dataset',
    })),
    ...(metadata.urls ?? []).map((link) => ({ href: link.value, label: link.description ?? link.value })),
    ...(metadata.persistent_identifiers ?? []).flatMap((identifier) => {
      const href = persistentIdentifierUrl(identifier.schema, identifier.value);
      return href ? [{ href, label: `${identifier.schema}: ${identifier.value}` }] : [];
    }),
  ];
  const seen = new Set<string>();
  const links: RecordLink[] = [];
  for (const candidate of candidates) {
    const href = safeExternalUrl(candidate.href);
    if (!href || seen.has(href)) {
      continue;
    }
    seen.add(href);
    links.push({ href, label: candidate.label || href });
  }
  return links;
}

export function RecordLinks({ metadata }: { metadata: LiteratureUiMetadata }) {
  const links = recordLinks(metadata);
  if (links.length === 0) {
    return null;
  }
  return (
    <RecordField label="Links">
      <ExpandableList
        inline
        items={links}
        renderItem={(link, index) => (
          <>
            {index > 0 ? ' • ' : null}
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </>
        )}
      />
    </RecordField>
  );
}

export function Abstract({ metadata }: { metadata: LiteratureUiMetadata }) {
  const abstract = metadata.abstracts?.[0];
  if (!abstract) {
    return null;
  }
  return (
    <section className="record-section" aria-labelledby="abstract-title">
      <h2 id="abstract-title">
        Abstract
        {abstract.source ? <span className="record-section__source"> ({abstract.source})</span> : null}
      </h2>
      <p className="abstract">
        <MathText text={abstract.value} />
      </p>
    </section>
  );
}

export function PublicNotes({ metadata }: { metadata: LiteratureUiMetadata }) {
  const notes = metadata.public_notes ?? [];
  if (notes.length === 0) {
    return null;
  }
  return (
    <section className="record-section" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <ul className="record-notes">
        {notes.map((note) => (
          <li key={note.value}>
            <MathText text={note.value} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Keywords({ metadata }: { metadata: LiteratureUiMetadata }) {
  const keywords = metadata.keywords ?? [];
  const pdg = metadata.pdg_keywords ?? [];
  if (keywords.length === 0 && pdg.length === 0) {
    return null;
  }
  return (
    <section className="record-section" aria-labelledby="keywords-title">
      <h2 id="keywords-title">Keywords</h2>
      {keywords.length > 0 ? (
        <div className="keywords">
          <ExpandableList
            inline
            items={keywords}
            renderItem={(keyword) => (
              <Tag className="keyword">
                <Link to={literatureSearchPath(`keyword:"${keyword.value}"`)}>{keyword.value}</Link>
              </Tag>
            )}
          />
        </div>
      ) : null}
      {pdg.length > 0 ? (
        <div className="pdg-keywords">
          <h3>PDG keywords</h3>
          <ExpandableList
            items={pdg}
            limit={PDG_KEYWORDS_LIMIT}
            renderItem={(keyword) => (
              <span>
                <code>{keyword.value}</code> {keyword.description}
              </span>
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
