import { ToolOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { formatCount } from '../../common/numberFormat';
import type { BulkSelection } from './selection';

// The drawer, its conference picker and the notifications load on the first click: not needed to paint results.
const BulkToolsDrawer = lazy(() => import('./BulkToolsDrawer'));

/**
 * The catalogers' selection bar above the literature results: select the page, clear, the count, and the
 * 'Bulk tools' button that opens the drawer (assign to conference, export to CDS).
 */
export function BulkSelectionBar({
  selection,
  pageIds,
}: {
  selection: BulkSelection;
  /** Control numbers of the hits on this page. */
  pageIds: readonly number[];
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so that its notifications outlive the drawer closing after a run.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id));

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <fieldset className="bulk-bar" aria-label="Selection for bulk tools">
      <label className="bulk-bar__page">
        <input
          type="checkbox"
          checked={pageSelected}
          disabled={pageIds.length === 0}
          onChange={(event) => selection.setSelected(pageIds, event.target.checked)}
        />{' '}
        Select all on this page
      </label>
      <Button size="small" onClick={selection.clear} disabled={selection.count === 0}>
        Clear
      </Button>
      <span className="bulk-bar__count" aria-live="polite">
        {formatCount(selection.count)} selected
      </span>
      <Button
        className="bulk-bar__tools"
        size="small"
        icon={<ToolOutlined aria-hidden />}
        onClick={openDrawer}
      >
        Bulk tools
      </Button>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <BulkToolsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} selection={selection} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
