import type { BenchEnv } from './scratch-db.js';
import type { Row } from './report.js';

export interface FigureContext {
  env: BenchEnv;
  /** Events for the replay figure (BENCH_EVENTS, default 100,000). */
  events: number;
  /** Progress on stderr, so that stdout stays the table. */
  log(message: string): void;
}

/** A figure measures one thing beside its baseline and returns the rows it wants printed. */
export interface Figure {
  id: string;
  title: string;
  run(ctx: FigureContext): Promise<Row[]>;
}
