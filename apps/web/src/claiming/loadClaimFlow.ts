import type * as ClaimFlowModule from './claimFlow';

export type ClaimFlow = typeof ClaimFlowModule;

/**
 * Loads the claim flow in two steps on purpose: a dynamic import in the result list carries the list of every
 * chunk it needs (a few hundred bytes for the flow's drawer, radio, pager, notification …) in the list's own
 * code, which is over its page-weight budget. Importing this tiny module first keeps that list here.
 */
export function loadClaimFlow(): Promise<ClaimFlow> {
  return import('./claimFlow');
}
