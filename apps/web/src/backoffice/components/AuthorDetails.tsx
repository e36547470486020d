import type { Workflow } from '@parton/records';
import { Table } from 'antd';
import { ExternalLink } from '../../common/components/ExternalLink';
import { asList, text, withKeys } from '../display';

type Row = Record<string, unknown>;

function yesNo(value: unknown): string {
  return value === true ? 'Yes' : 'No';
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="workflow-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** An author submission readably (facts §3.9 authors detail). */
export function AuthorDetails({ workflow }: { workflow: Workflow }) {
  const data = workflow.data;
  const name = (data.name ?? {}) as Row;
  const ids = asList(data.ids);
  const orcid = text(ids.find((id) => id.schema === 'ORCID')?.value);
  const otherIds = ids.filter((id) => id.schema !== 'ORCID');
  const positions = asList(data.positions);
  const projects = asList(data.project_membership);
  const advisors = asList(data.advisors);
  const urls = asList(data.urls);
  const nativeNames = Array.isArray(name.native_names) ? (name.native_names as unknown[]).map(text) : [];
  const categories = Array.isArray(data.arxiv_categories)
    ? (data.arxiv_categories as unknown[]).map(text)
    : [];
  const emails = asList(data.email_addresses).map((entry) => text(entry.value));
  return (
    <>
      <dl className="workflow-fields">
        <dt>Name</dt>
        <dd>{text(name.value) || '—'}</dd>
        {text(name.preferred_name) ? (
          <>
            <dt>Preferred name</dt>
            <dd>{text(name.preferred_name)}</dd>
          </>
        ) : null}
        {nativeNames.length > 0 ? (
          <>
            <dt>Native names</dt>
            <dd>{nativeNames.join('; ')}</dd>
          </>
        ) : null}
        {text(data.status) ? (
          <>
            <dt>Status</dt>
            <dd>{text(data.status)}</dd>
          </>
        ) : null}
        <dt>ORCID</dt>
        <dd>{orcid ? <ExternalLink href={`https://orcid.org/${orcid}`}>{orcid}</ExternalLink> : '—'}</dd>
        {emails.length > 0 ? (
          <>
            <dt>E-mail</dt>
            <dd>{emails.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <Section title="Institution History">
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="_key"
          dataSource={withKeys(positions)}
          scroll={{ x: true }}
          locale={{ emptyText: 'No institutions' }}
          columns={[
            { title: 'Institution', render: (_v, row) => text(row.institution) },
            { title: 'Start Date', render: (_v, row) => text(row.start_date) },
            { title: 'End Date', render: (_v, row) => text(row.end_date) },
            { title: 'Rank', render: (_v, row) => text(row.rank) },
            { title: 'Current', render: (_v, row) => yesNo(row.current) },
          ]}
        />
      </Section>
      <Section title="Project Membership History">
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="_key"
          dataSource={withKeys(projects)}
          scroll={{ x: true }}
          locale={{ emptyText: 'No projects' }}
          columns={[
            { title: 'Project name', render: (_v, row) => text(row.name) },
            { title: 'Start date', render: (_v, row) => text(row.start_date) },
            { title: 'End date', render: (_v, row) => text(row.end_date) },
            { title: 'Current', render: (_v, row) => yesNo(row.current) },
          ]}
        />
      </Section>
      <Section title="Identifiers & Links">
        {otherIds.length === 0 && urls.length === 0 ? <p>None</p> : null}
        <ul className="workflow-links">
          {otherIds.map((id) => (
            <li key={`${text(id.schema)}:${text(id.value)}`}>
              {text(id.schema)}: {text(id.value)}
            </li>
          ))}
          {urls.map((url) => (
            <li key={text(url.value)}>
              <ExternalLink href={text(url.value)}>{text(url.description) || text(url.value)}</ExternalLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Other">
        <p>Subject areas: {categories.length > 0 ? categories.join(', ') : 'none'}</p>
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="_key"
          dataSource={withKeys(advisors)}
          locale={{ emptyText: 'No advisors' }}
          columns={[
            { title: 'Advisor', render: (_v, row) => text(row.name) },
            { title: 'Position', render: (_v, row) => text(row.degree_type) },
          ]}
        />
      </Section>
    </>
  );
}
