import { ASSIGN_MESSAGES, type AssignResponse, papersCount } from '@parton/records';
import type { QueryClient } from '@tanstack/react-query';
import { assignDifferentProfile, assignPapers, checkNamesCompatibility, refreshAfterAssign } from './api';
import { CLAIM_NOTIFICATION_KEY, closeNotification, isRefusal, showError, showProcessing } from './notify';
import { reportAnswer } from './outcomes';

/**
 * The claim of one paper from a literature result or detail page (spec §4 claim flow; facts inspire-api.md §6
 * "How the UI uses these"): 'Claiming...', the names check, then a direct claim or a move to the caller's
 * profile; when the check finds no unique signature the caller picks theirs in the author-picker drawer.
 */

export interface ClaimContext {
  literatureRecid: number;
  /** The caller's author profile. */
  profileRecid: number;
  queryClient: QueryClient;
  csrfToken?: string;
}

/** The signature the caller chose (or the check found): an author record, or a position without one. */
export type ClaimSource = { authorRecid: number } | { position: number };

/** 'paper added to your profile', pluralised (one paper here: '1 paper added to your profile'). */
export function addedToProfileText(count: number): string {
  return `${papersCount(count)} added to your profile`;
}

/** Writes the claim from the given signature and shows its outcome. */
export async function claimFrom(source: ClaimSource, context: ClaimContext): Promise<void> {
  const { literatureRecid, profileRecid, queryClient, csrfToken } = context;
  showProcessing(CLAIM_NOTIFICATION_KEY, ASSIGN_MESSAGES.claiming);
  let answer: AssignResponse;
  try {
    answer =
      'authorRecid' in source && source.authorRecid === profileRecid
        ? await assignPapers(
            {
              from_author_recid: profileRecid,
              to_author_recid: profileRecid,
              literature_ids: [literatureRecid],
            },
            csrfToken,
          )
        : await assignDifferentProfile(
            {
              ...('authorRecid' in source
                ? { from_author_recid: source.authorRecid }
                : { from_author_position: source.position }),
              to_author_recid: profileRecid,
              literature_ids: [literatureRecid],
            },
            csrfToken,
          );
  } catch (error) {
    showClaimError(error);
    return;
  }
  if ((answer.failures ?? []).length > 0) {
    // The one paper was not written: the server refused this signature.
    showError(
      CLAIM_NOTIFICATION_KEY,
      ASSIGN_MESSAGES.assignmentErrorTitle,
      ASSIGN_MESSAGES.assignmentErrorText,
    );
    await refreshAfterAssign(queryClient);
    return;
  }
  await reportAnswer(answer, {
    key: CLAIM_NOTIFICATION_KEY,
    queryClient,
    requested: 1,
    describe: (written) => addedToProfileText(written),
  });
}

export function showClaimError(error: unknown): void {
  if (isRefusal(error)) {
    showError(
      CLAIM_NOTIFICATION_KEY,
      ASSIGN_MESSAGES.assignmentErrorTitle,
      ASSIGN_MESSAGES.assignmentErrorText,
    );
    return;
  }
  showError(CLAIM_NOTIFICATION_KEY, ASSIGN_MESSAGES.claimErrorTitle, ASSIGN_MESSAGES.somethingWentWrong);
}

/**
 * Starts the claim: resolves 'pick-author' when the caller must choose their signature in the drawer (no unique
 * match, or the check failed), 'done' once the claim's outcome is shown.
 */
export async function claimPaper(context: ClaimContext): Promise<'done' | 'pick-author'> {
  showProcessing(CLAIM_NOTIFICATION_KEY, ASSIGN_MESSAGES.claiming);
  const match = await checkNamesCompatibility(context.literatureRecid);
  if (!match) {
    closeClaimingNotice();
    return 'pick-author';
  }
  if (match.matched_author_recid !== null) {
    await claimFrom({ authorRecid: match.matched_author_recid }, context);
    return 'done';
  }
  if (match.matched_author_position !== undefined) {
    await claimFrom({ position: match.matched_author_position }, context);
    return 'done';
  }
  closeClaimingNotice();
  return 'pick-author';
}

function closeClaimingNotice(): void {
  // The drawer takes over: a 'Claiming...' left open would claim nothing.
  closeNotification(CLAIM_NOTIFICATION_KEY);
}
