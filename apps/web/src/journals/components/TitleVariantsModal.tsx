import { TITLE_VARIANTS_PAGE_SIZE } from '@parton/records';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { Pager } from '../../common/components/Pager';
import { titleVariantsPage } from '../titleVariants';

/** 'Show title variants': every spelling of the journal, eight per page. */
export function TitleVariantsModal({ variants }: { variants: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  if (variants.length === 0) {
    return null;
  }
  return (
    <>
      <Button type="link" className="title-variants__open" onClick={() => setOpen(true)}>
        Show title variants
      </Button>
      <Modal title="Title variants" open={open} onCancel={() => setOpen(false)} footer={null}>
        <ul className="title-variants__list">
          {titleVariantsPage(variants, page).map((variant) => (
            <li key={variant}>{variant}</li>
          ))}
        </ul>
        {variants.length > TITLE_VARIANTS_PAGE_SIZE ? (
          <Pager
            label="Title variant pages"
            page={page}
            pageSize={TITLE_VARIANTS_PAGE_SIZE}
            total={variants.length}
            onPageChange={setPage}
          />
        ) : null}
      </Modal>
    </>
  );
}
