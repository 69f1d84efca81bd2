/** The workers package: the worker process (main.ts), the operator CLI (cli/) and the benchmarks (bench/). */
export {};
