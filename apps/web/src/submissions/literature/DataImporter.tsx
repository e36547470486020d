import { Alert, Button, Input } from 'antd';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FormValues } from '../common/formPaths';
import { type ImportOutcome, importLiterature } from './importApi';

export const IMPORT_INPUT_ID = 'literature-import-identifier';

interface DataImporterProps {
  onImported: (values: FormValues) => void;
  onSkip: () => void;
}

/**
 * The literature form's first step (facts §1.2): an arXiv id or a DOI fills the form from
 * `GET /api/literature/import/<id>`; a paper we already have links to its record; or the reader skips ahead.
 */
export function DataImporter({ onImported, onSkip }: DataImporterProps) {
  const [identifier, setIdentifier] = useState('');
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<Exclude<ImportOutcome, { kind: 'imported' }> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  const runImport = async (event?: FormEvent) => {
    event?.preventDefault();
    if (identifier.trim() === '' || importing) {
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setImporting(true);
    setFailure(undefined);
    try {
      const outcome = await importLiterature(identifier, controller.signal);
      if (outcome.kind === 'imported') {
        onImported(outcome.values);
        return;
      }
      setFailure(outcome);
    } catch {
      // Aborted by a newer import: that one reports.
    } finally {
      if (request.current === controller) {
        setImporting(false);
      }
    }
  };

  return (
    <section className="literature-import" aria-label="Import from arXiv or DOI">
      <Alert
        type="info"
        role="note"
        className="literature-import__info"
        title="Fill in the field to automatically import more data from arXiv or DOI"
      />
      {failure ? (
        <Alert
          className="literature-import__error"
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => setFailure(undefined), 'aria-label': 'Close' }}
          title={
            <>
              {failure.message}
              {failure.kind === 'exists' ? (
                <>
                  {'. '}
                  <Link to={`/literature/${encodeURIComponent(failure.recid)}`}>See the record</Link>
                </>
              ) : null}
            </>
          }
        />
      ) : null}
      <form className="literature-import__form" onSubmit={runImport} noValidate>
        <label className="submission-field__label" htmlFor={IMPORT_INPUT_ID}>
          From arXiv or DOI
        </label>
        <Input
          id={IMPORT_INPUT_ID}
          value={identifier}
          placeholder="hep-th/9711200 or 1207.7235 or arXiv:1001.4538 or 10.1086/305772 or doi:10.1086/305772"
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <div className="literature-import__actions">
          <Button type="link" className="literature-import__skip" onClick={onSkip}>
            Skip and fill the form manually
          </Button>
          <Button type="primary" htmlType="submit" loading={importing}>
            Import
          </Button>
        </div>
      </form>
    </section>
  );
}
