import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import CiteModal, { citeErrorText } from './CiteModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CITE_TEXTS: Record<string, string> = {
  bibtex: '@article{Witten:1995ex,\n    author = "Witten, Edward"\n}\n',
  'latex-eu': '%\\cite{Witten:1995ex}\n\\bibitem{Witten:1995ex}\nE.~Witten,',
};

function serveCiteFormats() {
  return mockFetch((url) => {
    if (url.pathname === '/api/literature/123') {
      const format = url.searchParams.get('format') ?? '';
      const text = CITE_TEXTS[format];
      return text ? { body: text } : { status: 500, body: { status: 500, message: 'Renderer unavailable' } };
    }
    if (url.pathname === '/api/accounts/me') {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    return undefined;
  });
}

function chooseFormat(baseElement: HTMLElement, label: string) {
  const selector = baseElement.querySelector('.cite-modal__format.ant-select');
  if (!selector) {
    throw new Error('format select not rendered');
  }
  fireEvent.mouseDown(selector);
  const option = [...baseElement.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (element) => element.textContent === label,
  );
  if (!option) {
    throw new Error(`no option ${label}`);
  }
  fireEvent.click(option);
}

const citeCalls = (calls: URL[], format: string) =>
  calls.filter((url) => url.pathname === '/api/literature/123' && url.searchParams.get('format') === format)
    .length;

describe('cite modal', () => {
  it('is titled "Cite Article" and shows the preferred (default BibTeX) format', async () => {
    serveCiteFormats();
    renderWithApp(<CiteModal recordId="123" onClose={vi.fn()} />);
    expect(screen.getByText('Cite Article')).toBeTruthy();
    expect((await screen.findByTestId('cite-text')).textContent).toContain('@article{Witten:1995ex');
  });

  it('fetches each format once, then serves it from the cache', async () => {
    const { calls } = serveCiteFormats();
    const { baseElement } = renderWithApp(<CiteModal recordId="123" onClose={vi.fn()} />);
    await screen.findByTestId('cite-text');
    chooseFormat(baseElement, 'LaTeX (EU)');
    await waitFor(() =>
      expect(screen.getByTestId('cite-text').textContent).toContain('\\bibitem{Witten:1995ex}'),
    );
    chooseFormat(baseElement, 'BibTeX');
    await waitFor(() => expect(screen.getByTestId('cite-text').textContent).toContain('@article'));
    expect(citeCalls(calls, 'bibtex')).toBe(1);
    expect(citeCalls(calls, 'latex-eu')).toBe(1);
  });

  it('remembers the chosen format for next time', async () => {
    serveCiteFormats();
    const { baseElement } = renderWithApp(<CiteModal recordId="123" onClose={vi.fn()} />);
    await screen.findByTestId('cite-text');
    chooseFormat(baseElement, 'LaTeX (EU)');
    expect(window.localStorage.getItem('parton.preferredCiteFormat')).toBe('latex-eu');
  });

  it('explains a failure with the server message', async () => {
    serveCiteFormats();
    const { baseElement } = renderWithApp(<CiteModal recordId="123" onClose={vi.fn()} />);
    await screen.findByTestId('cite-text');
    chooseFormat(baseElement, 'CV (html)');
    expect(
      await screen.findByText(
        'Could not create cite text for the selected format. Caused by: Renderer unavailable',
      ),
    ).toBeTruthy();
  });

  it('words the error text as the spec does', () => {
    expect(citeErrorText(new Error('boom'))).toBe(
      'Could not create cite text for the selected format. Caused by: boom',
    );
  });

  it("names no server's generic 5xx text as the cause", async () => {
    mockFetch(() => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
    }));
    renderWithApp(<CiteModal recordId="42" onClose={() => undefined} />);
    expect(
      await screen.findByText(
        'Could not create cite text for the selected format. Caused by: Something went wrong',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });
});
