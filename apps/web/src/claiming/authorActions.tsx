import { ASSIGN_MESSAGES, type AssignFailure, type AssignResponse, papersCount } from '@parton/records';
import type { QueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';
import { isApiError } from '../common/api/http';
import { assignDifferentProfile, assignPapers, unassignPapers } from './api';
import { ASSIGN_NOTIFICATION_KEY, failuresText, isRefusal, showError, showProcessing } from './notify';
import { reportAnswer } from './outcomes';

/**
 * The actions of an author profile's claim mode (spec §4 assign flow): 'Assigning...', the /assign call, then
 * the outcome. Loaded on the first action, apart from the author page.
 */

export interface AuthorActionContext {
  /** The author whose papers are shown. */
  authorRecid: number;
  literatureIds: number[];
  queryClient: QueryClient;
  navigate: NavigateFunction;
  csrfToken?: string;
  /** Called after a successful answer: the selection and the drawer reset (spec §4). */
  onSuccess: () => void;
}

function authorLink(recid: number, label: string, navigate: NavigateFunction): ReactNode {
  const path = `/authors/${recid}`;
  return (
    <a
      href={path}
      onClick={(event) => {
        // The notification renders outside the router: a plain link would reload the whole app.
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
          event.preventDefault();
          navigate(path);
        }
      }}
    >
      {label}
    </a>
  );
}

/** The new stub author the papers moved to, as a link when the answer named it. */
function stubLink(answer: AssignResponse, navigate: NavigateFunction): ReactNode {
  const stub = answer.stub_author_id;
  return stub === undefined ? 'a new author profile' : authorLink(stub, 'a new author profile', navigate);
}

/** The papers a refused write names (422: none of them could be written). */
function failuresOf(error: unknown): AssignFailure[] {
  if (
    !isApiError(error) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('failures' in error.body)
  ) {
    return [];
  }
  const failures = (error.body as { failures?: unknown }).failures;
  return Array.isArray(failures) ? (failures as AssignFailure[]) : [];
}

async function run(
  context: AuthorActionContext,
  call: () => Promise<AssignResponse>,
  describe: (written: number, answer: AssignResponse) => ReactNode,
): Promise<boolean> {
  showProcessing(ASSIGN_NOTIFICATION_KEY, ASSIGN_MESSAGES.assigning);
  let answer: AssignResponse;
  try {
    answer = await call();
  } catch (error) {
    const failures = failuresOf(error);
    showError(
      ASSIGN_NOTIFICATION_KEY,
      isRefusal(error) ? ASSIGN_MESSAGES.assignmentErrorTitle : ASSIGN_MESSAGES.errorTitle,
      failures.length > 0 ? failuresText(failures) : ASSIGN_MESSAGES.somethingWentWrong,
    );
    return false;
  }
  context.onSuccess();
  await reportAnswer(answer, {
    key: ASSIGN_NOTIFICATION_KEY,
    queryClient: context.queryClient,
    requested: context.literatureIds.length,
    describe,
  });
  return true;
}

/** Own profile: the selected papers are confirmed as the owner's (`curated_relation`). */
export function claimOwnPapers(context: AuthorActionContext): Promise<boolean> {
  const { authorRecid, literatureIds, csrfToken } = context;
  return run(
    context,
    () =>
      assignPapers(
        { from_author_recid: authorRecid, to_author_recid: authorRecid, literature_ids: literatureIds },
        csrfToken,
      ),
    (written) => `${papersCount(written)} claimed.`,
  );
}

/** Own profile, "these papers are not mine": they move to a new author made from their signatures. */
export function removeOwnPapers(context: AuthorActionContext): Promise<boolean> {
  const { authorRecid, literatureIds, csrfToken, navigate } = context;
  return run(
    context,
    () => unassignPapers({ from_author_recid: authorRecid, literature_ids: literatureIds }, csrfToken),
    (written, answer) => (
      <>
        {papersCount(written)} removed from your profile. They are now on {stubLink(answer, navigate)}.
      </>
    ),
  );
}

/** Another profile: the selected papers move to the caller's (or become a curator ticket). */
export function movePapersToMyProfile(context: AuthorActionContext, profileRecid: number): Promise<boolean> {
  const { authorRecid, literatureIds, csrfToken } = context;
  return run(
    context,
    () =>
      assignDifferentProfile(
        { from_author_recid: authorRecid, to_author_recid: profileRecid, literature_ids: literatureIds },
        csrfToken,
      ),
    (written) => `${papersCount(written)} added to your profile`,
  );
}

/** A cataloger's assign: to a chosen author, or ('new') to a new author made from the signatures. */
export function assignPapersTo(context: AuthorActionContext, target: number | 'new'): Promise<boolean> {
  const { authorRecid, literatureIds, csrfToken, navigate } = context;
  if (target === 'new') {
    return run(
      context,
      () => unassignPapers({ from_author_recid: authorRecid, literature_ids: literatureIds }, csrfToken),
      (written, answer) => (
        <>
          {papersCount(written)} moved to {stubLink(answer, navigate)}.
        </>
      ),
    );
  }
  return run(
    context,
    () =>
      assignPapers(
        { from_author_recid: authorRecid, to_author_recid: target, literature_ids: literatureIds },
        csrfToken,
      ),
    (written) => (
      <>
        {papersCount(written)} assigned to {authorLink(target, `author ${target}`, navigate)}.
      </>
    ),
  );
}

/** 'Remove' asks first: the papers leave the profile for a new author record. */
export function confirmRemove(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: `Remove ${papersCount(count)} from your profile?`,
      content:
        'Use this for papers that are not yours: they move to a new author profile made from their author names.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
