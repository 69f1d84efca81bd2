/**
 * The load of figure 12 (./exam-burst-bench.ts), in a child process so that it never shares the event loop of the
 * server it measures. Reads its plan (JSON) from the file named in argv[2] and writes its report to argv[3].
 *
 * Each student is a browser: within the first `rampSec` seconds it opens the exam (check-submit, then the questions:
 * the "question fetch" timed), then every `everySec` seconds (its own phase) saves one answer (a random question, a
 * random option or a short text, a growing `seq`), until `durationSec` after the ramp. Requests of one student are
 * sequential, as the exam screen's outbox sends them. Every acknowledged save (2xx) is remembered, so that the parent can
 * check that each one is in the log and in the marks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { mulberry32 as rng } from './bench-events.js';

export interface BurstPlan {
  /** e.g. http://127.0.0.1:1234/api/v1 */
  api: string;
  subjectExamId: string;
  tokens: string[];
  questions: { id: string; type: string; options: string[] }[];
  rampSec: number;
  everySec: number;
  durationSec: number;
  /** Seeds the random choices, so that the platform and the baseline get the same requests. */
  seed: number;
}

export interface BurstReport {
  fetch: number[];
  save: number[];
  /** Replies other than 2xx, and requests that failed (connection, timeout), by kind. */
  failed: { fetch: number; save: number; open: number };
  errors: string[];
  /** Per student (index in `tokens`): question id → the last acknowledged answer. */
  acked: Record<string, string>[];
  ackedSaves: number;
  sentSaves: number;
  wallSec: number;
  /** Saves slower than 250 ms: [seconds since the start, ms] (at most 5,000), to see when the slow ones came. */
  slow: [number, number][];
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BurstPlan;
const out = process.argv[3]!;
// A browser keeps its connection open between saves; Node's default agent would close it after 4 s idle.
const agent = new Agent({ keepAlive: true, keepAliveMsecs: 30_000, maxSockets: Number.POSITIVE_INFINITY, timeout: 60_000 });
const base = new URL(plan.api);

function call(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<{ status: number; ms: number }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: `${base.pathname}/${path}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    if (payload) req.write(payload);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const ok = (s: number) => s >= 200 && s < 300;

async function main() {
  const report: BurstReport = {
    fetch: [],
    save: [],
    failed: { fetch: 0, save: 0, open: 0 },
    errors: [],
    acked: plan.tokens.map(() => ({})),
    ackedSaves: 0,
    sentSaves: 0,
    wallSec: 0,
    slow: [],
  };
  const started = performance.now();
  const end = started + (plan.rampSec + plan.durationSec) * 1000;
  const se = encodeURIComponent(plan.subjectExamId);
  await Promise.all(
    plan.tokens.map(async (token, i) => {
      const random = rng(plan.seed + i);
      await sleep(random() * plan.rampSec * 1000);
      const open = await call('GET', `exam/${se}/check-submit`, token);
      if (!ok(open.status)) report.failed.open++;
      const q = await call('GET', `exam/${se}/question?random=true`, token);
      if (ok(q.status)) report.fetch.push(q.ms);
      else {
        report.failed.fetch++;
        if (report.errors.length < 5) report.errors.push(`question fetch: ${q.status}`);
      }
      let seq = 0;
      let next = performance.now() + random() * plan.everySec * 1000;
      while (true) {
        await sleep(next - performance.now());
        if (performance.now() >= end) break;
        const question = plan.questions[Math.floor(random() * plan.questions.length)]!;
        const answer =
          question.type === 'MCQTYPE'
            ? question.options[Math.floor(random() * question.options.length)]!
            : `Answer ${seq + 1} of student ${i + 1}: the reaction is exothermic.`;
        seq++;
        report.sentSaves++;
        const s = await call('POST', 'exam/answer/create', token, { question: question.id, answer, markAsReview: false, seq });
        if (s.ms > 250 && report.slow.length < 5000)
          report.slow.push([Math.round((performance.now() - started) / 100) / 10, Math.round(s.ms)]);
        if (ok(s.status)) {
          report.save.push(s.ms);
          report.ackedSaves++;
          report.acked[i]![question.id] = answer;
        } else {
          report.failed.save++;
          if (report.errors.length < 5) report.errors.push(`save: ${s.status}`);
        }
        next += plan.everySec * 1000;
      }
    }),
  );
  report.wallSec = (performance.now() - started) / 1000;
  agent.destroy();
  writeFileSync(out, JSON.stringify(report));
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
