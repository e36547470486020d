import { FIGURES_PAGE_SIZE, type LiteratureUiMetadata } from '@parton/records';
import { Image } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../common/components/EmptyState';
import { MathText } from '../../common/components/MathText';
import { Pager } from '../../common/components/Pager';
import { safeExternalUrl } from '../../common/recordLinks';

type Figure = NonNullable<LiteratureUiMetadata['figures']>[number];

/** Figures that can be shown: an absolute http(s) image address (never `javascript:`, `data:` or a bare path). */
export function displayableFigures(figures: readonly Figure[]): (Figure & { url: string })[] {
  return figures.flatMap((figure) => {
    const url = safeExternalUrl(figure.url);
    return url ? [{ ...figure, url }] : [];
  });
}

export function FiguresTab({ figures }: { figures: readonly Figure[] }) {
  const [page, setPage] = useState(1);
  const shown = displayableFigures(figures);
  if (shown.length === 0) {
    return <EmptyState noun="Figures" />;
  }
  const start = (page - 1) * FIGURES_PAGE_SIZE;
  return (
    <div className="figures">
      <Image.PreviewGroup>
        <ul className="figures__grid">
          {shown.slice(start, start + FIGURES_PAGE_SIZE).map((figure, index) => (
            <li key={figure.key ?? figure.url} className="figure">
              <Image
                src={figure.url}
                alt={figure.caption ?? `Figure ${start + index + 1}`}
                className="figure__image"
              />
              <p className="figure__caption">
                <strong>Figure {start + index + 1}</strong>
                {figure.caption ? (
                  <>
                    {': '}
                    <MathText text={figure.caption} />
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </Image.PreviewGroup>
      {shown.length > FIGURES_PAGE_SIZE ? (
        <Pager
          label="Figure pages"
          page={page}
          pageSize={FIGURES_PAGE_SIZE}
          total={shown.length}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
