import type { LiteratureUiMetadata } from '@parton/records';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { uniqueDois } from '../display';
import { Experiments, experimentName, Imprints, imprintsText, recordLinks } from './RecordDetails';
import { DoiLinks } from './RecordIdentifiers';

function paper(fields: Partial<LiteratureUiMetadata>): LiteratureUiMetadata {
  return { control_number: 1, titles: [{ title: 'A paper' }], ...fields };
}

function renderPart(element: React.ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('experiments of a paper', () => {
  it('names an experiment by its legacy name when it has no name (as most records do)', () => {
    expect(experimentName({ legacy_name: 'CERN-LHC-ATLAS' })).toBe('CERN-LHC-ATLAS');
    expect(experimentName({ name: 'ATLAS', legacy_name: 'CERN-LHC-ATLAS' })).toBe('ATLAS');
    expect(experimentName({ accelerator: 'CERN SPS' })).toBe('CERN SPS');
    expect(experimentName({})).toBeUndefined();
  });

  it('lists legacy-named experiments, linked to their records', () => {
    renderPart(
      <Experiments
        metadata={paper({
          accelerator_experiments: [
            {
              legacy_name: 'CERN-LHC-ATLAS',
              record: { $ref: 'http://labs.inspirehep.net/api/experiments/1108541' },
            },
            { legacy_name: 'CERN-LHC-CMS' },
          ] as unknown as LiteratureUiMetadata['accelerator_experiments'],
        })}
      />,
    );
    expect(screen.getByText('Experiments:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CERN-LHC-ATLAS' }).getAttribute('href')).toBe(
      '/experiments/1108541',
    );
    expect(screen.getByText(/CERN-LHC-CMS/)).toBeTruthy();
  });

  it('prints no empty Experiments line', () => {
    const { container } = renderPart(
      <Experiments
        metadata={paper({
          accelerator_experiments: [
            { record: { $ref: 'https://x/api/experiments/1' } },
          ] as unknown as LiteratureUiMetadata['accelerator_experiments'],
        })}
      />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('imprints', () => {
  it('reads publisher, place and date', () => {
    expect(
      imprintsText([
        { date: '1965', place: 'Oxford', publisher: 'Pergamon Press' },
        { date: '2011-03-03', publisher: 'Cambridge University Press' },
      ]),
    ).toBe('Pergamon Press, Oxford (1965) • Cambridge University Press (2011-03-03)');
  });

  it("never reads 'Published by: <a date>'", () => {
    const { container } = renderPart(<Imprints metadata={paper({ imprints: [{ date: '2017-05-31' }] })} />);
    expect(container.textContent).toBe('');
    renderPart(
      <Imprints
        metadata={paper({
          imprints: [{ date: '1940' }, { date: '1975', place: 'Moscow', publisher: 'Nauka' }],
        })}
      />,
    );
    expect(screen.getByText('Nauka, Moscow (1975)')).toBeTruthy();
  });
});

describe('DOIs', () => {
  it('lists each DOI once, whatever its case, keeping every material', () => {
    expect(
      uniqueDois([
        { value: '10.1103/PhysRevLett.121.022003' },
        { value: '10.1103/physrevlett.121.022003', material: 'publication' },
        { value: '10.1103/PhysRevLett.121.022003', material: 'erratum' },
        { value: '10.1000/other' },
      ]),
    ).toEqual([
      { value: '10.1103/PhysRevLett.121.022003', materials: ['publication', 'erratum'] },
      { value: '10.1000/other', materials: [] },
    ]);
  });

  it('shows a DOI given twice (submitter and publisher) once', () => {
    renderPart(
      <DoiLinks
        metadata={paper({
          dois: [{ value: '10.1093/mnras/stx1357' }, { value: '10.1093/MNRAS/stx1357', material: 'erratum' }],
        })}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://doi.org/10.1093/mnras/stx1357');
    expect(screen.getByText('(erratum)')).toBeTruthy();
  });
});

describe('record links', () => {
  it('keeps only http(s) addresses, each once', () => {
    expect(
      recordLinks(
        paper({
          urls: [
            { value: 'jAvAsCrIpT:alert(1)' },
            { value: ' data:text/html,x', description: 'Data' },
            { value: '//evil.example/x' },
            { value: 'https://cern.ch/a', description: 'CERN' },
            { value: 'https://cern.ch/a', description: 'again' },
          ],
          fulltext_links: [{ value: 'vbscript:x' }, { value: '/api/files/x.pdf' }],
        }),
      ),
    ).toEqual([{ href: 'https://cern.ch/a', label: 'CERN' }]);
  });
});
