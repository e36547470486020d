import { describe, expect, it } from 'vitest';
import { linkedLiterature, referenceItems } from './references';

describe('reference items', () => {
  const references = [
    { reference: { label: '1', title: { title: '<unlinked ref title>' } } },
    { record: { $ref: 'https://inspirebeta.net/api/literature/123' }, reference: { label: '2' } },
    {
      reference: {
        label: '3',
        misc: ['Some misc text', 'more'],
        arxiv_eprint: '0902.3360',
        dois: ['10.1/abc'],
        collaborations: ['CMS'],
        authors: [{ full_name: 'Jegerlehner, F.' }],
        publication_info: { journal_title: 'Phys.Rept.', journal_volume: '477', year: 2009 },
      },
    },
    {
      record: { $ref: 'https://inspirebeta.net/api/literature/999' },
      reference: { label: '4', misc: ['gone'] },
    },
  ];

  it('lists the literature records linked from references', () => {
    expect(linkedLiterature(references)).toEqual([123, 999]);
  });

  it('shows linked references as their record with the label, and reshapes the others', () => {
    const resolved = new Map([[123, { control_number: 123, titles: [{ title: '...' }] }]]);
    expect(referenceItems(references, resolved)).toEqual([
      { label: '1', titles: [{ title: '<unlinked ref title>' }] },
      { control_number: 123, titles: [{ title: '...' }], label: '2' },
      {
        label: '3',
        misc: 'Some misc text',
        authors: [{ full_name: 'Jegerlehner, F.', first_name: 'F.', last_name: 'Jegerlehner' }],
        collaborations: [{ value: 'CMS' }],
        publication_info: [{ journal_title: 'Phys.Rept.', journal_volume: '477', year: 2009 }],
        arxiv_eprint: [{ value: '0902.3360' }],
        dois: [{ value: '10.1/abc' }],
      },
      { label: '4', misc: 'gone' },
    ]);
  });
});
