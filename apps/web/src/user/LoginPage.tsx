import { LoginOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../common/hooks/usePageMeta';

/** Logged-out only: hands over to the server's login flow, which returns to the previous page. */
export function LoginPage() {
  const location = useLocation();
  usePageMeta({ title: 'Login' });
  const previous = (location.state as { from?: string } | null)?.from ?? '/';
  const loginHref = `/api/accounts/login?${new URLSearchParams({ next: previous }).toString()}`;
  return (
    <section className="login-page">
      <h1>Log in to {PRODUCT_NAME}</h1>
      <p>Log in to submit content, claim your papers, cite and export records and keep your preferences.</p>
      <a className="link-button link-button--primary" href={loginHref}>
        <LoginOutlined aria-hidden /> Log in with ORCID
      </a>
      <p className="login-page__local">
        <Link to="/user/login/local" state={location.state}>
          Log in with e-mail and password
        </Link>
      </p>
    </section>
  );
}
