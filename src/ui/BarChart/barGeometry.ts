/**
 * The analytics chart's geometry, as the spec draws it: an 800x360 canvas with paddings left 40,
 * right 20, top 10, bottom 40; bar width = available width / (1.5 × number of bars), clamped to
 * 10..60 px; bar height proportional to the value, the largest value filling the plot's height.
 * Pure numbers, no DOM: `BarChart` draws them as SVG.
 */

export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 360;
export const PADDING = { left: 40, right: 20, top: 10, bottom: 40 } as const;
export const MIN_BAR_WIDTH = 10;
export const MAX_BAR_WIDTH = 60;
/** Space kept clear between the labels of neighbouring bars. */
export const LABEL_GAP = 8;
/** Height of a bar's label box, one line of the chart's 12px text. */
export const LABEL_HEIGHT = 20;

export interface BarDatum {
  label: string;
  value: number;
}

export interface Bar {
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Horizontal centre of the bar, where its label is anchored. */
  centerX: number;
}

export interface Tick {
  value: number;
  y: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  barWidth: number;
  /** Distance between the left edges of two neighbouring bars (1.5 × bar width). */
  step: number;
  maxValue: number;
  bars: Bar[];
  ticks: Tick[];
  /** Top of the bar labels' boxes. */
  labelY: number;
  /**
   * Width of a bar's label box, centred under the bar: a label wider than that is cut with an
   * ellipsis as the browser measures it, in whatever font the page has.
   */
  labelWidth: number;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), max);

/** The spec's bar width for `count` bars over `availableWidth` pixels. */
export function barWidthFor(
  count: number,
  availableWidth = CHART_WIDTH - PADDING.left - PADDING.right,
): number {
  if (count <= 0) return MAX_BAR_WIDTH;
  return clamp(availableWidth / (1.5 * count), MIN_BAR_WIDTH, MAX_BAR_WIDTH);
}

/** Round tick values (steps of 1, 2 or 5 × 10^n, whole numbers) from 0 to at most `max`. */
export function niceTicks(max: number, maxTicks = 5): number[] {
  if (!(max > 0)) return [0];
  const rough = max / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude,
  );
  const ticks: number[] = [];
  for (let value = 0; value <= max + 1e-9; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

/**
 * Bars in data order. When they fill less than the plot, they are centred in it; when even 10 px
 * bars do not fit (more than 49 bars), the canvas grows wider instead of overlapping them, and the
 * SVG's viewBox scales it back into the element.
 */
export function barGeometry(data: readonly BarDatum[]): ChartGeometry {
  const count = data.length;
  const available = CHART_WIDTH - PADDING.left - PADDING.right;
  const barWidth = barWidthFor(count, available);
  const step = barWidth * 1.5;
  // The last bar needs only its own width, not the gap after it.
  const used = count > 0 ? step * (count - 1) + barWidth : 0;
  const plotWidth = Math.max(available, used);
  const width = PADDING.left + plotWidth + PADDING.right;
  const plotHeight = CHART_HEIGHT - PADDING.top - PADDING.bottom;
  const plot = {
    left: PADDING.left,
    top: PADDING.top,
    right: PADDING.left + plotWidth,
    bottom: PADDING.top + plotHeight,
    width: plotWidth,
    height: plotHeight,
  };

  const values = data.map((d) => (Number.isFinite(d.value) && d.value > 0 ? d.value : 0));
  const maxValue = Math.max(0, ...values);
  const offset = plot.left + (plotWidth - used) / 2;

  const bars = data.map((datum, i): Bar => {
    const value = values[i]!;
    const height = maxValue > 0 ? (value / maxValue) * plotHeight : 0;
    const x = offset + i * step;
    return {
      label: datum.label,
      value: datum.value,
      x,
      y: plot.bottom - height,
      width: barWidth,
      height,
      centerX: x + barWidth / 2,
    };
  });

  const ticks = niceTicks(maxValue).map((value) => ({
    value,
    y: maxValue > 0 ? plot.bottom - (value / maxValue) * plotHeight : plot.bottom,
  }));

  return {
    width,
    height: CHART_HEIGHT,
    plot,
    barWidth,
    step,
    maxValue,
    bars,
    ticks,
    labelY: plot.bottom + 4,
    labelWidth: step - LABEL_GAP,
  };
}
