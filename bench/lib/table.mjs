// Prints the one table of the bench run.
const fmt = (v, unit) => {
  if (v == null) return '—';
  if (unit === 'KB') return v.toFixed(1);
  if (unit === 'score') return v.toFixed(2);
  if (unit === 's') return v.toFixed(2);
  if (unit === 'ratio' || unit === 'x') return v.toFixed(1);
  if (Number.isInteger(v)) return String(v);
  return v >= 100 ? v.toFixed(0) : v.toFixed(2);
};

const budgetText = (r) => (r.budget ? `${r.budget.op} ${fmt(r.budget.limit, r.unit)}` : '');
const passText = (r) => (r.pass == null ? '' : r.pass ? 'pass' : 'FAIL');

/** @param {ReturnType<typeof import('./budget.mjs').row>[]} rows @param {Map<string, number>} [prev] */
export function renderTable(rows, prev) {
  const head = ['section', 'metric', 'value', 'unit', 'budget', 'result', 'vs prev', 'note'];
  const body = rows.map((r) => {
    const before = prev?.get(`${r.section}|${r.metric}`);
    const delta =
      before != null && r.value != null && before !== 0
        ? `${(((r.value - before) / before) * 100).toFixed(1)}%`
        : '';
    return [r.section, r.metric, fmt(r.value, r.unit), r.unit, budgetText(r), passText(r), delta, r.note];
  });
  const widths = head.map((h, i) =>
    Math.min(60, Math.max(h.length, ...body.map((b) => String(b[i]).length))),
  );
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}
