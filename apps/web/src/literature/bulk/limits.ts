import { BULK_TOOLS_LIMIT } from '@parton/records';

/**
 * Why the bulk tools cannot run on this selection (spec §5: disabled at 0 and above the bulk limit; the limit
 * itself is not shown), or undefined when they can. A module of its own: only the lazy drawer reads it, so it
 * stays out of the search page's first download.
 */
export function bulkToolsUnavailableReason(count: number): string | undefined {
  if (count === 0) {
    return 'Select at least one paper to use the bulk tools.';
  }
  if (count > BULK_TOOLS_LIMIT) {
    return 'Too many papers are selected for the bulk tools: select fewer.';
  }
  return undefined;
}
