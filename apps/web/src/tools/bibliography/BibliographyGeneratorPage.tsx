import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Select, Upload, type UploadFile } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { messageOr } from '../../common/api/http';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import {
  BIBLIOGRAPHY_FORMAT_OPTIONS,
  type BibliographyFormat,
  type GeneratedBibliography,
  generateBibliography,
} from './api';
import '../toolPage.css';
import './bibliography.css';

export const BIBLIOGRAPHY_TITLE = 'Bibliography generator';
export const SELECT_FILE_MESSAGE = 'Please select a file';
export const NOT_TEX_MESSAGE = 'Only .tex files can be used: a BibTeX (.bib) file cannot be sent.';
export const TOO_BIG_MESSAGE = 'The file is too large: a .tex file of at most 10 MB can be used.';
export const GENERAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/** The server's limit (POST /api/bibliography-generator): checked here first, so a big file is not sent at all. */
const MAX_TEX_BYTES = 10 * 1024 * 1024;

/** A short LaTeX source citing one key of each kind the generator understands. */
export const WORKED_EXAMPLE = String.raw`\documentclass{article}
\begin{document}
% Commented-out citations are ignored: \cite{Ignored:2020aa}
Holography \cite{Maldacena:1997re} (texkey),
\cite{hep-th/9802150} (old arXiv id) and \citep[p.~3]{1207.7214} (new arXiv id);
\cite{10.1103/PhysRevD.72.085001} (DOI), \cite{Phys.Rev.D.88.034505} (journal reference),
\cite{CERN-PH-EP-2012-220} (report number) and \cite{1979PhLB...80..360E} (ADS bibcode).
\bibliographystyle{unsrt}
\bibliography{paper}
\end{document}`;

const KEY_KINDS: { kind: string; example: string }[] = [
  { kind: 'texkey', example: 'Maldacena:1997re' },
  { kind: 'arXiv identifier, old or new', example: 'hep-th/9802150, 1207.7214' },
  { kind: 'DOI', example: '10.1103/PhysRevD.72.085001' },
  { kind: 'journal reference (title.volume.page)', example: 'Phys.Rev.D.88.034505' },
  { kind: 'report number', example: 'CERN-PH-EP-2012-220' },
  { kind: 'ADS bibcode', example: '1979PhLB...80..360E' },
];

function isTexFile(name: string): boolean {
  return /\.tex$/i.test(name.trim());
}

/** What is wrong with the chosen file, before anything is sent. */
function fileProblem(file: File | undefined, touched: boolean): string | undefined {
  if (!file) {
    return touched ? SELECT_FILE_MESSAGE : undefined;
  }
  if (!isTexFile(file.name)) {
    return NOT_TEX_MESSAGE;
  }
  return file.size > MAX_TEX_BYTES ? TOO_BIG_MESSAGE : undefined;
}

function CitationWarnings({ errors }: { errors: GeneratedBibliography['errors'] }) {
  if (errors.length === 0) {
    return null;
  }
  return (
    <section className="bibliography__warnings" aria-label="Citation warnings">
      <p className="bibliography__warnings-intro">
        Your bibliography is downloading.{' '}
        {errors.length === 1 ? 'One citation' : `${errors.length} citations`} could not be added:
      </p>
      {errors.map((error) => (
        <Alert key={error.message} type="warning" showIcon title={error.message} />
      ))}
    </section>
  );
}

/**
 * `/bibliography-generator`: upload one `.tex` file, choose a format, and the browser downloads the bibliography of
 * its `\cite` keys. Keys that were not found or are ambiguous stay listed as warnings after the download starts.
 */
export function BibliographyGeneratorPage() {
  usePageMeta({
    title: BIBLIOGRAPHY_TITLE,
    description: 'Generate a BibTeX or LaTeX bibliography from the citations of a LaTeX file.',
  });
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [touched, setTouched] = useState(false);
  const [format, setFormat] = useState<BibliographyFormat>('bibtex');
  const formatId = useId();
  const mutation = useMutation({
    mutationFn: ({ file, chosen }: { file: File; chosen: BibliographyFormat }) =>
      generateBibliography(file, chosen),
    onSuccess: (generated) => {
      // The file is served as an attachment: the browser downloads it and this page, with its warnings, stays.
      window.location.assign(generated.data.download_url);
    },
  });

  const file = fileList[0]?.originFileObj as File | undefined;
  const problem = fileProblem(file, touched);
  const canSubmit = file !== undefined && problem === undefined && !mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && canSubmit) {
      mutation.mutate({ file, chosen: format });
    }
  };

  return (
    <section className="tool-page bibliography" aria-labelledby="bibliography-heading">
      <h1 id="bibliography-heading">{BIBLIOGRAPHY_TITLE}</h1>
      <p className="bibliography__intro">
        Upload the LaTeX source of your paper: every <code>\cite</code> key that names a paper of the
        literature collection becomes an entry of a BibTeX or LaTeX bibliography, with your own citation keys
        kept.
      </p>
      <div className="bibliography__layout">
        <form className="bibliography__form" onSubmit={submit} noValidate>
          <div className="bibliography__field">
            <span className="bibliography__label">LaTeX file (.tex, at most 10 MB)</span>
            <Upload.Dragger
              accept=".tex"
              maxCount={1}
              multiple={false}
              fileList={fileList}
              beforeUpload={() => false}
              onChange={({ fileList: next }) => {
                setTouched(true);
                setFileList(next.slice(-1));
                mutation.reset();
              }}
              onRemove={() => {
                setTouched(true);
                setFileList([]);
                mutation.reset();
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">Click or drag a .tex file to this area</p>
            </Upload.Dragger>
            {problem ? (
              <p className="bibliography__field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <div className="bibliography__field">
            <label className="bibliography__label" htmlFor={formatId}>
              Format
            </label>
            <Select<BibliographyFormat>
              id={formatId}
              className="bibliography__format"
              value={format}
              onChange={(value) => {
                setFormat(value);
                mutation.reset();
              }}
              options={BIBLIOGRAPHY_FORMAT_OPTIONS.map((option) => ({ ...option }))}
            />
          </div>
          <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={mutation.isPending}>
            Submit
          </Button>
          <div aria-live="polite">
            {mutation.isError ? (
              <Alert
                type="error"
                showIcon
                title={messageOr(
                  mutation.error,
                  isTooLarge(mutation.error) ? TOO_BIG_MESSAGE : GENERAL_ERROR_MESSAGE,
                )}
              />
            ) : null}
            {mutation.isSuccess ? <CitationWarnings errors={mutation.data.errors} /> : null}
          </div>
        </form>
        <aside className="bibliography__help" aria-labelledby="bibliography-example-heading">
          <h2 id="bibliography-example-heading">Example</h2>
          <p>Citation keys are looked up by what they are:</p>
          <ul>
            {KEY_KINDS.map((kind) => (
              <li key={kind.kind}>
                {kind.kind}: <code>{kind.example}</code>
              </li>
            ))}
          </ul>
          <pre className="bibliography__example" data-testid="bibliography-example">
            {WORKED_EXAMPLE}
          </pre>
          <p>
            Keys may contain only letters, numbers and the characters <code>- / : , .</code>. A key that is
            not found, or that matches more than one paper, is reported with the line it is first cited on.
          </p>
        </aside>
      </div>
    </section>
  );
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 413;
}
