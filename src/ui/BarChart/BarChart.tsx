import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { TableIcon } from '../Icon/icons/Table';
import { visuallyHidden } from '../common.css';
import * as styles from './BarChart.css';
import { barGeometry, LABEL_HEIGHT, type BarDatum } from './barGeometry';
import '../../i18n/en/analytics';

export interface BarChartProps {
  /** One bar per datum, in this order: label = the book's title, value = its rental count. */
  data: readonly BarDatum[];
  /** The chart's title, also the data table's caption ('Top books'). */
  title: string;
  /**
   * Show the data table from the start. It is shown anyway where the chart would be drawn too
   * small to read (narrower than `READABLE_WIDTH`, a phone).
   */
  defaultShowTable?: boolean;
}

/** Below this width the chart's 12px labels would shrink under 7px. */
export const READABLE_WIDTH = 460;

/**
 * The analytics chart drawn by the kit as SVG with the spec's geometry (`barGeometry.ts`), no
 * third-party script. The drawing is decorative for assistive technology: the same data is a real
 * table, always in the accessibility tree and shown on demand. Its texts are the catalog's
 * (`analytics.*` in `src/i18n`), which a host's `setMessages` changes.
 */
export function BarChart({ data, title, defaultShowTable = false }: BarChartProps) {
  const t = useT();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const figure = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // 0 when mounted hidden (a host's closed tab): nothing to judge by then.
    const width = figure.current?.clientWidth || READABLE_WIDTH;
    if (width < READABLE_WIDTH) setShowTable(true);
  }, []);
  const captionId = useId();
  const tableId = useId();
  const g = useMemo(() => barGeometry(data), [data]);

  return (
    <figure ref={figure} className={styles.figure} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        {data.length > 0 && (
          <Button
            variant="text"
            icon={<TableIcon size={18} />}
            aria-controls={tableId}
            onClick={() => setShowTable(!showTable)}
          >
            {showTable ? t('analytics.hideTable') : t('analytics.showTable')}
          </Button>
        )}
      </div>
      {data.length === 0 ? (
        <EmptyState>{t('analytics.empty')}</EmptyState>
      ) : (
        <>
          <svg className={styles.svg} viewBox={`0 0 ${g.width} ${g.height}`} aria-hidden="true">
            {g.ticks.map((tick) => (
              <g key={tick.value}>
                {tick.value > 0 && (
                  <line
                    className={styles.grid}
                    x1={g.plot.left}
                    x2={g.plot.right}
                    y1={tick.y}
                    y2={tick.y}
                  />
                )}
                <text
                  className={styles.tickLabel}
                  x={g.plot.left - 6}
                  y={tick.y}
                  dy="0.35em"
                  textAnchor="end"
                >
                  {tick.value}
                </text>
              </g>
            ))}
            <line
              className={styles.axis}
              x1={g.plot.left}
              x2={g.plot.left}
              y1={g.plot.top}
              y2={g.plot.bottom}
            />
            <line
              className={styles.axis}
              x1={g.plot.left}
              x2={g.plot.right}
              y1={g.plot.bottom}
              y2={g.plot.bottom}
            />
            {g.bars.map((bar, i) => {
              const inside = bar.height >= 20 && bar.width >= 20;
              return (
                <g key={i}>
                  <rect
                    className={styles.bar}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={2}
                  >
                    <title>{`${bar.label}: ${bar.value}`}</title>
                  </rect>
                  {bar.width >= 16 && (
                    <text
                      className={inside ? styles.valueInside : styles.valueAbove}
                      x={bar.centerX}
                      y={inside ? bar.y + 14 : bar.y - 4}
                      textAnchor="middle"
                    >
                      {bar.value}
                    </text>
                  )}
                  <foreignObject
                    x={bar.centerX - g.labelWidth / 2}
                    y={g.labelY}
                    width={g.labelWidth}
                    height={LABEL_HEIGHT}
                  >
                    <div className={styles.barLabel}>{bar.label}</div>
                  </foreignObject>
                </g>
              );
            })}
          </svg>
          <div id={tableId} className={showTable ? undefined : visuallyHidden}>
            <table className={styles.table}>
              <caption className={visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('analytics.columnTitle')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.number}`}>
                    {t('analytics.columnRentals')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum, i) => (
                  <tr key={i}>
                    <th scope="row" className={styles.rowHeader}>
                      {datum.label}
                    </th>
                    <td className={`${styles.td} ${styles.number}`}>{datum.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
