import { LoginOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import { Link, Navigate, useLocation } from 'react-router';
import { useRuntimeConfigState } from '../common/api/runtimeConfig';
import { hasCapability } from '../common/capabilities';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { LOCAL_LOGIN_TEXT, ORCID_LOGIN_LEAD, ORCID_LOGIN_TEXT, orcidLoginHref } from './orcidTexts';

/**
 * Logged-out only. With ORCID login configured: a choice between ORCID and e-mail/password. Without it there is
 * nothing to choose, so the e-mail/password form opens at once (keeping where to return to).
 */
export function LoginPage() {
  const location = useLocation();
  const { config, loaded } = useRuntimeConfigState();
  usePageMeta({ title: 'Login' });
  if (!loaded) {
    return <LoadingSpinner />;
  }
  if (!hasCapability(config, 'orcidLogin')) {
    return <Navigate to="/user/login/local" replace state={location.state} />;
  }
  const previous = (location.state as { from?: string } | null)?.from ?? '/';
  return (
    <section className="login-page">
      <h1>Log in to {PRODUCT_NAME}</h1>
      <p>{ORCID_LOGIN_LEAD}</p>
      <a className="link-button link-button--primary" href={orcidLoginHref(previous)}>
        <LoginOutlined aria-hidden /> {ORCID_LOGIN_TEXT}
      </a>
      <p className="login-page__local">
        <Link to="/user/login/local" state={location.state}>
          {LOCAL_LOGIN_TEXT}
        </Link>
      </p>
    </section>
  );
}
