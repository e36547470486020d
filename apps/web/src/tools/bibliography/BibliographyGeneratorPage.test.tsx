import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { BIBLIOGRAPHY_ENDPOINT } from './api';
import {
  BibliographyGeneratorPage,
  NOT_TEX_MESSAGE,
  SELECT_FILE_MESSAGE,
  TOO_BIG_MESSAGE,
  WORKED_EXAMPLE,
} from './BibliographyGeneratorPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

const DOWNLOAD_URL = 'http://localhost/api/bibliography-generator/files/abc/paper.bib';

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  // jsdom cannot navigate: the page's download is observed through location.assign.
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface SentUpload {
  format: string | null;
  file: File | null;
}

function serve(answer: () => Response) {
  const sent: SentUpload[] = [];
  mockApi((url, init) => {
    if (url.pathname !== BIBLIOGRAPHY_ENDPOINT) {
      return undefined;
    }
    const body = init?.body as FormData;
    sent.push({ format: url.searchParams.get('format'), file: body.get('file') as File | null });
    return answer();
  });
  return sent;
}

function renderPage() {
  return renderRoute(BibliographyGeneratorPage, '/bibliography-generator', '/bibliography-generator');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function submitButton() {
  return screen.getByRole('button', { name: 'Submit' });
}

const tex = (name = 'paper.tex', content = '\\cite{Maldacena:1997re}') =>
  new File([content], name, { type: 'text/x-tex' });

describe('BibliographyGeneratorPage', () => {
  it('offers one .tex file, the three formats (BibTeX first) and a worked example; submit waits for a file', async () => {
    serve(() => jsonResponse({}));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Bibliography generator' })).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('.tex');
    expect(fileInput().multiple).toBe(false);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bibliography-example').textContent).toBe(WORKED_EXAMPLE);
    expect(WORKED_EXAMPLE).toContain('\\cite{hep-th/9802150}');
    expect(screen.getByText('BibTeX')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Format' }));
    // The visible options (antd's accessible listbox names them by value).
    await screen.findByText('LaTeX (US)');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual(['BibTeX', 'LaTeX (US)', 'LaTeX (EU)']);
  });

  it('posts the file with the chosen format, goes to the download and keeps the warnings', async () => {
    const sent = serve(() =>
      jsonResponse({
        data: { download_url: DOWNLOAD_URL },
        errors: [
          { message: 'Ambiguous reference to CERN-W5013 on line 6' },
          { message: 'Reference to Garcia:2020ay not found on line 8' },
        ],
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Bibliography generator' });
    choose(tex());
    expect(await screen.findByText('paper.tex')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(await screen.findByText('LaTeX (EU)'));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submitButton());

    const warnings = await screen.findByRole('region', { name: 'Citation warnings' });
    expect(within(warnings).getByText('Ambiguous reference to CERN-W5013 on line 6')).toBeTruthy();
    expect(within(warnings).getByText('Reference to Garcia:2020ay not found on line 8')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(DOWNLOAD_URL);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.format).toBe('latex_eu');
    expect(sent[0]?.file?.name).toBe('paper.tex');
  });

  it('shows the server message of a failed request', async () => {
    serve(() =>
      jsonResponse(
        {
          status: 400,
          message: 'None of the cited references could be found, so there is no bibliography to download.',
        },
        400,
      ),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Bibliography generator' });
    choose(tex());
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(
      await screen.findByText(
        'None of the cited references could be found, so there is no bibliography to download.',
      ),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a .bib file and asks for a file once the chosen one is removed', async () => {
    const sent = serve(() => jsonResponse({}));
    renderPage();
    await screen.findByRole('heading', { name: 'Bibliography generator' });
    choose(tex('refs.bib', '@article{x,}'));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_TEX_MESSAGE);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /remove file/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(SELECT_FILE_MESSAGE);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const sent = serve(() => jsonResponse({}));
    renderPage();
    await screen.findByRole('heading', { name: 'Bibliography generator' });
    const big = tex();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_BIG_MESSAGE);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });
});
