import { FormatPainterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

const CiteModal = lazy(() => import('./CiteModal'));

export function CiteButton({ recordId }: { recordId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" size="small" icon={<FormatPainterOutlined />} onClick={() => setOpen(true)}>
        cite
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CiteModal recordId={String(recordId)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
