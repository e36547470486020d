import { describe, expect, it } from 'vitest';
import { findPublicationInfo, parseReferenceLine, parseReferenceText } from './references';

const raw = (value: string) => [{ schema: 'text', value, source: 'submitter' }];

describe('parseReferenceText', () => {
  it('makes one entry per non-empty line, keeping each line as the raw reference', () => {
    const parsed = parseReferenceText('\n  arXiv:1207.7214 \r\n\n\nsomething else\n   \n');
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toEqual({ reference: { arxiv_eprint: '1207.7214' }, raw_refs: raw('arXiv:1207.7214') });
    expect(parsed[1]).toEqual({ reference: { misc: ['something else'] }, raw_refs: raw('something else') });
    expect(parseReferenceText('   \n\n')).toEqual([]);
  });

  it('reads new- and old-style arXiv ids, dropping the version', () => {
    expect(parseReferenceLine('G. Aad et al., arXiv:2401.01234v2 [hep-ex]').reference).toEqual({
      arxiv_eprint: '2401.01234',
      misc: ['G. Aad et al., [hep-ex]'],
    });
    expect(parseReferenceLine('J. Maldacena, hep-th/9711200').reference).toMatchObject({
      arxiv_eprint: 'hep-th/9711200',
    });
    expect(parseReferenceLine('math.AG/0101001v3').reference).toEqual({ arxiv_eprint: 'math.AG/0101001' });
    // Not e-prints: a month 13, a decimal inside a DOI, a plain number.
    expect(parseReferenceLine('value 1913.12345 measured').reference).toEqual({
      misc: ['value 1913.12345 measured'],
    });
  });

  it('reads DOIs, bare, with doi: or as a resolver URL, without trailing punctuation', () => {
    expect(parseReferenceLine('doi:10.1103/PhysRevD.98.030001.').reference).toEqual({
      dois: ['10.1103/PhysRevD.98.030001'],
    });
    expect(
      parseReferenceLine('see https://doi.org/10.1007/JHEP03(2009)112, and 10.1016/j.physletb.2012.08.020')
        .reference,
    ).toEqual({
      dois: ['10.1007/JHEP03(2009)112', '10.1016/j.physletb.2012.08.020'],
      misc: ['see , and'],
    });
    expect(parseReferenceLine('(published as 10.1000/xyz123)').reference).toMatchObject({
      dois: ['10.1000/xyz123'],
    });
  });

  it('reads "Journal Volume (Year) Page" and "Journal Volume, Page (Year)" citations', () => {
    expect(parseReferenceLine('Phys. Rev. D 98 (2018) 030001').reference).toEqual({
      publication_info: {
        journal_title: 'Phys.Rev.D',
        journal_volume: '98',
        page_start: '030001',
        year: 2018,
      },
    });
    expect(parseReferenceLine('G. Aad et al., Phys.Lett.B 716 (2012) 1').reference).toEqual({
      publication_info: { journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '1', year: 2012 },
      misc: ['G. Aad et al.'],
    });
    expect(parseReferenceLine('S. Weinberg, Phys. Rev. Lett. 19, 1264 (1967)').reference).toEqual({
      publication_info: {
        journal_title: 'Phys.Rev.Lett.',
        journal_volume: '19',
        page_start: '1264',
        year: 1967,
      },
      misc: ['S. Weinberg'],
    });
    expect(findPublicationInfo('JHEP 03 (2009) 112')?.info).toEqual({
      journal_title: 'JHEP',
      journal_volume: '03',
      page_start: '112',
      year: 2009,
    });
    expect(findPublicationInfo('no citation here (2019)')).toBeUndefined();
  });

  it('refuses a line that is no citation in linear time, however many capitals it has', () => {
    const shouting = `${'ABCDEFGHIJ'.repeat(20)} 12 ${'KLMNOPQRST '.repeat(20)}(2019)`;
    const started = performance.now();
    expect(parseReferenceLine(shouting).reference).toEqual({ misc: [shouting] });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('takes a leading label and keeps every part of a full reference', () => {
    const line = '[12] ATLAS Collaboration, G. Aad et al., Phys. Lett. B 716 (2012) 1, arXiv:1207.7214';
    expect(parseReferenceLine(line)).toEqual({
      reference: {
        label: '12',
        arxiv_eprint: '1207.7214',
        publication_info: {
          journal_title: 'Phys.Lett.B',
          journal_volume: '716',
          page_start: '1',
          year: 2012,
        },
        misc: ['ATLAS Collaboration, G. Aad et al.'],
      },
      raw_refs: raw(line),
    });
    expect(parseReferenceLine('3. doi:10.1000/abc').reference).toEqual({ label: '3', dois: ['10.1000/abc'] });
  });
});
