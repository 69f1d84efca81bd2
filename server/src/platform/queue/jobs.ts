import type { Config } from '../config.js';
import type { Runtime } from '../runtime.js';

/** A job's processor, given the runtime of the process that runs it (the server in-process, else the worker). */
export type JobProcessor = (rt: Runtime, data: any, progress: (p: number) => Promise<void>) => Promise<unknown>;

/**
 * A job that also runs on its own: every `everyMs` (a number, or read from the configuration; 0 turns it off), the first
 * time `firstAfterMs` after the process starts. The queue's dedupe keeps two ticks from running at once; the job itself
 * must be idempotent (a restart runs it again).
 */
export interface JobSchedule {
  everyMs: number | ((config: Config) => number);
  firstAfterMs: number;
}

const processors = new Map<string, JobProcessor>();
const schedules = new Map<string, JobSchedule>();

/**
 * Modules declare their jobs here when loaded; `createRuntime` registers them on the queue wherever jobs run.
 * A registry rather than a call from each module's routes: the worker process builds no HTTP app.
 */
export function defineJob(name: string, processor: JobProcessor, schedule?: JobSchedule): void {
  processors.set(name, processor);
  if (schedule) schedules.set(name, schedule);
}

export const definedJobs = (): [string, JobProcessor][] => [...processors];
/** The jobs that run on a schedule (enqueued, deduplicated, where jobs run; each must be safe to run again). */
export const scheduledJobs = (): [string, JobSchedule][] => [...schedules];
