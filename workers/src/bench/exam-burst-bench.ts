/**
 * Figure 12 (issue #14 part 8): an exam-start burst. A batch of N students (2,000 on PostgreSQL) starts one online
 * exam within 10 s and each saves an answer every 10 s for 5 minutes, through the real HTTP routes (check-submit, the
 * question fetch, answer/create); then every student submits. Reported: p50/p99 of a save and of the question fetch,
 * and whether every acknowledged answer is in the log (an `ExamAnswerSaved` event each) and in the marks (the sheet's
 * current answers and the MCQ marks of the submission), beside the same requests answered by a bare Fastify server
 * doing one INSERT each. Not a test: nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, createRuntime, loadConfig, seedLarge } from '@school/server';
import type { BurstPlan, BurstReport } from './exam-burst-child.js';
import type { Figure, FigureContext } from './figure.js';
import { percentile } from './measure.js';
import { costRatio, fmtCount, fmtMs, type Row } from './report.js';

const CHILD = fileURLToPath(new URL('./exam-burst-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function knobs(mode: 'postgres' | 'pglite') {
  // PGlite runs every query of the process on one session: the full burst would only measure that queue.
  const small = mode === 'pglite';
  const students = Number(process.env.BENCH_EXAM_STUDENTS ?? (small ? 200 : 2000));
  const durationSec = Number(process.env.BENCH_EXAM_SEC ?? (small ? 60 : 300));
  const rampSec = Number(process.env.BENCH_EXAM_RAMP_SEC ?? 10);
  const everySec = Number(process.env.BENCH_EXAM_EVERY_SEC ?? 10);
  if (!(students >= 1 && durationSec > 0 && rampSec > 0 && everySec > 0)) {
    throw new Error('BENCH_EXAM_STUDENTS, BENCH_EXAM_SEC, BENCH_EXAM_RAMP_SEC and BENCH_EXAM_EVERY_SEC must be positive');
  }
  return { students, durationSec, rampSec, everySec };
}

/** The institute day (India, +05:30) of an instant. */
const dayOf = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);

function runChild(plan: BurstPlan, dir: string, label: string): Promise<BurstReport> {
  return new Promise((resolve, reject) => {
    const planFile = join(dir, `${label}-plan.json`);
    const outFile = join(dir, `${label}-report.json`);
    writeFile(planFile, JSON.stringify(plan))
      .then(() => {
        const child = spawn(process.execPath, ['--import', 'tsx', CHILD, planFile, outFile], {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        const err: Buffer[] = [];
        child.stderr.on('data', (c: Buffer) => err.push(c));
        child.on('error', reject);
        child.on('close', async (code) => {
          if (code !== 0) return reject(new Error(`exam burst child exited ${code}: ${Buffer.concat(err).toString('utf8').slice(-2000)}`));
          try {
            resolve(JSON.parse(await readFile(outFile, 'utf8')) as BurstReport);
          } catch (e) {
            reject(e);
          }
        });
      })
      .catch(reject);
  });
}

interface Bank {
  id: string;
  type: 'MCQTYPE' | 'LONGTYPE';
  options: string[];
  answer: string;
  mark: number;
}

/** The bare-Fastify baseline: the same three requests, each answered after one INSERT into a plain table. */
async function serveBaseline(url: string | undefined, questionsBody: Buffer) {
  const schema = `bench_exam_base_${randomBytes(4).toString('hex')}`;
  const pool = url ? new pg.Pool({ connectionString: url, max: 20 }) : null;
  if (pool) {
    await pool.query(`create schema "${schema}"`);
    await pool.query(
      `create table "${schema}".answer (id bigserial primary key, token text not null, body jsonb not null, at timestamptz not null default now())`,
    );
  }
  const insert = async (token: string, body: unknown) => {
    if (pool) await pool.query(`insert into "${schema}".answer (token, body) values ($1, $2)`, [token, JSON.stringify(body)]);
  };
  const app = Fastify({ logger: false });
  app.get('/api/v1/exam/:id/check-submit', async (req) => {
    await insert(req.headers.authorization ?? '', { open: true });
    return { message: 'Exam status', data: { isSubmitted: false } };
  });
  app.get('/api/v1/exam/:id/question', async (req, reply) => {
    await insert(req.headers.authorization ?? '', { fetch: true });
    reply.type('application/json').send(questionsBody);
  });
  app.post('/api/v1/exam/answer/create', async (req) => {
    const b = req.body as { question: string; answer: string };
    await insert(req.headers.authorization ?? '', b);
    return { message: 'Answer saved', data: { question: b.question, studentAnswer: b.answer } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    api: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`,
    async close() {
      await app.close();
      if (pool) {
        await pool.query(`drop schema "${schema}" cascade`);
        await pool.end();
      }
    },
  };
}

export const examBurstFigure: Figure = {
  id: '12',
  title: 'an exam-start burst: students start one online exam together and save an answer every 10 s',
  async run(ctx: FigureContext): Promise<Row[]> {
    const k = knobs(ctx.env.mode);
    const scratch = await ctx.env.open('exam');
    const dir = await mkdtemp(join(tmpdir(), 'school-bench-exam-'));
    scratch.defer(() => rm(dir, { recursive: true, force: true }));
    const config = loadConfig(
      {
        ...process.env,
        DATA_DIR: dir,
        SCHOOL_NAMESPACE: `bench${randomBytes(4).toString('hex')}`,
        DEMO: '0',
        REDIS_URL: '',
        EVENTSTORE_URL: '',
      },
      [],
    );
    const rt = await createRuntime(config, { role: 'server', database: scratch.database, inMemory: true });
    scratch.defer(() => rt.close());
    const app = await buildApp(rt, { logger: { level: 'warn' } });
    scratch.defer(() => app.close());

    // ---- A batch of k.students (the large seed's path: API, identity commands, the bulk import) ----------------------
    const t0 = performance.now();
    const large = await seedLarge(rt, app, { students: k.students, days: 1, batches: 1, log: (l) => ctx.log(`  seed: ${l}`) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: large.adminEmail, password: config.demoPassword }),
    });
    const admin = { authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const form = body instanceof FormData;
      const res = await fetch(`${api}/${path}`, {
        method,
        headers: form || body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return (JSON.parse(text) as { data: T }).data;
    };
    const batchId = (await call<{ _id: string }[]>('GET', 'batch?perPage=5&pageNo=1'))[0]!._id;
    const subjectId = (await call<{ _id: string }[]>('GET', 'subject?perPage=20&pageNo=1'))[0]!._id;

    // ---- One online exam: a subject exam that opens shortly, 20 MCQs and 5 written questions -------------------------
    const opens = Date.now() + 45_000;
    const closes = opens + (k.rampSec + k.durationSec + 300) * 1000;
    const exam = await call<{ _id: string }>('POST', 'exam/create', {
      title: 'Burst test',
      type: 'ONLINE',
      batch: batchId,
      startDate: dayOf(opens),
      endDate: dayOf(closes),
      randomizeQuestionOrder: true,
      allowStudentToMoveFreely: true,
      allowBlankSubmit: true,
      negativeMarking: true,
      negativeMark: 25,
    });
    const subjectExam = await call<{ _id: string }>('POST', 'exam/subject/create', {
      exam: exam._id,
      subject: subjectId,
      startTime: new Date(opens).toISOString(),
      endTime: new Date(closes).toISOString(),
      fullMark: 100,
      passMark: 35,
    });
    const bank: Bank[] = [];
    for (let q = 0; q < 25; q++) {
      const mcq = q < 20;
      const form = new FormData();
      form.append('subjectExam', subjectExam._id);
      form.append('type', mcq ? 'MCQTYPE' : 'LONGTYPE');
      form.append('question', `Question ${q + 1}: which of these describes the reaction best?`);
      const options = mcq ? ['Exothermic', 'Endothermic', 'Neither', 'Both'] : [];
      for (const o of options) form.append('options', o);
      if (mcq) form.append('answer', options[q % 4]!);
      form.append('markAwarded', mcq ? '3' : '8');
      const added = await call<{ _id: string }>('POST', 'exam/question/add', form);
      bank.push({ id: added._id, type: mcq ? 'MCQTYPE' : 'LONGTYPE', options, answer: mcq ? options[q % 4]! : '', mark: mcq ? 3 : 8 });
    }

    // ---- The students' tokens: signed as a sign-in signs them (the sign-in is not what is measured) ------------------
    const users = await sql<{ id: string; token_version: number }>`select u.id, u.token_version from app_user u
      join student s on s.id = u.id where s.batch_id = ${batchId} order by u.id`.execute(rt.database.db);
    const tokens = users.rows.map((u) => rt.tokens.issue({ sub: u.id, role: 'STUDENT', tv: u.token_version }).token);
    if (tokens.length < k.students) throw new Error(`exam burst: ${tokens.length} students in the batch, ${k.students} wanted`);
    if (!(await rt.runner.waitFor(rt.runner.names, await rt.store.head(), 600_000)))
      throw new Error('exam burst: the setup did not project');
    ctx.log(
      `  ${fmtCount(tokens.length)} students, 25 questions ready (${((performance.now() - t0) / 1000).toFixed(0)} s); opens in ${Math.max(0, Math.round((opens - Date.now()) / 1000))} s`,
    );
    await new Promise((r) => setTimeout(r, Math.max(0, opens - Date.now() + 1000)));

    const plan = (target: string): BurstPlan => ({
      api: target,
      subjectExamId: subjectExam._id,
      tokens,
      questions: bank.map((b) => ({ id: b.id, type: b.type, options: b.options })),
      rampSec: k.rampSec,
      everySec: k.everySec,
      durationSec: k.durationSec,
      seed: 12,
    });
    ctx.log(`  platform: ${fmtCount(tokens.length)} students, ${k.rampSec} s ramp, a save every ${k.everySec} s for ${k.durationSec} s`);
    const platform = await runChild(plan(api), dir, 'platform');
    // When the slow saves came (10-second windows): a stall shows as a column of them.
    const windows = new Map<number, { n: number; worst: number }>();
    for (const [t, ms] of platform.slow) {
      const w = Math.floor(t / 10) * 10;
      const x = windows.get(w) ?? { n: 0, worst: 0 };
      windows.set(w, { n: x.n + 1, worst: Math.max(x.worst, ms) });
    }
    if (windows.size > 0)
      ctx.log(`  saves over 250 ms by 10 s window: ${[...windows].map(([w, x]) => `${w}s ${x.n} (≤${x.worst} ms)`).join(', ')}`);

    // ---- Every acknowledged answer in the log and in the marks --------------------------------------------------------
    ctx.log('  submitting every sheet');
    let submitFailed = 0;
    const queue = [...tokens];
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let token = queue.pop(); token; token = queue.pop()) {
          const r = await fetch(`${api}/exam/answer/submit`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ subjectExam: subjectExam._id }),
          });
          await r.arrayBuffer();
          if (!r.ok) submitFailed++;
        }
      }),
    );
    if (!(await rt.runner.waitFor(rt.runner.names, await rt.store.head(), 600_000)))
      throw new Error('exam burst: the answers did not project');
    const saved = await sql<{ n: string }>`select count(*)::text as n from es_event
      where type = 'ExamAnswerSaved' and stream_id like ${`exam-sheet-${subjectExam._id}~%`}`.execute(rt.database.db);
    const answers = await sql<{ student_id: string; question_id: string; answer: string }>`select student_id, question_id, answer
      from exam_answer where subject_exam_id = ${subjectExam._id}`.execute(rt.database.db);
    // The written answers are not graded yet: a sheet's mark is its MCQ marks, floored at 0.
    const results = await sql<{ student_id: string; obtain_mark: string }>`select student_id, obtain_mark::text as obtain_mark
      from exam_result where subject_exam_id = ${subjectExam._id}`.execute(rt.database.db);
    const held = new Map(answers.rows.map((a) => [`${a.student_id}|${a.question_id}`, a.answer]));
    const marks = new Map(results.rows.map((r) => [r.student_id, Number(r.obtain_mark)]));
    const keyOf = new Map(bank.map((b) => [b.id, b]));
    let lostAnswers = 0;
    let wrongMarks = 0;
    users.rows.forEach((u, i) => {
      const acked = platform.acked[i] ?? {};
      let expected = 0;
      for (const [q, answer] of Object.entries(acked)) {
        if (held.get(`${u.id}|${q}`) !== answer) lostAnswers++;
        const b = keyOf.get(q)!;
        if (b.type === 'MCQTYPE' && answer) expected += answer === b.answer ? b.mark : -b.mark * 0.25;
      }
      if (Object.keys(acked).length > 0 && Math.abs((marks.get(u.id) ?? Number.NaN) - Math.max(0, expected)) > 1e-6) wrongMarks++;
    });
    const events = Number(saved.rows[0]?.n ?? 0);

    // ---- The baseline: the same requests against bare Fastify with one INSERT each --------------------------------------
    const questionsBody = Buffer.from(
      await (
        await fetch(`${api}/exam/${encodeURIComponent(subjectExam._id)}/question?random=true`, {
          headers: { authorization: `Bearer ${tokens[0]}` },
        }).catch(() => new Response('{"message":"Questions","data":[]}'))
      ).arrayBuffer(),
    );
    const base = await serveBaseline(ctx.env.url, questionsBody);
    let baseline: BurstReport;
    try {
      ctx.log('  baseline: the same load against bare Fastify, one INSERT a request');
      baseline = await runChild(plan(base.api), dir, 'baseline');
    } finally {
      await base.close();
    }

    const p = (xs: number[], q: number) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        q,
      );
    const ms = (x: number) => (Number.isFinite(x) ? fmtMs(x) : 'n/a');
    const rows: Row[] = [];
    for (const [label, key] of [
      ['question fetch', 'fetch'],
      ['save an answer', 'save'],
    ] as const) {
      for (const q of [50, 99]) {
        const a = p(platform[key], q);
        const b = p(baseline[key], q);
        rows.push({ figure: '12', metric: `${label}: p${q}`, platform: ms(a), baseline: ms(b), ratio: costRatio(a, b) });
      }
    }
    rows.push({
      figure: '12',
      metric: 'requests failed (open/fetch/save)',
      platform: `${platform.failed.open}/${platform.failed.fetch}/${platform.failed.save}`,
      baseline: `${baseline.failed.open}/${baseline.failed.fetch}/${baseline.failed.save}`,
      ratio: '',
    });
    rows.push({
      figure: '12',
      metric: 'saves acknowledged / sent',
      platform: `${fmtCount(platform.ackedSaves)} / ${fmtCount(platform.sentSaves)}`,
      baseline: `${fmtCount(baseline.ackedSaves)} / ${fmtCount(baseline.sentSaves)}`,
      ratio: '',
    });
    rows.push({
      figure: '12',
      metric: 'acknowledged saves not in the log; answers lost; marks wrong',
      platform: `${fmtCount(Math.max(0, platform.ackedSaves - events))}; ${fmtCount(lostAnswers)}; ${fmtCount(wrongMarks)}`,
      baseline: '',
      ratio: '',
      note:
        `${fmtCount(tokens.length)} students of one batch (the large seed's bulk import) open one ONLINE subject exam (25 questions, ` +
        `random order, negative marking 25%) within ${k.rampSec} s (check-submit, then the question fetch) and each saves an answer ` +
        `every ${k.everySec} s for ${k.durationSec} s, from a child process, one keep-alive connection per student, through the real ` +
        `routes; then every student submits (${submitFailed} submits failed). "In the log": ExamAnswerSaved events of the subject ` +
        `exam's sheets vs saves acknowledged; "lost": a student's last acknowledged answer to a question that the sheet's read model ` +
        `does not hold; "marks wrong": students whose mark (MCQ marks floored at 0) differs from the marks of their acknowledged answers. ` +
        `Baseline: bare Fastify answering the same requests after one INSERT each (the question fetch replies the platform's bytes). ` +
        `Goal (issue #14): p99 ≤ 200 ms, 0 lost.${platform.errors.length ? ` First failures: ${platform.errors.join('; ')}.` : ''}`,
    });
    return rows;
  },
};
