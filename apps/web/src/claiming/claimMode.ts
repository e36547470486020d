import { useCallback, useMemo, useState } from 'react';
import type { CurrentUser } from '../user/api';

/**
 * Who may do what in an author profile's claim mode (spec §4, §6): the owner claims and removes, another user
 * with a profile moves papers to theirs, a cataloger assigns papers of any author to another (or a new) author.
 */
export interface ClaimModeAccess {
  /** The caller's own profile: 'Claim' and 'Remove'. */
  own: boolean;
  /** Another profile, and the caller has one: 'Move to my profile'. */
  canMove: boolean;
  /** A cataloger: the assign-papers drawer. */
  canAssign: boolean;
  /** The caller's profile, the target of claims and moves. */
  profileRecid: number | undefined;
}

export function claimModeAccess(
  user: CurrentUser | null,
  isCataloger: boolean,
  authorRecid: number,
): ClaimModeAccess | undefined {
  if (!user) {
    return undefined;
  }
  const profileRecid = user.profileControlNumber ?? undefined;
  const own = profileRecid === authorRecid;
  const access: ClaimModeAccess = {
    own,
    canMove: profileRecid !== undefined && !own,
    canAssign: isCataloger,
    profileRecid,
  };
  return access.own || access.canMove || access.canAssign ? access : undefined;
}

export interface PaperSelection {
  selected: ReadonlySet<number>;
  toggle: (recid: number, on: boolean) => void;
  /** Selects (or deselects) every paper of the shown page. */
  setMany: (recids: readonly number[], on: boolean) => void;
  clear: () => void;
}

/** The papers picked in claim mode; kept across pages of the list until cleared or acted upon. */
export function usePaperSelection(): PaperSelection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((recid: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) {
        next.add(recid);
      } else {
        next.delete(recid);
      }
      return next;
    });
  }, []);
  const setMany = useCallback((recids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const recid of recids) {
        if (on) {
          next.add(recid);
        } else {
          next.delete(recid);
        }
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear]);
}
