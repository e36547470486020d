import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Facets below the md breakpoint: a drawer opened from the results toolbar. */
export default function FacetDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer title="Filters" placement="left" open={open} onClose={onClose} size="min(360px, 90vw)">
      {children}
    </Drawer>
  );
}
