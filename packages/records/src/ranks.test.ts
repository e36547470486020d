import { describe, expect, it } from 'vitest';
import { RANK_LABELS, rankLabel } from './ranks';
import { RANKS } from './schemas/others';

describe('rank labels', () => {
  it('labels every rank of the contract', () => {
    for (const rank of RANKS) {
      expect(RANK_LABELS[rank]).toBeTruthy();
    }
  });

  it('reads ranks the way the community writes them', () => {
    expect(rankLabel('SENIOR')).toBe('Senior (permanent)');
    expect(rankLabel('JUNIOR')).toBe('Junior (leads to Senior)');
    expect(rankLabel('STAFF')).toBe('Staff (non-research)');
    expect(rankLabel('VISITOR')).toBe('Visiting Scientist');
    expect(rankLabel('POSTDOC')).toBe('PostDoc');
    expect(rankLabel('PHD')).toBe('PhD');
    expect(rankLabel('MASTER')).toBe('Master');
    expect(rankLabel('UNDERGRADUATE')).toBe('Undergrad');
    expect(rankLabel('OTHER')).toBe('Other');
  });

  it('accepts lower-case values', () => {
    expect(rankLabel('postdoc')).toBe('PostDoc');
  });

  it('shows an unknown rank as it is', () => {
    expect(rankLabel('EMERITUS')).toBe('EMERITUS');
  });
});
