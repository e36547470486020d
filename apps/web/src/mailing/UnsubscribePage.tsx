import {
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  type UnsubscribeRequest,
  type UnsubscribeResponse,
} from '@parton/records';
import { useMutation } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError, postJson } from '../common/api/http';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { usePageMeta } from '../common/hooks/usePageMeta';

export const UNSUBSCRIBE_TITLE = 'Unsubscribe';
export const UNSUBSCRIBE_FAILED_MESSAGE = 'Could not unsubscribe, please try again.';

async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  const body: UnsubscribeRequest = { token };
  const answer = await postJson<UnsubscribeResponse>('/mailing/unsubscribe', body);
  if (!answer) {
    throw new Error('empty answer');
  }
  return answer;
}

/**
 * `/mailing/unsubscribe?token=…`: the page an e-mail's unsubscribe link opens. It unsubscribes at once (no login:
 * the signed token names the address and list) and says whether it worked or the link is invalid.
 */
export function UnsubscribePage() {
  usePageMeta({ title: UNSUBSCRIBE_TITLE });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const mutation = useMutation({ mutationFn: unsubscribe });
  const { mutate } = mutation;
  // Once per page: React's development double effects must not post twice (harmless, but noisy).
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      mutate(token);
    }
  }, [token, mutate]);

  const invalid = !token || (isApiError(mutation.error) && mutation.error.status === 400);
  if (invalid) {
    return (
      <Result
        status="warning"
        title={INVALID_UNSUBSCRIBE_LINK_MESSAGE}
        subTitle="Open the link from the e-mail again, or copy all of it into the address bar."
        extra={<Link to="/jobs">Browse jobs</Link>}
      />
    );
  }
  if (mutation.isError) {
    return (
      <Result
        status="error"
        title={UNSUBSCRIBE_FAILED_MESSAGE}
        extra={
          <Button type="primary" onClick={() => mutate(token)}>
            Try again
          </Button>
        }
      />
    );
  }
  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title="You are unsubscribed"
        subTitle={`${mutation.data.email} will not receive the weekly jobs update any more.`}
        extra={<Link to="/jobs">Browse jobs</Link>}
      />
    );
  }
  return <LoadingSpinner />;
}
