import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { SeminarsTab } from '../../literature/components/SeminarsTab';
import { SeminarDetailPage } from '../pages/SeminarDetailPage';
import { SeminarItem } from './SeminarItem';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const TITLE = 'Measuring $\\sin^2\\theta_W$ at low energy';

/** KaTeX output inside the element, once the lazily loaded renderer is in. */
async function expectMathIn(selector: string): Promise<void> {
  await waitFor(() => expect(document.querySelector(`${selector} .katex`)).not.toBeNull(), {
    timeout: 20_000,
  });
  expect(document.querySelector(selector)?.textContent).not.toContain('$');
}

describe('seminar titles render their LaTeX', () => {
  it('in the results list', async () => {
    render(
      <MemoryRouter>
        <SeminarItem
          seminar={{
            control_number: 5,
            title: { title: TITLE },
            start_datetime: '2020-11-11T16:00:00.000000',
            end_datetime: '2020-11-11T17:00:00.000000',
            timezone: 'UTC',
          }}
          timeZone="UTC"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    await expectMathIn('.result-item__title');
  });

  it('on the seminar page', async () => {
    mockApi((url) =>
      url.pathname === '/api/seminars/5'
        ? envelope({ control_number: 5, title: { title: TITLE } })
        : undefined,
    );
    renderRoute(SeminarDetailPage, '/seminars/:id', '/seminars/5');
    await screen.findByRole('heading', { level: 1 });
    await expectMathIn('h1');
  });

  it("in a paper's Seminars tab", async () => {
    render(
      <MemoryRouter>
        <SeminarsTab seminars={[{ control_number: 5, title: { title: TITLE } }]} />
      </MemoryRouter>,
    );
    await expectMathIn('.seminar__title');
  });
});
