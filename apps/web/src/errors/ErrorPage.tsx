import { ApiOutlined, LockOutlined, QuestionOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ContactUs } from '../common/components/ContactUs';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { referrerOf } from './referrer';

export type ErrorPageKind = '401' | '404' | '500' | 'network';

interface ErrorCopy {
  title: string;
  icon: ReactNode;
  heading: string;
  detail?: ReactNode;
}

export const ERROR_COPY: Record<ErrorPageKind, ErrorCopy> = {
  '404': {
    title: 'Page not found',
    icon: <QuestionOutlined />,
    heading: 'Sorry, we were not able to find what you were looking for...',
  },
  '401': {
    title: 'Not authorised',
    icon: <LockOutlined />,
    heading: 'Sorry, you are not authorised to view this page.',
  },
  '500': {
    title: 'Server error',
    icon: <WarningOutlined />,
    heading: 'Something went wrong',
    detail: <ContactUs offer="Please try again later or" without="Please try again later." />,
  },
  network: {
    title: 'Connection error',
    icon: <ApiOutlined />,
    heading: 'Connection error!',
    detail: 'Please check your internet connection and try again.',
  },
};

export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const location = useLocation();
  const copy = ERROR_COPY[kind];
  const referrer = referrerOf(location.state, document.referrer);
  usePageMeta({ title: copy.title });
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <div className={`error-page__icon error-page__icon--${kind}`} aria-hidden>
        {copy.icon}
      </div>
      <p className="error-page__code">{kind === 'network' ? 'Offline' : kind}</p>
      <h1 id="error-heading" className="error-page__heading">
        {copy.heading}
      </h1>
      {copy.detail ? <p className="error-page__detail">{copy.detail}</p> : null}
      {referrer ? (
        <p className="error-page__referrer">
          Redirected from: <code>{referrer}</code>
        </p>
      ) : null}
      <Link to="/" className="link-button link-button--primary">
        Go to home page
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage kind="404" />;
}
