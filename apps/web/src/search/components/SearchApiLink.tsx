import { ApiOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';

/** `/jobs?q=x&size=25` → `/api/jobs?q=x&size=25`: the same search, answered by the API. */
export function apiSearchHref(pathname: string, search: string): string {
  return `/api${pathname}${search}`;
}

/** The superuser's API link of a search page (spec §2.3): the current page path prefixed with /api. */
export function SearchApiLink() {
  const { isSuperuser } = useCurrentUser();
  const location = useLocation();
  if (!isSuperuser) {
    return null;
  }
  return (
    <a className="api-link" href={apiSearchHref(location.pathname, location.search)}>
      <ApiOutlined aria-hidden /> API
    </a>
  );
}
