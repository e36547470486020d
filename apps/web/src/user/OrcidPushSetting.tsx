import { useQueryClient } from '@tanstack/react-query';
import { Alert, Popconfirm, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '../common/api/http';
import { type CurrentUser, setOrcidPush, userKeys } from './api';
import { useLogoutOnUnauthorized } from './session';

export function orcidPushQuestion(enable: boolean): string {
  return enable
    ? 'Your works in this catalogue will be exported to your ORCID account. Continue?'
    : 'Your works in this catalogue will no longer be exported to your ORCID account. Continue?';
}

/**
 * The ORCID push switch: a change needs a confirmation; the switch moves at once and shows loading, stays on
 * success and goes back, with an error, on failure.
 */
export function OrcidPushSetting({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const logoutOnUnauthorized = useLogoutOnUnauthorized();
  const saved = Boolean(user.allowOrcidPush);
  const [checked, setChecked] = useState(saved);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  // A new saved value (another tab, a fresh /me) wins; the optimistic value holds until then.
  useEffect(() => {
    setChecked(saved);
  }, [saved]);

  const confirm = async () => {
    const next = !checked;
    setChecked(next);
    setLoading(true);
    setError(undefined);
    try {
      const updated = await setOrcidPush(user, next);
      if (updated) {
        queryClient.setQueryData(userKeys.me(), updated);
      }
      setChecked(updated?.allowOrcidPush ?? next);
    } catch (caught) {
      setChecked(!next);
      if (!logoutOnUnauthorized(caught)) {
        setError(isApiError(caught) && caught.message ? caught.message : 'Error occured');
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <div className="settings-row">
        <div className="settings-row__text">
          <strong id="orcid-push-label">Export to ORCID</strong>
          <p>Push your works in this catalogue to your ORCID record ({user.orcid}).</p>
        </div>
        <Popconfirm
          title="Export to ORCID"
          description={orcidPushQuestion(!checked)}
          okText="Yes"
          cancelText="No"
          onConfirm={confirm}
          disabled={loading}
        >
          <Switch checked={checked} loading={loading} aria-labelledby="orcid-push-label" />
        </Popconfirm>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="Error"
          description={error}
          role="alert"
          closable
          onClose={() => setError(undefined)}
        />
      ) : null}
    </>
  );
}
