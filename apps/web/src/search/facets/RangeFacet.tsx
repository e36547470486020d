import type { FacetBucket } from '@parton/records';
import { Button, Slider } from 'antd';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../common/numberFormat';
import {
  displayDomain,
  formatRangeSelection,
  HISTOGRAM_HEIGHT,
  histogramBars,
  isNarrowSelection,
  type LabelAlign,
  parseRangeSelection,
  rangeLabels,
  yearCounts,
} from './histogram';

/** rc-slider centres a mark's text on it (translateX(-50%)); these lay it after or before the mark instead. */
const LABEL_TRANSFORMS: Record<LabelAlign, { transform: string } | undefined> = {
  start: { transform: 'translateX(0)' },
  center: undefined,
  end: { transform: 'translateX(-100%)' },
};

interface RangeFacetProps {
  name: string;
  title: string;
  /** Buckets of the current results. */
  buckets: readonly FacetBucket[];
  /** Buckets of the same search without this facet's own filter: the full extent of the axis. */
  baseBuckets: readonly FacetBucket[];
  selection: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Year histogram (hand-drawn SVG) with click, drag and slider selection producing `YYYY--YYYY`. */
export function RangeFacet({ name, title, buckets, baseBuckets, selection, onChange }: RangeFacetProps) {
  const base = useMemo(
    () => yearCounts(baseBuckets.length > 0 ? baseBuckets : buckets),
    [baseBuckets, buckets],
  );
  const current = useMemo(() => yearCounts(buckets), [buckets]);
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const dragStart = useRef<number | null>(null);
  const domain = displayDomain(base);
  if (!domain) {
    return null;
  }
  const [min, axisMax] = domain;
  const dataMax = base[base.length - 1]?.year ?? axisMax;
  const committed = parseRangeSelection(selection, [min, dataMax]);
  const shown = draft ?? committed;
  const maxCount = Math.max(1, ...base.map((entry) => entry.count));
  const backgroundBars = histogramBars(base, [Number.NaN, Number.NaN], maxCount);
  const bars = histogramBars(current, shown, maxCount);
  const span = axisMax - min + 1;

  const commit = ([lower, upper]: [number, number]) => {
    setDraft(null);
    onChange(formatRangeSelection(lower, upper));
  };
  const yearAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    const year = Math.round(min - 0.5 + fraction * span);
    return Math.min(Math.max(year, min), dataMax);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const year = yearAt(event);
    dragStart.current = year;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDraft([year, year]);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (dragStart.current === null) {
      return;
    }
    const year = yearAt(event);
    const start = dragStart.current;
    setDraft(start <= year ? [start, year] : [year, start]);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (dragStart.current === null) {
      return;
    }
    const year = yearAt(event);
    const start = dragStart.current;
    dragStart.current = null;
    commit(start <= year ? [start, year] : [year, start]);
  };

  const narrow = isNarrowSelection(shown, [min, axisMax]);
  const marks = Object.fromEntries(
    rangeLabels(shown, [min, axisMax]).map((label) => [
      label.value,
      { label: label.text, style: LABEL_TRANSFORMS[label.align] },
    ]),
  );
  const titleId = `facet-${name}`;

  return (
    <section className="facet facet--range" aria-labelledby={titleId}>
      <div className="facet__head">
        <h3 id={titleId} className="facet__title">
          {title}
        </h3>
        {selection ? (
          <Button type="link" size="small" onClick={() => onChange(undefined)}>
            Clear
          </Button>
        ) : null}
      </div>
      <svg
        className={narrow ? 'histogram histogram--narrow' : 'histogram'}
        viewBox={`${min - 0.5} 0 ${span} ${HISTOGRAM_HEIGHT}`}
        preserveAspectRatio="none"
        height={HISTOGRAM_HEIGHT}
        role="img"
        aria-label={`${title}: papers per year from ${min} to ${dataMax}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        {backgroundBars.map((bar) => (
          <rect
            key={`base-${bar.year}`}
            className="histogram__bar histogram__bar--base"
            x={bar.x}
            y={HISTOGRAM_HEIGHT - bar.height}
            width={bar.width}
            height={bar.height}
          />
        ))}
        {bars.map((bar) => (
          <rect
            key={bar.year}
            className={bar.selected ? 'histogram__bar histogram__bar--selected' : 'histogram__bar'}
            x={bar.x}
            y={HISTOGRAM_HEIGHT - bar.height}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${bar.year}: ${formatCount(bar.count)} papers`}</title>
          </rect>
        ))}
      </svg>
      <Slider
        range
        className={narrow ? 'histogram__slider histogram__slider--narrow' : 'histogram__slider'}
        min={min}
        max={axisMax}
        value={shown}
        marks={marks}
        tooltip={{ open: false }}
        ariaLabelForHandle={[`${title} from`, `${title} to`]}
        onChange={(value: number[]) => {
          const [lower = min, upper = dataMax] = value;
          setDraft([Math.min(lower, dataMax), Math.min(upper, dataMax)]);
        }}
        onChangeComplete={(value: number[]) => {
          const [lower = min, upper = dataMax] = value;
          commit([Math.min(lower, dataMax), Math.min(upper, dataMax)]);
        }}
      />
    </section>
  );
}
