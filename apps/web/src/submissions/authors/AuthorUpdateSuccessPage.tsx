import { Alert } from 'antd';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import '../common/submissions.css';

/** `/submissions/authors/:id/success` (facts §1.8): the update is in; a link to the profile. */
export function AuthorUpdateSuccessPage() {
  const { id = '' } = useParams();
  usePageMeta({ title: 'Author updated' });
  return (
    <div className="submission-success">
      <Alert
        type="success"
        showIcon
        role="status"
        title={
          <span>
            Successfully submitted, thank you! See the author profile{' '}
            <Link to={`/authors/${encodeURIComponent(id)}`}>here</Link>. The curators review every update and
            may adjust it further to keep the database accurate.
          </span>
        }
      />
    </div>
  );
}

export default AuthorUpdateSuccessPage;
