import { formatCount } from '../../common/numberFormat';
import { citationSeries, countTicks, yearTicks } from '../citationsByYear';

const WIDTH = 420;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 14, bottom: 28, left: 40 };

/** Citations per year as a line; the running year is drawn dashed because it is not over yet. */
export default function CitationsByYearGraph({
  citationsByYear,
  currentYear = new Date().getFullYear(),
}: {
  citationsByYear: Record<string, number>;
  currentYear?: number;
}) {
  const series = citationSeries(citationsByYear);
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) {
    return <p className="citations-graph__empty">No citations yet</p>;
  }
  const maxCount = Math.max(...series.map((point) => point.count));
  const yTicks = countTicks(maxCount);
  const yTop = yTicks[yTicks.length - 1] ?? 1;
  const xTicks = yearTicks(first.year, last.year);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xOf = (year: number) =>
    MARGIN.left +
    (last.year === first.year ? plotWidth / 2 : ((year - first.year) / (last.year - first.year)) * plotWidth);
  const yOf = (count: number) => MARGIN.top + plotHeight - (count / yTop) * plotHeight;
  const complete = series.filter((point) => point.year < currentYear);
  const running = series.find((point) => point.year === currentYear);
  const previous = complete[complete.length - 1];
  const solidPath = complete
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${xOf(point.year)},${yOf(point.count)}`)
    .join(' ');
  const total = series.reduce((sum, point) => sum + point.count, 0);
  return (
    <figure className="citations-graph">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Citations per year, ${first.year} to ${last.year}: ${formatCount(total)} in total`}
      >
        {yTicks.map((tick) => (
          <g key={`y-${tick}`}>
            <line
              className="citations-graph__grid"
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
            />
            <text className="citations-graph__tick" x={MARGIN.left - 6} y={yOf(tick) + 4} textAnchor="end">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text
            key={`x-${tick}`}
            className="citations-graph__tick"
            x={xOf(tick)}
            y={HEIGHT - 8}
            textAnchor="middle"
          >
            {tick}
          </text>
        ))}
        {solidPath ? <path className="citations-graph__line" d={solidPath} /> : null}
        {running ? (
          <path
            className="citations-graph__line citations-graph__line--running"
            strokeDasharray="5 4"
            d={
              previous
                ? `M${xOf(previous.year)},${yOf(previous.count)} L${xOf(running.year)},${yOf(running.count)}`
                : `M${xOf(running.year)},${yOf(running.count)}`
            }
          />
        ) : null}
        {series.map((point) => (
          <circle
            key={point.year}
            className="citations-graph__point"
            cx={xOf(point.year)}
            cy={yOf(point.count)}
            r={3}
          >
            <title>{`${point.year}: ${formatCount(point.count)} citations`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
