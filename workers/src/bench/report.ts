/** One printed line: a figure measured on the platform beside its baseline from the same run. */
export interface Row {
  figure: string;
  metric: string;
  platform: string;
  baseline: string;
  /** Always "how many times costlier the platform is" (see `costRatio`), or '' where no ratio applies. */
  ratio: string;
  /** Printed under the table, keyed to the figure: what the baseline was, caveats of this mode. */
  note?: string;
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const fmtRate = (perSecond: number, unit = 'ev/s') => `${int.format(perSecond)} ${unit}`;
export const fmtMs = (ms: number) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
export const fmtMiB = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
export const fmtCount = (n: number) => int.format(n);

/**
 * One direction for every ratio so the column reads the same all the way down: above 1 the platform is
 * slower (or bigger) than its baseline. For rates pass (baselineRate, platformRate); for times and sizes
 * pass (platformValue, baselineValue).
 */
export function costRatio(numerator: number, denominator: number): string {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return 'n/a';
  const r = numerator / denominator;
  return `${r < 10 ? r.toFixed(2) : r.toFixed(1)}×`;
}

/** A markdown table (pipes aligned), so that the output can be pasted into docs/performance.md as is. */
export function renderTable(rows: readonly Row[]): string {
  const head = ['#', 'metric', 'platform', 'baseline', 'ratio'];
  const body = rows.map((r) => [r.figure, r.metric, r.platform, r.baseline, r.ratio]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  // Numbers right-aligned, labels left: easier to compare magnitudes down a column.
  const right = [false, false, true, true, true];
  const line = (cells: string[]) => `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  const notes = rows.filter((r) => r.note).map((r) => `- ${r.figure} ${r.metric}: ${r.note}`);
  return [line(head), rule, ...body.map(line), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
