import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SITE_LINKS } from '../../common/siteLinks';

export function MalformedQuery() {
  return (
    <div className="malformed-query" role="alert">
      <ExclamationCircleOutlined className="malformed-query__icon" aria-hidden />
      <h2>The search query is malformed</h2>
      <p>
        Please check the syntax of your query, or see the <Link to={SITE_LINKS.searchTips}>search tips</Link>.
      </p>
    </div>
  );
}
