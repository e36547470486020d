import type { KeyboardEvent } from 'react';
import { abbreviateCount, formatCount } from '../../common/numberFormat';
import type { BarSelection, SummarySeries } from '../citationSummary';
import type { SummaryBar } from '../citationSummaryFigures';

const WIDTH = 560;
const HEIGHT = 220;
const PLOT_TOP = 22;
const PLOT_BOTTOM = 186;
const PLOT_LEFT = 8;
const GROUP_GAP = 14;

const SERIES: readonly { series: SummarySeries; label: string }[] = [
  { series: 'citeable', label: 'Citeable' },
  { series: 'published', label: 'Published' },
];

interface CitationSummaryGraphProps {
  bars: readonly SummaryBar[];
  selected: BarSelection | null;
  onSelect: (selection: BarSelection) => void;
}

/** Papers per citation bucket, citeable (blue) beside published (orange); a bar filters the results. */
export function CitationSummaryGraph({ bars, selected, onSelect }: CitationSummaryGraphProps) {
  const maxCount = Math.max(1, ...bars.flatMap((bar) => [bar.citeable, bar.published]));
  const groupWidth = (WIDTH - PLOT_LEFT * 2) / bars.length;
  const barWidth = (groupWidth - GROUP_GAP) / 2;
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  const activate = (selection: BarSelection) => (event: KeyboardEvent<SVGRectElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(selection);
    }
  };
  return (
    <figure className="summary-graph">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-label="Papers per number of citations">
        <line
          x1={PLOT_LEFT}
          x2={WIDTH - PLOT_LEFT}
          y1={PLOT_BOTTOM}
          y2={PLOT_BOTTOM}
          className="summary-graph__axis"
        />
        {bars.map((bar, groupIndex) => {
          const groupX = PLOT_LEFT + groupIndex * groupWidth + GROUP_GAP / 2;
          return (
            <g key={bar.key}>
              {SERIES.map(({ series, label }, seriesIndex) => {
                const count = bar[series];
                const height = (count / maxCount) * plotHeight;
                const x = groupX + seriesIndex * barWidth;
                const isSelected = selected?.series === series && selected.key === bar.key;
                const dimmed = selected !== null && !isSelected;
                const selection = { series, key: bar.key };
                const classes = ['summary-graph__bar', `summary-graph__bar--${series}`];
                if (isSelected) {
                  classes.push('summary-graph__bar--selected');
                }
                if (dimmed) {
                  classes.push('summary-graph__bar--dimmed');
                }
                return (
                  <g key={series}>
                    {/* biome-ignore lint/a11y/useSemanticElements: SVG cannot hold <button>; the bar is made operable instead */}
                    <rect
                      className={classes.join(' ')}
                      x={x}
                      y={PLOT_BOTTOM - Math.max(height, 2)}
                      width={barWidth - 2}
                      height={Math.max(height, 2)}
                      role="button"
                      tabIndex={0}
                      aria-pressed={isSelected}
                      aria-label={`${label}, ${bar.label} citations: ${formatCount(count)} papers`}
                      onClick={() => onSelect(selection)}
                      onKeyDown={activate(selection)}
                    >
                      <title>{`${label} papers with ${bar.label} citations: ${formatCount(count)}`}</title>
                    </rect>
                    {count > 0 ? (
                      <text
                        className="summary-graph__value"
                        x={x + (barWidth - 2) / 2}
                        y={PLOT_BOTTOM - height - 4}
                        textAnchor="middle"
                      >
                        {abbreviateCount(count)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <text
                className="summary-graph__label"
                x={groupX + barWidth}
                y={PLOT_BOTTOM + 18}
                textAnchor="middle"
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="summary-graph__legend">
        <span className="legend-swatch legend-swatch--citeable" aria-hidden /> Citeable
        <span className="legend-swatch legend-swatch--published" aria-hidden /> Published
        <span className="summary-graph__hint">Click a bar to filter the results</span>
      </figcaption>
    </figure>
  );
}
