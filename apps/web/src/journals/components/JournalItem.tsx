import type { JournalUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { pluralise } from '../../common/numberFormat';
import { journalArticlesHref } from '../api';

export function JournalItem({ journal }: { journal: JournalUiMetadata }) {
  const id = journal.control_number;
  return (
    <article className="result-item collection-item" aria-labelledby={`journal-${id}`}>
      <div className="result-item__body">
        <h2 id={`journal-${id}`} className="result-item__title">
          <Link to={`/journals/${id}`}>{journal.short_title}</Link>
        </h2>
        <div className="collection-item__line">{journal.journal_title?.title}</div>
        {journal.publisher?.length ? (
          <div className="collection-item__line collection-item__secondary">
            {journal.publisher.join(', ')}
          </div>
        ) : null}
        {journal.number_of_papers ? (
          <div className="result-item__actions">
            <span />
            <div className="result-item__counts">
              <Link to={journalArticlesHref(journal.short_title)}>
                {pluralise(journal.number_of_papers, 'paper')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
