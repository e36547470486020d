import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Popconfirm, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { getJson, messageOr } from '../common/api/http';
import { type CurrentUser, userKeys } from './api';
import { useOrcidPushMutation } from './mutations';
import {
  ORCID_LOGIN_TEXT,
  ORCID_PUSH_DESCRIPTION,
  ORCID_PUSH_OFF_QUESTION,
  ORCID_PUSH_ON_QUESTION,
  ORCID_PUSH_TITLE,
  orcidLoginHref,
} from './orcidTexts';
import { useLogoutOnUnauthorized } from './session';

/** `GET /api/accounts/settings/orcid-push` (the server's OrcidPushOverview, apps/server/src/orcid/service.ts). */
export interface OrcidPushStatus {
  /** Push is configured on this server; without it the switch is not shown. */
  available: boolean;
  allowed: boolean;
  state: 'idle' | 'queued' | 'running' | 'done' | 'retrying' | 'failed' | 'needs_login';
  works: number;
  has_token: boolean;
  last_finished: string | null;
  last_error: string | null;
  last_run: { sent: number; deleted: number; failed: number } | null;
}

export const orcidPushKeys = {
  status: () => [...userKeys.all, 'orcid-push'] as const,
};

const BUSY_STATES: readonly OrcidPushStatus['state'][] = ['queued', 'running', 'retrying'];
const ORCID_LOGIN_HREF = orcidLoginHref('/user/settings');

/** The push status; polled every few seconds while a push waits or runs. Undefined while unknown or on error. */
export function useOrcidPushStatus(enabled: boolean): OrcidPushStatus | undefined {
  const { data } = useQuery({
    queryKey: orcidPushKeys.status(),
    queryFn: ({ signal }) => getJson<OrcidPushStatus>('/accounts/settings/orcid-push', { signal }),
    enabled,
    refetchInterval: (query) =>
      query.state.data && BUSY_STATES.includes(query.state.data.state) ? 3000 : false,
  });
  return data;
}

export function orcidPushQuestion(enable: boolean): string {
  return enable ? ORCID_PUSH_ON_QUESTION : ORCID_PUSH_OFF_QUESTION;
}

function worksText(count: number): string {
  return count === 1 ? '1 paper' : `${count} papers`;
}

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '';
}

/** What the last push did, in words; nothing before the first one. */
function PushStatusLine({ status, allowed }: { status: OrcidPushStatus; allowed: boolean }) {
  if (!allowed) {
    return status.works > 0 ? (
      <p className="settings-row__text">
        {worksText(status.works)} sent earlier stay in your ORCID record; remove them there if you wish.
      </p>
    ) : null;
  }
  if (status.state === 'needs_login' || !status.has_token) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Nothing can be sent to ORCID until you log in with ORCID"
        description={
          <>
            {status.state === 'needs_login' && status.last_error ? <p>{status.last_error}</p> : null}
            <a href={ORCID_LOGIN_HREF}>{ORCID_LOGIN_TEXT}</a>
          </>
        }
      />
    );
  }
  if (status.state === 'idle' || status.state === 'queued') {
    return <p className="settings-row__text">Your papers are waiting to be sent to ORCID.</p>;
  }
  if (status.state === 'running') {
    return <p className="settings-row__text">Sending your papers to ORCID…</p>;
  }
  if (status.state === 'retrying' || status.state === 'failed') {
    return (
      <Alert
        type={status.state === 'retrying' ? 'info' : 'error'}
        showIcon
        title={
          status.state === 'retrying'
            ? 'ORCID did not answer; sending is tried again shortly.'
            : 'Sending to ORCID failed. It is tried again when your papers change.'
        }
        description={status.last_error ?? undefined}
      />
    );
  }
  const failed = status.last_run?.failed ?? 0;
  return (
    <>
      <p className="settings-row__text">
        {worksText(status.works)} from this site in your ORCID record (last sent{' '}
        {formatDate(status.last_finished)}).
      </p>
      {failed > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`ORCID refused ${worksText(failed)}`}
          description={<span style={{ whiteSpace: 'pre-line' }}>{status.last_error}</span>}
        />
      ) : null}
    </>
  );
}

/**
 * The ORCID push switch: a change needs a confirmation; the switch moves at once and shows loading, stays on
 * success and goes back, with an error, on failure. Below it, how the last push went (when the status is known).
 */
export function OrcidPushSetting({
  user,
  status,
}: {
  user: CurrentUser;
  status?: OrcidPushStatus | undefined;
}) {
  const queryClient = useQueryClient();
  const logoutOnUnauthorized = useLogoutOnUnauthorized();
  const saved = Boolean(user.allowOrcidPush);
  const [checked, setChecked] = useState(saved);
  const orcidPush = useOrcidPushMutation(user);
  const loading = orcidPush.isPending;
  const [error, setError] = useState<string>();

  // A new saved value (another tab, a fresh /me) wins; the optimistic value holds until then.
  useEffect(() => {
    setChecked(saved);
  }, [saved]);

  const confirm = () => {
    const next = !checked;
    setChecked(next);
    setError(undefined);
    orcidPush.mutate(next, {
      onSuccess: async (updated) => {
        setChecked(updated?.allowOrcidPush ?? next);
        // Turning push on queued a push: show it.
        await queryClient.invalidateQueries({ queryKey: orcidPushKeys.status() });
      },
      onError: (caught) => {
        setChecked(!next);
        if (!logoutOnUnauthorized(caught)) {
          setError(messageOr(caught, 'Error occured'));
        }
      },
    });
  };

  return (
    <>
      <div className="settings-row">
        <div className="settings-row__text">
          <strong id="orcid-push-label">{ORCID_PUSH_TITLE}</strong>
          <p>{ORCID_PUSH_DESCRIPTION}</p>
          <p>Your ORCID iD: {user.orcid}</p>
        </div>
        <Popconfirm
          title={ORCID_PUSH_TITLE}
          description={orcidPushQuestion(!checked)}
          okText="Yes"
          cancelText="No"
          onConfirm={confirm}
          disabled={loading}
        >
          <Switch checked={checked} loading={loading} aria-labelledby="orcid-push-label" />
        </Popconfirm>
      </div>
      {status ? <PushStatusLine status={status} allowed={saved} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Error"
          description={error}
          role="alert"
          closable
          onClose={() => setError(undefined)}
        />
      ) : null}
    </>
  );
}
