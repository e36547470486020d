import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { JobDetailPage } from './JobDetailPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

function renderJob(fields: Record<string, unknown>) {
  mockApi((url) =>
    url.pathname === '/api/jobs/1'
      ? envelope({ control_number: 1, position: 'Postdoc in QCD', status: 'open', ...fields })
      : undefined,
  );
  renderRoute(JobDetailPage, '/jobs/:id', '/jobs/1');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobDetailPage', () => {
  it('warns that a pending job is pending', async () => {
    renderJob({ status: 'pending' });
    expect(await screen.findByText('This job is pending!')).toBeTruthy();
    expect(screen.getByRole('alert').className).toContain('warning');
  });

  it('marks a closed job as closed', async () => {
    renderJob({ status: 'closed' });
    expect(await screen.findByText('This job is closed!')).toBeTruthy();
    expect(screen.getByRole('alert').className).toContain('error');
  });

  it('shows no banner for an open job', async () => {
    renderJob({ status: 'open' });
    await screen.findByRole('heading', { level: 1, name: 'Postdoc in QCD' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reads 'Deadline: Sep 4, 2020', not 'Deadline: Deadline on …'", async () => {
    renderJob({ deadline_date: '2020-09-04' });
    const date = await screen.findByText('Sep 4, 2020');
    const line = date.closest('.record-line');
    expect(line?.textContent).toBe('Deadline: Sep 4, 2020');
  });

  it('renders the description sanitised', async () => {
    renderJob({
      description:
        '<div><strong>Apply</strong> now<script>window.hacked = true</script><img src=x onerror="alert(1)"></div>',
    });
    expect(await screen.findByText('Apply')).toBeTruthy();
    const description = document.querySelector('.job-description');
    expect(description?.innerHTML).not.toContain('script');
    expect(description?.innerHTML).not.toContain('onerror');
  });

  it('lists contacts, reference letters and more-information links', async () => {
    renderJob({
      contact_details: [{ name: 'Julian Sonner', email: 'julian.sonner@unige.ch' }],
      reference_letters: { emails: ['letters@unige.ch'], urls: [{ value: 'https://jobs.unige.ch/letters' }] },
      urls: [{ value: 'http://www.sonnerphysics.net' }],
      deadline_date: '2020-09-04',
    });
    expect(await screen.findByText('Julian Sonner')).toBeTruthy();
    expect(screen.getByRole('link', { name: /julian\.sonner@unige\.ch/ }).getAttribute('href')).toBe(
      'mailto:julian.sonner@unige.ch',
    );
    expect(screen.getByRole('link', { name: 'letters@unige.ch' }).getAttribute('href')).toBe(
      'mailto:letters@unige.ch',
    );
    expect(screen.getByRole('link', { name: 'https://jobs.unige.ch/letters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /www\.sonnerphysics\.net/ })).toBeTruthy();
    expect(screen.getByText('Sep 4, 2020')).toBeTruthy();
  });
});
