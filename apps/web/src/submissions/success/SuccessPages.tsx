import { PRODUCT_NAME } from '@parton/records';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import '../common/submissions.css';

function SuccessPage({ children }: { children: ReactNode }) {
  usePageMeta({ title: 'Thank you for your submission' });
  return (
    <section className="submission-success" aria-labelledby="submission-success-title">
      <h1 id="submission-success-title">Thank you for your submission!</h1>
      <Alert type="success" showIcon title={children} />
    </section>
  );
}

/** `/submissions/success`: literature, new authors and new jobs, which wait for a curator's approval. */
export function SubmissionSuccessPage() {
  return (
    <SuccessPage>
      Successfully submitted, thank you for the submission! Your submission will be visible upon approval from
      the {PRODUCT_NAME} team.
    </SuccessPage>
  );
}

/** `/submissions/jobs/:id/success`. */
export function JobUpdateSuccessPage() {
  const { id = '' } = useParams();
  return (
    <SuccessPage>
      Successfully submitted, thank you for the submission! See the updates{' '}
      <Link to={`/jobs/${encodeURIComponent(id)}`}>here</Link>.
    </SuccessPage>
  );
}

/** The POST answer, from router state, else from the query (which survives a reload). */
function useCreatedRecord(): { pidValue?: string; cnum?: string } {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = (location.state ?? {}) as { pid_value?: unknown; cnum?: unknown };
  const pidValue = state.pid_value ?? searchParams.get('pid_value') ?? undefined;
  const cnum = state.cnum ?? searchParams.get('cnum') ?? undefined;
  return {
    pidValue: pidValue === undefined || pidValue === null ? undefined : String(pidValue),
    cnum: typeof cnum === 'string' ? cnum : undefined,
  };
}

/** `/submissions/conferences/new/success`: with the new conference's cnum and a link to it. */
export function ConferenceSuccessPage() {
  const { pidValue, cnum } = useCreatedRecord();
  return (
    <SuccessPage>
      Successfully submitted, thank you for the submission!
      {pidValue ? (
        <>
          {' '}
          See the conference{cnum ? ` (${cnum})` : ''}{' '}
          <Link to={`/conferences/${encodeURIComponent(pidValue)}`}>here</Link>.
        </>
      ) : null}
    </SuccessPage>
  );
}

/** `/submissions/seminars/new/success` and `/submissions/seminars/:id/success`. */
export function SeminarSuccessPage() {
  const { id } = useParams();
  const created = useCreatedRecord();
  const pidValue = id ?? created.pidValue;
  return (
    <SuccessPage>
      Successfully submitted, thank you for the submission!
      {pidValue ? (
        <>
          {' '}
          See the seminar <Link to={`/seminars/${encodeURIComponent(pidValue)}`}>here</Link>.
        </>
      ) : null}
    </SuccessPage>
  );
}
