import { useEffect, useRef } from 'react';
import type { BarsHandle, StackedBars } from './chart-lib';

/** The chart library's chunk, fetched the first time a board chart mounts. */
const loadChartLib = () => import('./chart-lib');

/**
 * A stacked bar chart drawn by chart.js (loaded on demand). The canvas is an image whose numbers
 * are in the table named by `describedBy` (the text alternative); if the library fails to load,
 * the table alone remains.
 */
export function StackedChart({
  label,
  data,
  describedBy,
}: {
  label: string;
  data: StackedBars;
  describedBy: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const handle = useRef<BarsHandle | null>(null);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    let gone = false;
    loadChartLib().then(
      (lib) => {
        if (gone || !canvas.current) return;
        try {
          handle.current = lib.drawStackedBars(canvas.current, latest.current);
        } catch {
          /* no canvas support: the table is the board */
        }
      },
      () => {
        /* offline or blocked chunk: the table is the board */
      },
    );
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.update(data);
  }, [data]);

  // One bar about 30 px tall, so names stay readable on a phone.
  const height = Math.max(120, data.labels.length * 30 + 60);
  return (
    <div className="board-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
