import type { FuzzyCandidate } from '@parton/records';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

interface FuzzyMatchesProps {
  candidates: FuzzyCandidate[];
  /** Only while the workflow waits for the matching decision may the curator choose. */
  canChoose: boolean;
  pending: boolean;
  onChoose: (recid: string | undefined) => void;
}

/** 'Matches Found': the fuzzy candidates as radio cards, 'Best match' / 'None of these' (facts §3.9). */
export function FuzzyMatches({ candidates, canChoose, pending, onChoose }: FuzzyMatchesProps) {
  const [chosen, setChosen] = useState<number | undefined>(candidates[0]?.control_number);
  return (
    <section className="workflow-section" aria-labelledby="matches-heading">
      <h2 id="matches-heading">Matches Found</h2>
      <Radio.Group
        value={chosen}
        onChange={(event) => setChosen(event.target.value as number)}
        className="fuzzy-matches"
        disabled={!canChoose}
      >
        {candidates.map((candidate) => (
          <Radio key={candidate.control_number} value={candidate.control_number} className="fuzzy-match">
            <span className="fuzzy-match__title">
              <Link to={`/literature/${candidate.control_number}`} target="_blank">
                {candidate.title}
              </Link>
            </span>
            <span className="fuzzy-match__meta">
              {candidate.authors.slice(0, 5).join('; ')}
              {candidate.authors_count > 5 ? ` et al. (${candidate.authors_count} authors)` : ''}
            </span>
            <span className="fuzzy-match__meta">
              {[
                candidate.arxiv_eprint ? `arXiv:${candidate.arxiv_eprint}` : '',
                ...candidate.dois.map((doi) => `doi:${doi}`),
                candidate.publication_info ?? '',
                candidate.earliest_date ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      {canChoose ? (
        <div className="workflow-buttons">
          <Button
            type="primary"
            disabled={chosen === undefined}
            loading={pending}
            onClick={() => onChoose(chosen === undefined ? undefined : String(chosen))}
          >
            Best match
          </Button>
          <Button disabled={pending} onClick={() => onChoose(undefined)}>
            None of these
          </Button>
        </div>
      ) : null}
    </section>
  );
}
