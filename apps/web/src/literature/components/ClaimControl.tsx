import { FileDoneOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useCurrentUser } from '../../user/useCurrentUser';

/** Why claiming is not available for this user and paper (claiming itself lands with author profiles). */
export function claimUnavailableReason(loggedIn: boolean, hasProfile: boolean, authorCount: number): string {
  if (!loggedIn) {
    return 'Login to claim your papers';
  }
  if (authorCount === 0) {
    return 'This paper has no authors.';
  }
  if (!hasProfile) {
    return 'There is no profile associated to your account.';
  }
  return 'Claiming papers will be available soon.';
}

export function ClaimControl({ authorCount }: { authorCount: number }) {
  const { loggedIn, user } = useCurrentUser();
  const reason = claimUnavailableReason(loggedIn, Boolean(user?.profileControlNumber), authorCount);
  return (
    <Tooltip title={reason}>
      <span>
        <Button type="text" size="small" icon={<FileDoneOutlined />} disabled aria-label={`claim: ${reason}`}>
          claim
        </Button>
      </span>
    </Tooltip>
  );
}

/** Bulk selection of results; enabled together with the bulk tools. */
export function BulkSelectCheckbox({ title }: { title: string }) {
  const { loggedIn } = useCurrentUser();
  const reason = loggedIn ? 'Selecting papers will be available soon.' : 'Login to claim your papers';
  return (
    <Tooltip title={reason}>
      <span className="bulk-select">
        <input type="checkbox" disabled aria-label={`Select "${title}" (${reason})`} />
      </span>
    </Tooltip>
  );
}
