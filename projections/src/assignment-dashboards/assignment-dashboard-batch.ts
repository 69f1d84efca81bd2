import { sql } from 'kysely';
import type { AssignmentEvent, AssignmentSheetEvent, RecordedEvent } from '@school/contracts';
import type { ProjectionContext } from '../types.js';

/**
 * `assignment_dashboard`'s `applyBatch` (replays and busy catch-ups, decision 0023): the rows a run of events names are
 * read in a few statements, the events run on them in memory in log order with `apply`'s rules and guards, and the rows
 * changed and the summed counter differences go out in one statement per table. It leaves exactly the rows `apply`
 * leaves event by event (assignment-dashboard-batch.int.spec.ts compares the two).
 */

type Gender = 'MALE' | 'FEMALE' | 'OTHER';
const genderOf = (g: unknown): Gender => (g === 'MALE' || g === 'FEMALE' ? g : 'OTHER');
const TYPE_INDEX: Record<string, number> = { MCQTYPE: 0, LONGTYPE: 1, ATTACHMENT: 2 };

interface Asg {
  assignment_id: string;
  institute_id: string;
  batch_id: string;
  created_by: string;
  title: string;
  type: string;
  chapter: string;
  subject_id: string;
  full_mark: number;
  start_day: string;
  due_day: string;
  live: boolean;
  created_position: bigint;
  submitted: number;
  boys: number;
  girls: number;
  others: number;
  position: bigint;
}
interface Sheet {
  assignment_id: string;
  student_id: string;
  institute_id: string;
  batch_id: string;
  started: boolean;
  submitted: boolean;
  counted_day: string | null;
  counted_started: number;
  counted_submitted: number;
  gender: Gender;
  position: bigint;
}
interface Person {
  user_id: string;
  institute_id: string;
  gender: string | null;
  batch_id: string | null;
  position: bigint;
}
interface Counted {
  day: string;
  started: number;
  submitted: number;
  gender: Gender;
}
interface Part {
  batchId: string;
  teacherId: string;
  type: string;
  startDay: string;
  dueDay: string;
}

const K = '\u0000';
const sheetKey = (assignmentId: string, studentId: string) => `${assignmentId}${K}${studentId}`;

/** Counter differences by key, each key's parts kept to write it back. */
class Deltas {
  readonly rows = new Map<string, { key: string[]; n: number[] }>();
  add(key: string[], n: number[]) {
    const k = key.join(K);
    const had = this.rows.get(k);
    if (!had) this.rows.set(k, { key, n: [...n] });
    else n.forEach((x, i) => (had.n[i]! += x));
  }
  get list() {
    return [...this.rows.values()];
  }
}

export async function assignmentDashboardBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const asgEvents = new Set(['AssignmentCreated', 'AssignmentUpdated', 'AssignmentDeleted']);
  const sheetEvents = new Set(['AssignmentAnswerSaved', 'AssignmentSubmitted']);
  const personEvents = new Set(['UserProfileUpdated', 'UserDeleted']);
  const mine = events.filter((e) => asgEvents.has(e.type) || sheetEvents.has(e.type) || personEvents.has(e.type));
  if (mine.length === 0) return;

  // ---- What the run names, read once ----
  const asgIds = new Set<string>();
  const asgChanged = new Set<string>(); // assignments whose events may move all their sheets
  const pairs: [string, string][] = [];
  const userIds = new Set<string>();
  const personChanged = new Set<string>(); // users whose events may move all their sheets
  for (const e of mine) {
    const d = e.data as { assignmentId?: string; studentId?: string; userId?: string };
    if (asgEvents.has(e.type) && d.assignmentId) {
      asgIds.add(d.assignmentId);
      asgChanged.add(d.assignmentId);
    } else if (sheetEvents.has(e.type) && d.assignmentId && d.studentId) {
      asgIds.add(d.assignmentId);
      pairs.push([d.assignmentId, d.studentId]);
      userIds.add(d.studentId);
    } else if (personEvents.has(e.type) && d.userId) {
      userIds.add(d.userId);
      personChanged.add(d.userId);
    }
  }
  const tA = ctx.table('assignment_dashboard_assignment');
  const tS = ctx.table('assignment_dashboard_sheet');
  const tP = ctx.table('assignment_dashboard_person');
  const persons = new Map<string, Person>();
  const loadedPersons = await sql<Omit<Person, 'position'> & { position: string }>`select user_id, institute_id, gender, batch_id,
      position::text as position from ${tP} where user_id = any(${[...userIds]}::text[])`.execute(ctx.tx);
  for (const r of loadedPersons.rows) persons.set(r.user_id, { ...r, position: BigInt(r.position) });

  const sheets = new Map<string, Sheet>();
  const loadedSheets = await sql<Omit<Sheet, 'position'> & { position: string }>`select assignment_id, student_id, institute_id,
      batch_id, started, submitted, counted_day, counted_started, counted_submitted, gender, position::text as position
    from ${tS} where assignment_id = any(${[...asgChanged]}::text[]) or student_id = any(${[...personChanged]}::text[])
      or (assignment_id, student_id) in (select * from unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]))`.execute(
    ctx.tx,
  );
  for (const r of loadedSheets.rows) {
    sheets.set(sheetKey(r.assignment_id, r.student_id), { ...r, gender: genderOf(r.gender), position: BigInt(r.position) });
    asgIds.add(r.assignment_id);
  }

  const asgs = new Map<string, Asg>();
  const loadedAsgs = await sql<
    Omit<Asg, 'position' | 'created_position' | 'full_mark'> & { position: string; created_position: string; full_mark: string }
  >`select assignment_id, institute_id, batch_id, created_by, title, type, chapter, subject_id, full_mark::text as full_mark,
      start_day, due_day, live, created_position::text as created_position, submitted, boys, girls, others, position::text as position
    from ${tA} where assignment_id = any(${[...asgIds]}::text[])`.execute(ctx.tx);
  for (const r of loadedAsgs.rows) {
    asgs.set(r.assignment_id, {
      ...r,
      full_mark: Number(r.full_mark),
      created_position: BigInt(r.created_position),
      position: BigInt(r.position),
    });
  }

  // ---- The events in memory ----
  const touchedA = new Set<string>();
  const touchedS = new Set<string>();
  const touchedP = new Set<string>();
  const batchTotal = new Deltas();
  const batchDay = new Deltas();
  const teacher = new Deltas();
  const teacherDay = new Deltas();
  const student = new Deltas();
  const studentDay = new Deltas();

  const addAssignment = (inst: string, p: Part, n: number) => {
    const byType = [0, 0, 0];
    const i = TYPE_INDEX[p.type];
    if (i !== undefined) byType[i] = n;
    batchTotal.add([inst, p.batchId], [n]);
    teacher.add([inst, p.teacherId], [n, ...byType]);
    for (const [day, starts, dues] of [
      [p.startDay, n, 0],
      [p.dueDay, 0, n],
    ] as const) {
      batchDay.add([inst, p.batchId, day], [starts, dues]);
      teacherDay.add([inst, p.teacherId, day], [starts, dues]);
    }
  };
  const addSubmission = (assignmentId: string, gender: Gender, n: number) => {
    const a = asgs.get(assignmentId);
    if (!a) return;
    a.submitted += n;
    if (gender === 'MALE') a.boys += n;
    else if (gender === 'FEMALE') a.girls += n;
    else a.others += n;
    touchedA.add(assignmentId);
  };
  const countedOf = (s: { started: boolean; submitted: boolean; gender: Gender }, day: string): Counted | null =>
    s.started || s.submitted ? { day, started: 1, submitted: s.submitted ? 1 : 0, gender: s.gender } : null;
  const beforeOf = (s: Sheet): Counted | null =>
    s.counted_day === null ? null : { day: s.counted_day, started: s.counted_started, submitted: s.counted_submitted, gender: s.gender };
  const recount = (s: Sheet, after: Counted | null) => {
    const before = beforeOf(s);
    if (
      before?.day === after?.day &&
      before?.started === after?.started &&
      before?.submitted === after?.submitted &&
      before?.gender === after?.gender
    )
      return;
    const parts: [Counted, number][] = [];
    if (before) parts.push([before, -1]);
    if (after) parts.push([after, 1]);
    for (const [c, n] of parts) {
      student.add([s.institute_id, s.batch_id, s.student_id], [n * c.started, n * c.submitted]);
      studentDay.add([s.institute_id, s.batch_id, s.student_id, c.day], [n * c.started, n * c.submitted]);
      if (c.submitted) addSubmission(s.assignment_id, c.gender, n);
    }
    s.counted_day = after?.day ?? null;
    s.counted_started = after?.started ?? 0;
    s.counted_submitted = after?.submitted ?? 0;
    s.gender = after?.gender ?? s.gender;
    touchedS.add(sheetKey(s.assignment_id, s.student_id));
  };

  for (const event of mine) {
    const inst = event.metadata.instituteId;
    if (asgEvents.has(event.type)) {
      const e = event as unknown as Extract<AssignmentEvent, { type: 'AssignmentCreated' | 'AssignmentUpdated' | 'AssignmentDeleted' }>;
      const id = e.data.assignmentId;
      const row = asgs.get(id);
      if (row && row.position >= event.position) continue;
      if (!row && e.type !== 'AssignmentCreated') continue;
      if (row && !row.live) continue;
      const teacherId = row?.created_by ?? (e.type === 'AssignmentCreated' ? e.data.createdBy : event.metadata.actorId);
      const old: Part | null = row
        ? { batchId: row.batch_id, teacherId, type: row.type, startDay: row.start_day, dueDay: row.due_day }
        : null;
      const now: Part | null =
        e.type === 'AssignmentDeleted'
          ? null
          : { batchId: e.data.batchId, teacherId, type: e.data.type, startDay: e.data.dateOfAssignment, dueDay: e.data.dueDate };
      if (old) addAssignment(inst, old, -1);
      if (now) addAssignment(inst, now, 1);
      if (e.type === 'AssignmentDeleted') {
        row!.live = false;
        row!.position = event.position;
      } else {
        const d = e.data;
        const fields = {
          title: d.title,
          type: d.type,
          chapter: d.chapter,
          subject_id: d.subjectId,
          full_mark: d.fullMark,
          start_day: d.dateOfAssignment,
          due_day: d.dueDate,
          position: event.position,
        };
        if (row) Object.assign(row, fields);
        else {
          asgs.set(id, {
            assignment_id: id,
            institute_id: inst,
            batch_id: d.batchId,
            created_by: teacherId,
            live: true,
            created_position: event.position,
            submitted: 0,
            boys: 0,
            girls: 0,
            others: 0,
            ...fields,
          });
        }
      }
      touchedA.add(id);
      if (old?.dueDay !== now?.dueDay) {
        for (const s of sheets.values()) if (s.assignment_id === id) recount(s, now ? countedOf(s, now.dueDay) : null);
      }
    } else if (sheetEvents.has(event.type)) {
      const e = event as unknown as Extract<AssignmentSheetEvent, { type: 'AssignmentAnswerSaved' | 'AssignmentSubmitted' }>;
      const d = e.data;
      const k = sheetKey(d.assignmentId, d.studentId);
      const row = sheets.get(k);
      if (row && row.position >= event.position) continue;
      if (row?.started && e.type === 'AssignmentAnswerSaved') continue;
      const gender = row?.counted_submitted ? row.gender : genderOf(persons.get(d.studentId)?.gender);
      const sheet: Sheet = row ?? {
        assignment_id: d.assignmentId,
        student_id: d.studentId,
        institute_id: inst,
        batch_id: d.batchId,
        started: false,
        submitted: false,
        counted_day: null,
        counted_started: 0,
        counted_submitted: 0,
        gender,
        position: 0n,
      };
      const submitted = sheet.submitted || e.type === 'AssignmentSubmitted';
      sheet.started = true;
      sheet.submitted = submitted;
      sheet.position = event.position;
      sheets.set(k, sheet);
      touchedS.add(k);
      const a = asgs.get(d.assignmentId);
      recount(sheet, a?.live ? countedOf({ started: true, submitted, gender }, a.due_day) : null);
    } else {
      const d = event.data as { userId: string; profile?: Record<string, unknown> };
      const profile = d.profile ?? {};
      const hasGender = Object.hasOwn(profile, 'gender');
      const hasBatch = Object.hasOwn(profile, 'batch');
      const deleted = event.type === 'UserDeleted';
      if (!deleted && !hasGender && !hasBatch) continue;
      const row = persons.get(d.userId);
      if (row && row.position >= event.position) continue;
      if (!row && deleted) continue;
      const gender = hasGender ? ((profile.gender as string | null) ?? null) : (row?.gender ?? null);
      const batch = deleted ? null : hasBatch ? ((profile.batch as string | null) ?? null) : (row?.batch_id ?? null);
      const was = row?.gender;
      persons.set(d.userId, {
        user_id: d.userId,
        institute_id: row?.institute_id ?? inst,
        gender,
        batch_id: batch,
        position: event.position,
      });
      touchedP.add(d.userId);
      if (!hasGender || genderOf(gender) === genderOf(was)) continue;
      for (const [k, s] of sheets) {
        if (s.student_id !== d.userId) continue;
        if (s.counted_submitted > 0) {
          addSubmission(s.assignment_id, s.gender, -1);
          addSubmission(s.assignment_id, genderOf(gender), 1);
        }
        s.gender = genderOf(gender);
        touchedS.add(k);
      }
    }
  }

  // ---- Back to the tables ----
  const json = (rows: unknown[]) => JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  const aRows = [...touchedA].map((id) => asgs.get(id)!);
  if (aRows.length) {
    await sql`insert into ${tA} (assignment_id, institute_id, batch_id, created_by, title, type, chapter, subject_id, full_mark,
        start_day, due_day, live, created_position, submitted, boys, girls, others, position)
      select x.assignment_id, x.institute_id, x.batch_id, x.created_by, x.title, x.type, x.chapter, x.subject_id, x.full_mark,
        x.start_day, x.due_day, x.live, x.created_position::bigint, x.submitted, x.boys, x.girls, x.others, x.position::bigint
      from jsonb_to_recordset(${json(aRows)}::jsonb) as x(assignment_id text, institute_id text, batch_id text, created_by text,
        title text, type text, chapter text, subject_id text, full_mark numeric, start_day text, due_day text, live boolean,
        created_position text, submitted int, boys int, girls int, others int, position text)
      on conflict (assignment_id) do update set title = excluded.title, type = excluded.type, chapter = excluded.chapter,
        subject_id = excluded.subject_id, full_mark = excluded.full_mark, start_day = excluded.start_day,
        due_day = excluded.due_day, live = excluded.live, submitted = excluded.submitted, boys = excluded.boys,
        girls = excluded.girls, others = excluded.others, position = excluded.position`.execute(ctx.tx);
  }
  const sRows = [...touchedS].map((k) => sheets.get(k)!);
  if (sRows.length) {
    await sql`insert into ${tS} (assignment_id, student_id, institute_id, batch_id, started, submitted, counted_day,
        counted_started, counted_submitted, gender, position)
      select x.assignment_id, x.student_id, x.institute_id, x.batch_id, x.started, x.submitted, x.counted_day,
        x.counted_started, x.counted_submitted, x.gender, x.position::bigint
      from jsonb_to_recordset(${json(sRows)}::jsonb) as x(assignment_id text, student_id text, institute_id text, batch_id text,
        started boolean, submitted boolean, counted_day text, counted_started int, counted_submitted int, gender text, position text)
      on conflict (assignment_id, student_id) do update set started = excluded.started, submitted = excluded.submitted,
        counted_day = excluded.counted_day, counted_started = excluded.counted_started,
        counted_submitted = excluded.counted_submitted, gender = excluded.gender, position = excluded.position`.execute(ctx.tx);
  }
  const pRows = [...touchedP].map((id) => persons.get(id)!);
  if (pRows.length) {
    await sql`insert into ${tP} (user_id, institute_id, gender, batch_id, position)
      select x.user_id, x.institute_id, x.gender, x.batch_id, x.position::bigint
      from jsonb_to_recordset(${json(pRows)}::jsonb) as x(user_id text, institute_id text, gender text, batch_id text, position text)
      on conflict (user_id) do update set gender = excluded.gender, batch_id = excluded.batch_id, position = excluded.position`.execute(
      ctx.tx,
    );
  }
  const counters: [string, string[], string[], Deltas][] = [
    ['assignment_dashboard_batch', ['institute_id', 'batch_id'], ['total'], batchTotal],
    ['assignment_dashboard_batch_day', ['institute_id', 'batch_id', 'day'], ['starts', 'dues'], batchDay],
    ['assignment_dashboard_teacher', ['institute_id', 'teacher_id'], ['total', 'mcq', 'long', 'attachment'], teacher],
    ['assignment_dashboard_teacher_day', ['institute_id', 'teacher_id', 'day'], ['starts', 'dues'], teacherDay],
    ['assignment_dashboard_student', ['institute_id', 'batch_id', 'student_id'], ['started', 'submitted'], student],
    ['assignment_dashboard_student_day', ['institute_id', 'batch_id', 'student_id', 'day'], ['started', 'submitted'], studentDay],
  ];
  for (const [table, keys, cols, deltas] of counters) {
    if (deltas.rows.size === 0) continue;
    const rows = deltas.list.map((r) => ({ k: r.key, n: r.n }));
    const keyCols = keys.map((c, i) => sql`(x.k->>${sql.lit(i)})`.as(c));
    const numCols = cols.map((c, i) => sql`(x.n->>${sql.lit(i)})::int`.as(c));
    await sql`insert into ${ctx.table(table)} as c (${sql.join(keys.map((c) => sql.ref(c)))}, ${sql.join(cols.map((c) => sql.ref(c)))})
      select ${sql.join([...keyCols, ...numCols])} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(k jsonb, n jsonb)
      on conflict (${sql.join(keys.map((c) => sql.ref(c)))}) do update set
        ${sql.join(cols.map((c) => sql`${sql.ref(c)} = ${sql.ref(`c.${c}`)} + excluded.${sql.ref(c)}`))}`.execute(ctx.tx);
  }
}
