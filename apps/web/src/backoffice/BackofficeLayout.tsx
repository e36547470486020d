import { App as AntdApp } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useHasBackofficeToken } from './tokens';
import './backoffice.css';

/** Every back-office screen: antd's App gives the pages the notification API the spec's notices use. */
export function BackofficeLayout() {
  return (
    <AntdApp component={false}>
      <div className="backoffice">
        <Outlet />
      </div>
    </AntdApp>
  );
}

/**
 * Screens behind the back-office login. Without a token — never had one, logged out, or the refresh failed and
 * the client cleared them — the reader goes to the back-office login, which brings them back here afterwards.
 */
export function BackofficeGate() {
  const hasToken = useHasBackofficeToken();
  const location = useLocation();
  if (!hasToken) {
    return (
      <Navigate to="/backoffice/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <Outlet />;
}
