import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { hasAnyRole, logoutInProgress } from '../user/api';
import { safeNext } from '../user/emailRules';
import { useCurrentUser } from '../user/useCurrentUser';

interface RequireLoginProps {
  children: ReactNode;
  /** At least one of these roles is needed; none means any logged-in user. */
  roles?: readonly string[];
  loginPath?: string;
}

/** Anonymous visitors go to the login page; logged-in users without a required role to the 401 page. */
export function RequireLogin({ children, roles, loginPath = '/user/login' }: RequireLoginProps) {
  const { user, loggedIn, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return <LoadingSpinner fullPage />;
  }
  if (!loggedIn && logoutInProgress.active) {
    return null;
  }
  if (!loggedIn) {
    return <Navigate to={loginPath} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (roles && roles.length > 0 && !hasAnyRole(user, roles)) {
    return <Navigate to="/errors/401" replace state={{ referrer: location.pathname }} />;
  }
  return <>{children}</>;
}

/**
 * Login and sign-up pages: a logged-in user goes back where they came from (router state `from`, else
 * `?next=`), or home when `home` is set (sign-up).
 */
export function RequireLoggedOut({ children, home = false }: { children: ReactNode; home?: boolean }) {
  const { loggedIn, isLoading } = useCurrentUser();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (isLoading) {
    return <LoadingSpinner fullPage />;
  }
  if (loggedIn) {
    const from = home
      ? '/'
      : (safeNext((location.state as { from?: string } | null)?.from) ??
        safeNext(searchParams.get('next')) ??
        '/');
    return <Navigate to={from} replace />;
  }
  return <>{children}</>;
}
