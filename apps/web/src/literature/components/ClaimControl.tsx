import { FileDoneOutlined } from '@ant-design/icons';
import type { LiteratureUiMetadata } from '@parton/records';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DeferredTooltip } from '../../common/components/DeferredTooltip';
import { authorSubmissionScreen } from '../../common/editLinks';
import { useCurrentUser } from '../../user/useCurrentUser';

// Loaded apart from the result list (a click-only prompt is not needed to paint results).
const Popover = lazy(() =>
  import('../../common/components/antdOverlays').then((module) => ({ default: module.Popover })),
);

export const NO_PROFILE_MESSAGE = 'There is no profile associated to your account.';

/** Why claiming is not available for this user and paper (claiming itself lands with author profiles). */
export function claimUnavailableReason(loggedIn: boolean, hasProfile: boolean, authorCount: number): string {
  if (!loggedIn) {
    return 'Login to claim your papers';
  }
  if (authorCount === 0) {
    return 'This paper has no authors.';
  }
  if (!hasProfile) {
    return NO_PROFILE_MESSAGE;
  }
  return 'Claiming papers will be available soon.';
}

/**
 * Spec §4: a logged-in user without an author profile is prompted to create one. The prompt leads to the author
 * submission form, and says so plainly while that form is still being built.
 */
export function CreateProfilePrompt() {
  const form = authorSubmissionScreen();
  return (
    <div className="claim-prompt">
      <p>{NO_PROFILE_MESSAGE}</p>
      <p>To claim papers, first create your author profile.</p>
      <p>
        <Link to={form.path}>Create your author profile</Link>
        {form.built ? null : (
          <span className="claim-prompt__note"> (the author submission form is still being built)</span>
        )}
      </p>
    </div>
  );
}

export function ClaimControl({ authorCount }: { metadata: LiteratureUiMetadata; authorCount: number }) {
  const { loggedIn, user } = useCurrentUser();
  const hasProfile = Boolean(user?.profileControlNumber);
  if (loggedIn && !hasProfile && authorCount > 0) {
    return <CreateProfileClaim />;
  }
  const reason = claimUnavailableReason(loggedIn, hasProfile, authorCount);
  return (
    <DeferredTooltip title={reason}>
      <span>
        <Button type="text" size="small" icon={<FileDoneOutlined />} disabled aria-label={`claim: ${reason}`}>
          claim
        </Button>
      </span>
    </DeferredTooltip>
  );
}

/** The claim button of a user without a profile: a click opens the prompt to create one. */
function CreateProfileClaim() {
  // A click that lands before the popover's chunk has loaded still opens it once the chunk is there.
  const [clickedEarly, setClickedEarly] = useState(false);
  const claimButton = (onClick?: () => void) => (
    <Button type="text" size="small" icon={<FileDoneOutlined aria-hidden />} onClick={onClick}>
      claim
    </Button>
  );
  return (
    <Suspense fallback={claimButton(() => setClickedEarly(true))}>
      <Popover
        content={<CreateProfilePrompt />}
        title="Claim this paper"
        trigger="click"
        defaultOpen={clickedEarly}
      >
        {claimButton()}
      </Popover>
    </Suspense>
  );
}
