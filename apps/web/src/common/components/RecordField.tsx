import type { ReactNode } from 'react';

/**
 * One labelled line of a record ('Dates: …', 'DOI: …'), the one shape of every label-and-value line of the detail
 * pages and result items. Renders nothing without content. A module of its own: result lists import it, and must
 * not pull in the rest of the detail-page parts.
 */
export function RecordField({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  return (
    <div className="record-line">
      <span className="record-line__label">{label}:</span> {children}
    </div>
  );
}
