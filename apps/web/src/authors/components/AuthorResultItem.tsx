import type { AuthorUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { ArxivCategoryTags } from '../../common/components/RecordParts';
import { authorDisplayName } from '../authorProfile';
import { CurrentAffiliations } from './AuthorProfileParts';

/** An author in the results: name (native names), current affiliations and arXiv categories. */
export function AuthorResultItem({ author }: { author: AuthorUiMetadata }) {
  const id = author.control_number;
  const nativeNames = author.name.native_names ?? [];
  return (
    <article className="result-item collection-item" aria-labelledby={`author-${id}`}>
      <div className="result-item__body">
        <h2 id={`author-${id}`} className="result-item__title">
          <Link to={`/authors/${id}`}>{authorDisplayName(author)}</Link>
          {nativeNames.length > 0 ? (
            <span className="collection-item__secondary"> ({nativeNames.join(', ')})</span>
          ) : null}
        </h2>
        <div className="collection-item__line">
          <CurrentAffiliations author={author} />
        </div>
        <div className="collection-item__line">
          <ArxivCategoryTags categories={author.arxiv_categories} />
        </div>
      </div>
    </article>
  );
}
