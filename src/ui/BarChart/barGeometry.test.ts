import { describe, expect, it } from 'vitest';
import { barGeometry, barWidthFor, LABEL_GAP, niceTicks } from './barGeometry';

const books = (...counts: number[]) =>
  counts.map((value, i) => ({ label: `Book ${i + 1}`, value }));

describe('barWidthFor', () => {
  it('divides the available width (800 - 40 - 20) by 1.5 × the number of bars', () => {
    expect(barWidthFor(10)).toBeCloseTo(740 / 15);
    expect(barWidthFor(20)).toBeCloseTo(740 / 30);
  });

  it('clamps the width to 10..60 px', () => {
    expect(barWidthFor(1)).toBe(60);
    expect(barWidthFor(8)).toBe(60);
    expect(barWidthFor(9)).toBeCloseTo(740 / 13.5);
    expect(barWidthFor(49)).toBeCloseTo(740 / 73.5);
    expect(barWidthFor(50)).toBe(10);
    expect(barWidthFor(500)).toBe(10);
  });
});

describe('barGeometry', () => {
  it('uses an 800x360 canvas with paddings left 40, right 20, top 10, bottom 40', () => {
    const g = barGeometry(books(3, 5));
    expect(g.width).toBe(800);
    expect(g.height).toBe(360);
    expect(g.plot).toEqual({ left: 40, top: 10, right: 780, bottom: 320, width: 740, height: 310 });
  });

  it('scales heights to the largest value and stands bars on the baseline', () => {
    const g = barGeometry(books(10, 5, 0));
    expect(g.maxValue).toBe(10);
    expect(g.bars.map((b) => b.height)).toEqual([310, 155, 0]);
    for (const bar of g.bars) expect(bar.y + bar.height).toBe(320);
    expect(g.bars[0]!.y).toBe(10);
  });

  it('labels each bar with its title and keeps the value', () => {
    const g = barGeometry([{ label: 'Dune', value: 7 }]);
    expect(g.bars[0]).toMatchObject({ label: 'Dune', value: 7, width: 60 });
  });

  it('places bars 1.5 bar widths apart, inside the plot, in data order', () => {
    const g = barGeometry(books(...Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(g.barWidth).toBeCloseTo(740 / 30);
    expect(g.step).toBeCloseTo(g.barWidth * 1.5);
    g.bars.forEach((bar, i) => {
      if (i > 0) expect(bar.x - g.bars[i - 1]!.x).toBeCloseTo(g.step);
      expect(bar.x).toBeGreaterThanOrEqual(40);
      expect(bar.x + bar.width).toBeLessThanOrEqual(780 + 1e-9);
    });
  });

  it('centres few bars in the plot', () => {
    const g = barGeometry(books(1, 2));
    const left = g.bars[0]!.x - 40;
    const right = 780 - (g.bars[1]!.x + g.bars[1]!.width);
    expect(left).toBeCloseTo(right);
  });

  it('treats missing, negative and non-finite values as zero-height bars', () => {
    const g = barGeometry([
      { label: 'a', value: -3 },
      { label: 'b', value: Number.NaN },
      { label: 'c', value: 4 },
    ]);
    expect(g.bars.map((b) => b.height)).toEqual([0, 0, 310]);
  });

  it('draws no bars and a zero scale for no data or all zeros', () => {
    expect(barGeometry([]).bars).toEqual([]);
    expect(barGeometry([]).width).toBe(800);
    const zeros = barGeometry(books(0, 0));
    expect(zeros.maxValue).toBe(0);
    expect(zeros.bars.every((b) => b.height === 0 && b.y === 320)).toBe(true);
    expect(zeros.ticks).toEqual([{ value: 0, y: 320 }]);
  });

  it('widens the canvas rather than overlap when even 10 px bars do not fit', () => {
    const g = barGeometry(books(...Array.from({ length: 60 }, () => 1)));
    expect(g.barWidth).toBe(10);
    expect(g.width).toBe(40 + 59 * 15 + 10 + 20);
    expect(g.bars[59]!.x + 10).toBeCloseTo(g.plot.right);
  });

  it.each([1, 10, 60])('gives %i labels boxes that keep clear of each other', (count) => {
    const g = barGeometry(books(...Array.from({ length: count }, () => 1)));
    expect(g.labelWidth).toBe(g.step - LABEL_GAP);
    for (const [left, right] of g.bars.slice(1).map((bar, i) => [g.bars[i]!, bar] as const)) {
      const gap = right.centerX - g.labelWidth / 2 - (left.centerX + g.labelWidth / 2);
      expect(gap).toBeCloseTo(LABEL_GAP);
    }
  });
});

describe('niceTicks', () => {
  it('gives round whole-number ticks from zero', () => {
    expect(niceTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(47)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0)).toEqual([0]);
  });
});
