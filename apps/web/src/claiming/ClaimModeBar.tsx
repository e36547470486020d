import { ASSIGN_MESSAGES, papersCount } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AssignTarget } from './AssignPapersDrawer';
import type { AuthorActionContext } from './authorActions';
import type { ClaimModeAccess, PaperSelection } from './claimMode';

// The cataloger's drawer and the actions (notifications, /assign calls) load when first used.
const AssignPapersDrawer = lazy(() => import('./AssignPapersDrawer'));

interface ClaimModeBarProps {
  authorRecid: number;
  access: ClaimModeAccess;
  selection: PaperSelection;
  /** The papers of the page on screen, for 'select all on this page'. */
  pageIds: readonly number[];
  csrfToken?: string;
}

/**
 * The selection bar of an author profile's claim mode (spec §4): select the papers of the page, see how many are
 * selected, clear, then claim or remove (own profile), move to one's own profile (another profile), or assign to
 * another author (catalogers). Selections and the drawer reset after a success.
 */
export function ClaimModeBar({ authorRecid, access, selection, pageIds, csrfToken }: ClaimModeBarProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const count = selection.selected.size;
  const onPage = pageIds.filter((recid) => selection.selected.has(recid)).length;
  const allOnPage = pageIds.length > 0 && onPage === pageIds.length;

  const act = async (
    action: (actions: typeof import('./authorActions'), context: AuthorActionContext) => Promise<unknown>,
  ) => {
    setBusy(true);
    try {
      const actions = await import('./authorActions');
      await action(actions, {
        authorRecid,
        literatureIds: [...selection.selected].sort((left, right) => left - right),
        queryClient,
        navigate,
        csrfToken,
        onSuccess: () => {
          selection.clear();
          setDrawerOpen(false);
        },
      });
    } finally {
      setBusy(false);
    }
  };
  const disabled = count === 0 || busy;

  return (
    <section className="claim-bar" aria-label="Claim mode">
      <Checkbox
        checked={allOnPage}
        indeterminate={onPage > 0 && !allOnPage}
        disabled={pageIds.length === 0}
        onChange={(event) => selection.setMany(pageIds, event.target.checked)}
      >
        Select all on this page
      </Checkbox>
      <span className="claim-bar__count" aria-live="polite">
        {papersCount(count)} selected
      </span>
      <Button size="small" type="link" disabled={count === 0} onClick={selection.clear}>
        Clear
      </Button>
      <span className="claim-bar__actions">
        {access.own ? (
          <>
            <Button
              size="small"
              type="primary"
              disabled={disabled}
              onClick={() => void act((actions, context) => actions.claimOwnPapers(context))}
            >
              Claim
            </Button>
            <Button
              size="small"
              danger
              disabled={disabled}
              onClick={() =>
                void act(async (actions, context) => {
                  if (await actions.confirmRemove(context.literatureIds.length)) {
                    await actions.removeOwnPapers(context);
                  }
                })
              }
            >
              Remove
            </Button>
          </>
        ) : null}
        {access.canMove && access.profileRecid !== undefined ? (
          <Button
            size="small"
            type="primary"
            disabled={disabled}
            onClick={() => {
              const profileRecid = access.profileRecid;
              if (profileRecid !== undefined) {
                void act((actions, context) => actions.movePapersToMyProfile(context, profileRecid));
              }
            }}
          >
            {ASSIGN_MESSAGES.moveToMyProfile}
          </Button>
        ) : null}
        {access.canAssign ? (
          <Button size="small" disabled={disabled} onClick={() => setDrawerOpen(true)}>
            Assign…
          </Button>
        ) : null}
      </span>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <AssignPapersDrawer
            authorRecid={authorRecid}
            count={count}
            busy={busy}
            onAssign={(target: AssignTarget) =>
              void act((actions, context) => actions.assignPapersTo(context, target))
            }
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface ClaimSelectBoxProps {
  recid: number;
  title: string;
  selection: PaperSelection;
  /** The author's signature on this paper is claimed (`curated_relation` of the hit). */
  claimed: boolean;
}

/** The selection checkbox before a hit in claim mode, with the 'claimed' mark of a confirmed paper. */
export function ClaimSelectBox({ recid, title, selection, claimed }: ClaimSelectBoxProps) {
  return (
    <div className="claim-select">
      <Checkbox
        checked={selection.selected.has(recid)}
        onChange={(event) => selection.toggle(recid, event.target.checked)}
        aria-label={`Select ${title}`}
      />
      {claimed ? (
        <Tag color="green" className="claim-select__tag">
          claimed
        </Tag>
      ) : null}
    </div>
  );
}
