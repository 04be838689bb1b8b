// Loaded only by the arrivals board, through import() (its own chunk): only the bar chart's parts
// of chart.js are registered, so the rest is tree-shaken.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Stacked horizontal bars: per label, the part done and the rest (e.g. 已到校 / 未到). */
export interface StackedBars {
  labels: string[];
  done: number[];
  rest: number[];
  doneLabel: string;
  restLabel: string;
}

export interface BarsHandle {
  update(data: StackedBars): void;
  destroy(): void;
}

const FONT = { family: "-apple-system, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif" };

function datasets(d: StackedBars) {
  return [
    { label: d.doneLabel, data: d.done, backgroundColor: '#1677ff', stack: 's', maxBarThickness: 22 },
    { label: d.restLabel, data: d.rest, backgroundColor: '#d9dde3', stack: 's', maxBarThickness: 22 },
  ];
}

export function drawStackedBars(canvas: HTMLCanvasElement, d: StackedBars): BarsHandle {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: { labels: d.labels, datasets: datasets(d) },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: { duration: 300 },
      scales: {
        x: { stacked: true, beginAtZero: true, ticks: { precision: 0, font: FONT } },
        y: { stacked: true, ticks: { font: FONT, autoSkip: false } },
      },
      plugins: { legend: { position: 'bottom', labels: { font: FONT, boxWidth: 12 } } },
    },
  });
  return {
    update(next) {
      chart.data.labels = next.labels;
      const [a, b] = chart.data.datasets;
      a!.data = next.done;
      b!.data = next.rest;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
