import { FileDoneOutlined } from '@ant-design/icons';
import type { LiteratureUiMetadata } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ClaimSource } from '../../claiming/claimPaper';
import type { ClaimFlow } from '../../claiming/loadClaimFlow';
import { DeferredTooltip } from '../../common/components/DeferredTooltip';
import { authorSubmissionScreen } from '../../common/editLinks';
import { useCurrentUser } from '../../user/useCurrentUser';

// Loaded apart from the result list (a click-only prompt is not needed to paint results).
const Popover = lazy(() =>
  import('../../common/components/antdOverlays').then((module) => ({ default: module.Popover })),
);

// The spec's wording (ASSIGN_MESSAGES of @parton/records holds the same texts): written out here because that
// whole message table would weigh on every result list, which is over its page-weight budget.
export const NO_PROFILE_MESSAGE = 'There is no profile associated to your account.';
const LOGIN_TO_CLAIM = 'Login to claim your papers';
const NO_AUTHORS = 'This paper has no authors.';

/** Why claiming is not available for this user and paper; undefined when it is (spec §4 claim availability). */
export function claimUnavailableReason(
  loggedIn: boolean,
  hasProfile: boolean,
  authorCount: number,
): string | undefined {
  if (!loggedIn) {
    return LOGIN_TO_CLAIM;
  }
  if (authorCount === 0) {
    return NO_AUTHORS;
  }
  if (!hasProfile) {
    return NO_PROFILE_MESSAGE;
  }
  return undefined;
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

interface ClaimControlProps {
  metadata: LiteratureUiMetadata;
  authorCount: number;
}

/** The claim control of a paper in each spec state: disabled with its reason, the profile prompt, or 'claim'. */
export function ClaimControl({ metadata, authorCount }: ClaimControlProps) {
  const { loggedIn, user } = useCurrentUser();
  const profileRecid = user?.profileControlNumber ?? undefined;
  const hasProfile = profileRecid !== undefined && profileRecid !== null;
  if (loggedIn && !hasProfile && authorCount > 0) {
    return <CreateProfileClaim />;
  }
  const reason = claimUnavailableReason(loggedIn, hasProfile, authorCount);
  if (reason === undefined && hasProfile) {
    return (
      <ClaimButton
        literatureRecid={metadata.control_number}
        profileRecid={profileRecid}
        csrfToken={user?.csrfToken}
      />
    );
  }
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

interface ClaimButtonProps {
  literatureRecid: number;
  profileRecid: number;
  csrfToken?: string;
}

/**
 * The enabled claim: the first click loads the flow (names check, then a direct claim, or the author picker when
 * no signature matches uniquely). The button is busy while the flow runs, so one click claims once.
 */
function ClaimButton({ literatureRecid, profileRecid, csrfToken }: ClaimButtonProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The loaded flow module once the author picker is needed (it renders the module's drawer).
  const [picker, setPicker] = useState<ClaimFlow | undefined>(undefined);
  const context = { literatureRecid, profileRecid, queryClient, csrfToken };
  const run = async (step: (flow: ClaimFlow) => Promise<void>) => {
    setBusy(true);
    try {
      // The claim flow (notifications, drawer, /assign calls) loads on the first click: results paint without it.
      const { loadClaimFlow } = await import('../../claiming/loadClaimFlow');
      await step(await loadClaimFlow());
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async (flow) => {
      const outcome = await flow.claimPaper(context);
      setPicker(outcome === 'pick-author' ? flow : undefined);
    });
  const claimWith = (source: ClaimSource) =>
    run(async (flow) => {
      setPicker(undefined);
      await flow.claimFrom(source, context);
    });
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<FileDoneOutlined aria-hidden />}
        loading={busy}
        onClick={() => void start()}
      >
        claim
      </Button>
      {picker ? (
        <picker.AuthorPickerDrawer
          literatureRecid={literatureRecid}
          onClaim={(source) => void claimWith(source)}
          onClose={() => setPicker(undefined)}
        />
      ) : null}
    </>
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
