import type { DataUiMetadata } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { datasetDois } from './dataDisplay';

describe('dataset DOIs', () => {
  it('lists a DOI given as data and as version once, with both materials, parts last', () => {
    const dataset = {
      control_number: 1,
      dois: [
        { value: '10.17182/hepdata.156182.v1/t1', material: 'part' },
        { value: '10.17182/hepdata.156182', material: 'data' },
        { value: '10.17182/HEPDATA.156182', material: 'version' },
      ],
    } as DataUiMetadata;
    expect(datasetDois(dataset)).toEqual([
      { value: '10.17182/hepdata.156182', materials: ['data', 'version'] },
      { value: '10.17182/hepdata.156182.v1/t1', materials: ['part'] },
    ]);
  });
});
