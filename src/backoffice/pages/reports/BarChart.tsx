import { useId } from 'react';
import { useIntl } from 'react-intl';
import { localeInfo } from '../../../i18n/locales';

export interface ChartSeries {
  label: string;
  values: number[];
}

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 12, right: 12, bottom: 30, left: 64 };
const TICKS = 4;
/** Series colours: CSS variables with a light and a dark value (reports.css), at least 3:1 on the surface. */
const SERIES_CLASSES = ['bo-chart__s1', 'bo-chart__s2', 'bo-chart__s3', 'bo-chart__s4'];

/** Round steps for the value axis: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, ticks = TICKS): number {
  if (!(span > 0)) return 1;
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return step;
}

/** The value axis: from the lowest to the highest value, zero always included, in round steps. */
export function axisOf(values: number[]): { min: number; max: number; ticks: number[] } {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low || 1);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return { min, max, ticks };
}

/**
 * A grouped bar chart drawn as SVG: a bar per series in each category, bars below the zero
 * line for negative values. It is an image with a name and a description for screen readers,
 * each bar saying its value on hover (title); the page shows the same figures in a table.
 * In a right-to-left language the whole chart reads right to left, as the page's tables do:
 * the first day on the right, the value axis on the right, each day's series from the right.
 * Labels keep text-anchor "end", which the text's own direction turns to the side away from
 * the plot in either case.
 */
export function BarChart({
  title,
  description,
  categories,
  series,
  format,
  testId,
}: {
  title: string;
  description: string;
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  testId?: string;
}) {
  const id = useId();
  const rtl = localeInfo(useIntl().locale).dir === 'rtl';
  /** An x of the left-to-right drawing, mirrored in a right-to-left language. */
  const xOf = (x: number) => (rtl ? WIDTH - x : x);
  const axis = axisOf(series.flatMap((s) => s.values));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((axis.max - v) / (axis.max - axis.min)) * plotH;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.max(1, (band * 0.8) / Math.max(1, series.length));
  // Every category labelled when they fit, else every n-th.
  const every = Math.max(1, Math.ceil(categories.length / 8));
  return (
    <figure className="bo-chart" data-testid={testId}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="bo-chart__svg">
        <desc id={`${id}-desc`}>{description}</desc>
        {axis.ticks.map((tick) => (
          <g key={tick} className="bo-chart__grid">
            <line x1={xOf(PAD.left)} x2={xOf(WIDTH - PAD.right)} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'bo-chart__zero' : undefined} />
            <text x={xOf(PAD.left - 6)} y={y(tick)} dy="0.32em" textAnchor="end" className="bo-chart__label">
              {format(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, c) => (
          <g key={category}>
            {series.map((s, i) => {
              const value = s.values[c] ?? 0;
              const top = y(Math.max(0, value));
              const height = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1);
              const left = PAD.left + c * band + band * 0.1 + i * barW;
              return (
                <rect
                  key={s.label}
                  x={rtl ? WIDTH - left - barW : left}
                  y={top}
                  width={barW}
                  height={height}
                  className={SERIES_CLASSES[i % SERIES_CLASSES.length]}
                  data-value={value}
                >
                  <title>{`${s.label}, ${category}: ${format(value)}`}</title>
                </rect>
              );
            })}
            {c % every === 0 && (
              <text x={xOf(PAD.left + c * band + band / 2)} y={HEIGHT - 8} textAnchor="middle" className="bo-chart__label">
                {category}
              </text>
            )}
          </g>
        ))}
      </svg>
      <ul className="bo-chart__legend">
        {series.map((s, i) => (
          <li key={s.label}>
            <svg width="12" height="12" aria-hidden="true" focusable="false">
              <rect width="12" height="12" className={SERIES_CLASSES[i % SERIES_CLASSES.length]} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
