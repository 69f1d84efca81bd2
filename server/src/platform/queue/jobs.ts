import type { Runtime } from '../runtime.js';
import type { Config } from '../config.js';

/** A job's processor, given the runtime of the process that runs it (the server in-process, else the worker). */
export type JobProcessor = (rt: Runtime, data: any, progress: (p: number) => Promise<void>) => Promise<unknown>;

const processors = new Map<string, JobProcessor>();

/**
 * Modules declare their jobs here when loaded; `createRuntime` registers them on the queue wherever jobs run.
 * A registry rather than a call from each module's routes: the worker process builds no HTTP app.
 */
export function defineJob(name: string, processor: JobProcessor): void {
  processors.set(name, processor);
}

export const definedJobs = (): [string, JobProcessor][] => [...processors];

const schedules = new Map<string, (config: Config) => number>();

/**
 * A job run on a timer wherever jobs run: first soon after start, then every `everyMs(config)` milliseconds (0: off).
 * The queue's dedupe keeps two ticks from running at once; the job itself must be idempotent (a restart runs it again).
 */
export function defineSchedule(name: string, everyMs: (config: Config) => number): void {
  schedules.set(name, everyMs);
}

export const definedSchedules = (): [string, (config: Config) => number][] => [...schedules];
