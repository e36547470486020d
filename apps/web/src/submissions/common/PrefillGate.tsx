import type { SubmissionType } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError, messageOr } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { fetchSubmission, type SubmissionPrefill } from '../api';

/**
 * An update form's prefill (`GET /api/submissions/<type>/<id>`): the form renders once it arrived, so its
 * initial values are the record's. A missing record goes to the 404 page; a refusal (not the submitter)
 * shows the server's reason in place of the form.
 */
export function PrefillGate({
  type,
  id,
  children,
}: {
  type: SubmissionType;
  id: string;
  children: (prefill: SubmissionPrefill) => ReactNode;
}) {
  const prefill = useQuery({
    queryKey: ['submissions', type, id],
    queryFn: ({ signal }) => fetchSubmission(type, id, signal),
    retry: false,
    // The form owns the values from here on: a refetch must not reset what the user typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (prefill.isPending) {
    return <LoadingSpinner />;
  }
  if (prefill.isError) {
    if (isApiError(prefill.error) && prefill.error.status === 404) {
      return <Navigate to="/errors/404" replace />;
    }
    return (
      <Alert type="error" showIcon role="alert" title={messageOr(prefill.error, 'Something went wrong')} />
    );
  }
  return <>{children(prefill.data)}</>;
}
