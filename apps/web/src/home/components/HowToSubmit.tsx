import { FileTextOutlined, IdcardOutlined, SolutionOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../common/api/runtimeConfig';
import { ExternalLink } from '../../common/components/ExternalLink';
import { SITE_LINKS } from '../../common/siteLinks';

const SUBMISSION_CARDS = [
  {
    to: '/submissions/literature',
    icon: <FileTextOutlined />,
    title: 'Literature',
    text: 'Suggest a paper, thesis, book or report that is missing.',
    mentionsArxivHarvest: true,
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
    text: 'Post an opening or an event for the community. Seminars and conferences appear immediately.',
  },
];

/** Said only when the server harvests arXiv (ARXIV_OAI_URL set: `arxivHarvest` in /api/config). */
export const ARXIV_HARVEST_SENTENCE = 'arXiv papers are harvested automatically.';

export function HowToSubmit() {
  const harvestsArxiv = useRuntimeConfig()['arxivHarvest'] === true;
  return (
    <section className="home-panel" aria-labelledby="how-to-submit-title">
      <div className="home-panel__head">
        <h2 id="how-to-submit-title">How to Submit</h2>
        <ExternalLink href={SITE_LINKS.submissionHelp}>Submission guidelines</ExternalLink>
      </div>
      <div className="submit-cards">
        {SUBMISSION_CARDS.map((card) => (
          <Link key={card.to} to={card.to} className="submit-card">
            <span className="submit-card__icon" aria-hidden>
              {card.icon}
            </span>
            <span className="submit-card__title">{card.title}</span>
            <span className="submit-card__text">
              {card.mentionsArxivHarvest && harvestsArxiv
                ? `${card.text} ${ARXIV_HARVEST_SENTENCE}`
                : card.text}
            </span>
          </Link>
        ))}
      </div>
      <p className="home-panel__note">
        Submitted literature, author and job items become visible after approval.
      </p>
    </section>
  );
}
