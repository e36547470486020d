import { type ReactNode, useEffect, useRef, useState } from 'react';

interface VirtualListProps {
  count: number;
  /** Every row is this tall (px): the list computes which rows are in view from the scroll position alone. */
  rowHeight: number;
  /** Height of the scrolling viewport (px). */
  height: number;
  label: string;
  renderRow: (position: number) => ReactNode;
  /** Scrolled into view when it changes (a new item, a selected row). */
  scrollToPosition?: number;
  /** Rows drawn above and below the viewport, so fast scrolling does not show blanks. */
  overscan?: number;
}

/** The positions of the rows to draw for a viewport at `scrollTop`. */
export function visibleRange(
  count: number,
  rowHeight: number,
  height: number,
  scrollTop: number,
  overscan: number,
): { start: number; end: number } {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { start, end };
}

/**
 * A windowed list: a tall spacer keeps the scrollbar true to the whole list while only the rows in view (plus a
 * few) are in the page, so a paper with 3,000 authors draws about thirty rows, not 3,000 forms.
 */
export function VirtualList({
  count,
  rowHeight,
  height,
  label,
  renderRow,
  scrollToPosition,
  overscan = 6,
}: VirtualListProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const viewportHeight = Math.min(height, Math.max(count, 1) * rowHeight);

  useEffect(() => {
    const element = viewport.current;
    if (scrollToPosition === undefined || !element) {
      return;
    }
    const top = scrollToPosition * rowHeight;
    if (top < element.scrollTop || top + rowHeight > element.scrollTop + viewportHeight) {
      element.scrollTop = Math.max(0, top - viewportHeight / 2);
      setScrollTop(element.scrollTop);
    }
  }, [scrollToPosition, rowHeight, viewportHeight]);

  const { start, end } = visibleRange(count, rowHeight, viewportHeight, scrollTop, overscan);
  const rows: ReactNode[] = [];
  for (let position = start; position < end; position += 1) {
    rows.push(
      <li
        key={position}
        aria-setsize={count}
        aria-posinset={position + 1}
        className="editor-vlist__row"
        style={{ top: position * rowHeight, height: rowHeight }}
      >
        {renderRow(position)}
      </li>,
    );
  }
  return (
    <div
      ref={viewport}
      className="editor-vlist"
      style={{ height: viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul aria-label={label} className="editor-vlist__spacer" style={{ height: count * rowHeight }}>
        {rows}
      </ul>
    </div>
  );
}
