import type { Workflow } from '@parton/records';
import { Table } from 'antd';
import { Link } from 'react-router';
import { ExternalLink } from '../../common/components/ExternalLink';
import { asList, recidOfRef, text, withKeys } from '../display';

type Row = Record<string, unknown>;

/** `Phys.Rev.D 98 (2018) 030001`: a publication_info entry on one line. */
export function publicationLine(info: Row): string {
  const pages = text(info.artid) || [text(info.page_start), text(info.page_end)].filter(Boolean).join('-');
  const year = text(info.year);
  return [
    text(info.journal_title),
    text(info.journal_volume),
    year ? `(${year})` : '',
    pages,
    text(info.pubinfo_freetext),
  ]
    .filter(Boolean)
    .join(' ');
}

function referenceSummary(reference: Row): { authors: string; journal: string; year: string; misc: string } {
  const inner = (reference.reference ?? {}) as Row;
  const publication = (inner.publication_info ?? {}) as Row;
  const authors = asList(inner.authors)
    .map((author) => text(author.full_name))
    .join('; ');
  const misc = [
    ...(Array.isArray(inner.misc) ? (inner.misc as unknown[]).map(text) : []),
    text(inner.arxiv_eprint) ? `arXiv:${text(inner.arxiv_eprint)}` : '',
    ...(Array.isArray(inner.dois) ? (inner.dois as unknown[]).map((doi) => `doi:${text(doi)}`) : []),
  ]
    .filter(Boolean)
    .join(' ');
  return { authors, journal: publicationLine(publication), year: text(publication.year), misc };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="workflow-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A literature submission readably: the paper, its subjects and its references (facts §3.9 literature detail). */
export function LiteratureDetails({ workflow }: { workflow: Workflow }) {
  const data = workflow.data;
  const authors = asList(data.authors);
  const abstract = text(asList(data.abstracts)[0]?.value);
  const eprints = asList(data.arxiv_eprints);
  const dois = asList(data.dois);
  const publications = asList(data.publication_info);
  const subjects = asList(data.inspire_categories).map((entry) => text(entry.term));
  const references = asList(data.references);
  const rawReferences = text(workflow.form_data?.references);
  const pdfUrl = text(workflow.form_data?.url);
  const documentTypes = Array.isArray(data.document_type) ? (data.document_type as unknown[]).map(text) : [];
  return (
    <>
      {authors.length > 0 ? (
        <p className="workflow-authors">
          {authors.map((author, index) => {
            const affiliations = asList(author.affiliations)
              .map((affiliation) => text(affiliation.value))
              .filter(Boolean);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two authors may share a name; the order is fixed.
              <span key={`${text(author.full_name)}-${index}`}>
                {index > 0 ? '; ' : ''}
                {text(author.full_name)}
                {affiliations.length > 0 ? ` (${affiliations.join(', ')})` : ''}
              </span>
            );
          })}
        </p>
      ) : null}
      <dl className="workflow-fields">
        {documentTypes.length > 0 ? (
          <>
            <dt>Document type</dt>
            <dd>{documentTypes.join(', ')}</dd>
          </>
        ) : null}
        {publications.length > 0 ? (
          <>
            <dt>Published in</dt>
            <dd>{publications.map(publicationLine).filter(Boolean).join('; ') || '—'}</dd>
          </>
        ) : null}
        {eprints.length > 0 ? (
          <>
            <dt>e-Print</dt>
            <dd>
              {eprints.map((eprint) => (
                <ExternalLink key={text(eprint.value)} href={`https://arxiv.org/abs/${text(eprint.value)}`}>
                  {text(eprint.value)}
                </ExternalLink>
              ))}
            </dd>
          </>
        ) : null}
        {dois.length > 0 ? (
          <>
            <dt>DOI</dt>
            <dd>
              {dois.map((doi) => (
                <ExternalLink key={text(doi.value)} href={`https://doi.org/${text(doi.value)}`}>
                  {text(doi.value)}
                </ExternalLink>
              ))}
            </dd>
          </>
        ) : null}
        {pdfUrl ? (
          <>
            <dt>PDF</dt>
            <dd>
              <ExternalLink href={pdfUrl}>{pdfUrl}</ExternalLink>
            </dd>
          </>
        ) : null}
      </dl>
      {abstract ? (
        <Section title="Abstract">
          <p className="workflow-abstract">{abstract}</p>
        </Section>
      ) : null}
      <Section title="Subject areas">
        <p>{subjects.length > 0 ? subjects.join(', ') : 'No subject areas'}</p>
      </Section>
      <Section title="References">
        {workflow.reference_count ? (
          <p>
            References: {workflow.reference_count.core}/{workflow.reference_count.total} core,{' '}
            {workflow.reference_count.matched}/{workflow.reference_count.total} matched
          </p>
        ) : null}
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="_key"
          dataSource={withKeys(references)}
          scroll={{ x: true }}
          locale={{ emptyText: 'No references' }}
          columns={[
            {
              title: '#',
              render: (_v, row, index) =>
                text((row.reference as Row | undefined)?.label) || String(index + 1),
            },
            { title: 'Authors', render: (_v, row) => referenceSummary(row).authors },
            { title: 'Journal Info', render: (_v, row) => referenceSummary(row).journal },
            { title: 'Year', render: (_v, row) => referenceSummary(row).year },
            { title: 'Misc', render: (_v, row) => referenceSummary(row).misc },
            {
              title: 'Record',
              render: (_v, row) => {
                const recid = recidOfRef(row.record);
                return recid ? <Link to={`/literature/${recid}`}>#{recid}</Link> : 'not matched';
              },
            },
          ]}
        />
        {rawReferences ? (
          <>
            <h3>Submitted references</h3>
            <pre className="workflow-raw-references">{rawReferences}</pre>
          </>
        ) : null}
      </Section>
    </>
  );
}
