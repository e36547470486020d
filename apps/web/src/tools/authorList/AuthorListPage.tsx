import { CopyOutlined } from '@ant-design/icons';
import type { AuthorListAuthor, AuthorListResponse } from '@parton/records';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Table, type TableColumnsType } from 'antd';
import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { messageOr } from '../../common/api/http';
import { EmptyState } from '../../common/components/EmptyState';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { linkedRecordId } from '../../common/recordLinks';
import { formatAuthorList } from './api';
import { authorsJson, marcLines } from './output';
import '../toolPage.css';
import './authorList.css';

export const AUTHOR_LIST_TITLE = 'Author list';
export const AUTHOR_LIST_ERROR_FALLBACK = 'Something went wrong.';

/** The input format of the legacy tool's help (facts submissions-backoffice.md §7). */
export const AUTHOR_LIST_EXAMPLE = [
  'F. Lastname1, F.M. Otherlastname1,2',
  '',
  '1 CERN',
  '2 Otheraffiliation',
].join('\n');

const PAGE_SIZE = 50;

type Row = AuthorListAuthor & { position: number };

function Affiliations({ author }: { author: AuthorListAuthor }) {
  const matched = author.affiliations ?? [];
  const raw = author.raw_affiliations ?? [];
  if (matched.length === 0 && raw.length === 0) {
    return <span className="author-list__none">none</span>;
  }
  return (
    <div className="author-list__affiliations">
      {matched.map((affiliation) => {
        const id = linkedRecordId(affiliation.record, 'institutions');
        return id === undefined ? (
          <span key={affiliation.value} className="author-list__institution">
            {affiliation.value}
          </span>
        ) : (
          <Link key={affiliation.value} className="author-list__institution" to={`/institutions/${id}`}>
            {affiliation.value}
          </Link>
        );
      })}
      {raw.map((affiliation) => (
        <span key={affiliation.value} className="author-list__raw">
          {affiliation.value}
        </span>
      ))}
    </div>
  );
}

function Identifiers({ author }: { author: AuthorListAuthor }) {
  const values = [
    ...(author.ids ?? []).map((id) => `ORCID ${id.value}`),
    ...(author.emails ?? []).map((email) => email),
  ];
  if (values.length === 0) {
    return null;
  }
  return (
    <ul className="author-list__ids">
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  );
}

const COLUMNS: TableColumnsType<Row> = [
  { title: '#', dataIndex: 'position', key: 'position', width: 56 },
  { title: 'Name', dataIndex: 'full_name', key: 'name', width: 170 },
  { title: 'Affiliations', key: 'affiliations', render: (_, row) => <Affiliations author={row} /> },
  { title: 'Identifiers', key: 'ids', width: 220, render: (_, row) => <Identifiers author={row} /> },
];

/** A read-only output with its own copy button and a spoken confirmation. */
function CopyableOutput({ title, text, name }: { title: string; text: string; name: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <section className="author-list__output" aria-labelledby={headingId}>
      <div className="author-list__output-header">
        <h2 id={headingId}>{title}</h2>
        <span className="author-list__copy-status" aria-live="polite">
          {status === 'copied' ? 'Copied!' : null}
          {status === 'failed' ? 'Could not copy to the clipboard.' : null}
        </span>
        <Button icon={<CopyOutlined />} onClick={copy} aria-label={`Copy ${name} to clipboard`}>
          Copy to clipboard
        </Button>
      </div>
      <pre className="author-list__text" data-testid={`author-list-${name}`}>
        {text}
      </pre>
    </section>
  );
}

function Result({ result }: { result: AuthorListResponse }) {
  const rows = useMemo(
    () => result.authors.map((author, index) => ({ ...author, position: index + 1 })),
    [result.authors],
  );
  const json = useMemo(() => authorsJson(result.authors), [result.authors]);
  const marc = useMemo(() => marcLines(result.authors), [result.authors]);
  return (
    <div className="author-list__result">
      {result.warnings && result.warnings.length > 0 ? (
        <section className="author-list__warnings" aria-label="Warnings">
          {result.warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon title={warning} />
          ))}
        </section>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState noun="Authors" />
      ) : (
        <>
          <h2 className="author-list__count">
            {rows.length} {rows.length === 1 ? 'author' : 'authors'}
          </h2>
          <Table<Row>
            className="author-list__table"
            columns={COLUMNS}
            dataSource={rows}
            rowKey="position"
            size="small"
            scroll={{ x: 640 }}
            pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
          />
          <div className="author-list__outputs">
            <CopyableOutput title="JSON (authors)" name="json" text={json} />
            <CopyableOutput title="MARC" name="marc" text={marc} />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * `/authorlist` (catalogers): paste an author list with numbered affiliations, get the author entries with the
 * affiliations linked to institution records, as a table, as JSON for a record's `authors` and as the legacy
 * tool's MARC lines.
 */
export function AuthorListPage() {
  usePageMeta({ title: AUTHOR_LIST_TITLE });
  const [text, setText] = useState('');
  const inputId = useId();
  const helpId = useId();
  const mutation = useMutation({ mutationFn: formatAuthorList });
  const canFormat = text.trim() !== '' && !mutation.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canFormat) {
      mutation.mutate(text);
    }
  };
  const clear = () => {
    setText('');
    mutation.reset();
  };
  // Ctrl+Enter (⌘+Enter) formats from the keyboard without leaving the text.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      submit();
    }
  };

  return (
    <section className="tool-page author-list" aria-labelledby="author-list-heading">
      <h1 id="author-list-heading">{AUTHOR_LIST_TITLE}</h1>
      <form className="author-list__form" onSubmit={submit}>
        <div className="author-list__input">
          <label htmlFor={inputId}>Author string</label>
          <Input.TextArea
            id={inputId}
            aria-describedby={helpId}
            rows={10}
            value={text}
            placeholder={AUTHOR_LIST_EXAMPLE}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="author-list__buttons">
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!canFormat}>
              Format
            </Button>
            <Button onClick={clear} disabled={text === '' && mutation.isIdle}>
              Clear
            </Button>
          </div>
        </div>
        <aside className="author-list__help" id={helpId}>
          <h2>Format</h2>
          <p>
            The names, separated by commas or new lines, each followed by its affiliation ids; an empty line;
            then one affiliation per line, led by its id (digits, lower-case letters or one symbol). ORCIDs
            and e-mails listed as affiliations become the author's. Ctrl+Enter formats.
          </p>
          <pre className="author-list__example">{AUTHOR_LIST_EXAMPLE}</pre>
        </aside>
      </form>
      {mutation.isError ? (
        <Alert
          className="author-list__error"
          type="error"
          showIcon
          role="alert"
          title={messageOr(mutation.error, AUTHOR_LIST_ERROR_FALLBACK)}
        />
      ) : null}
      {mutation.data ? <Result result={mutation.data} /> : null}
    </section>
  );
}
