import { FileTextOutlined, IdcardOutlined, SolutionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCapability } from '../../common/api/runtimeConfig';
import type { Capability } from '../../common/capabilities';
import {
  ARXIV_HARVEST_SENTENCE,
  EVENTS_IMMEDIATE_SENTENCE,
  SUBMISSION_REVIEW_NOTE,
} from './howToSubmitTexts';

interface SubmissionCard {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** A sentence added to the text only when the server does what it says. */
  promise?: { sentence: string; capability: Capability };
}

const SUBMISSION_CARDS: readonly SubmissionCard[] = [
  {
    to: '/submissions/literature',
    icon: <FileTextOutlined />,
    title: 'Literature',
    text: 'Suggest a paper, thesis, book or report that is missing.',
    promise: { sentence: ARXIV_HARVEST_SENTENCE, capability: 'arxivHarvest' },
  },
  {
    to: '/submissions/authors',
    icon: <IdcardOutlined />,
    title: 'Author',
    text: 'Create your author profile so your papers, citations and affiliations are gathered in one place.',
  },
  {
    to: '/submissions/jobs',
    icon: <SolutionOutlined />,
    title: 'Job, seminar or conference',
    text: 'Post an opening or an event for the community.',
    promise: { sentence: EVENTS_IMMEDIATE_SENTENCE, capability: 'submissionReview' },
  },
];

function SubmitCard({ card }: { card: SubmissionCard }) {
  const kept = useCapability(card.promise?.capability ?? 'always');
  return (
    <Link to={card.to} className="submit-card">
      <span className="submit-card__icon" aria-hidden>
        {card.icon}
      </span>
      <span className="submit-card__title">{card.title}</span>
      <span className="submit-card__text">
        {card.promise && kept ? `${card.text} ${card.promise.sentence}` : card.text}
      </span>
    </Link>
  );
}

export function HowToSubmit() {
  const reviewed = useCapability('submissionReview');
  return (
    <section className="home-panel" aria-labelledby="how-to-submit-title">
      <div className="home-panel__head">
        <h2 id="how-to-submit-title">How to Submit</h2>
      </div>
      <div className="submit-cards">
        {SUBMISSION_CARDS.map((card) => (
          <SubmitCard key={card.to} card={card} />
        ))}
      </div>
      {reviewed ? <p className="home-panel__note">{SUBMISSION_REVIEW_NOTE}</p> : null}
    </section>
  );
}
