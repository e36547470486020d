import { RANKS, type Rank } from './schemas/others';

/** How each rank of a job or an author position reads (spec §9 lists the values). */
export const RANK_LABELS: Record<Rank, string> = {
  SENIOR: 'Senior (permanent)',
  JUNIOR: 'Junior (leads to Senior)',
  STAFF: 'Staff (non-research)',
  VISITOR: 'Visiting Scientist',
  POSTDOC: 'PostDoc',
  PHD: 'PhD',
  MASTER: 'Master',
  UNDERGRADUATE: 'Undergrad',
  OTHER: 'Other',
};

function isRank(value: string): value is Rank {
  return (RANKS as readonly string[]).includes(value);
}

/** The label of a rank value; an unknown value is shown as it is. */
export function rankLabel(rank: string): string {
  const upper = rank.toUpperCase();
  return isRank(upper) ? RANK_LABELS[upper] : rank;
}
