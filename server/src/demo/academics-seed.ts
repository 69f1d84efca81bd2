import type { FastifyInstance } from 'fastify';
import { multipartBody, tileIcon } from './icons.js';

type Headers = Record<string, string>;

/** Calls the API as the demo admin and fails the seed loudly when a call is refused. */
export function demoClient(app: FastifyInstance, headers: Headers) {
  return async function call<T = { _id: string }>(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    form?: ReturnType<typeof multipartBody>,
  ): Promise<T> {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: form ? { ...headers, ...form.headers } : headers,
      payload: (form ? form.payload : payload) as never,
    });
    if (r.statusCode !== 200) throw new Error(`demo ${url}: ${r.body}`);
    return (r.json() as { data: T }).data;
  };
}

const COURSES = [
  {
    title: 'Bachelor of Technology',
    duration: 4,
    description: 'Four-year engineering degree.',
    colour: '#1d4ed8',
    branches: ['Computer Science', 'Mechanical Engineering'],
  },
  {
    title: 'Bachelor of Science',
    duration: 3,
    description: 'Three-year science degree with honours options.',
    colour: '#0f766e',
    branches: ['Physics', 'Mathematics'],
  },
  { title: 'Higher Secondary', duration: 2, description: 'Classes XI and XII.', colour: '#b45309', branches: ['Science', 'Commerce'] },
];
const SUBJECTS = [
  ['Mathematics', 'MATH101'],
  ['Physics', 'PHY101'],
  ['Chemistry', 'CHEM101'],
  ['English', 'ENG101'],
  ['Computer Science', 'CS101'],
  ['Data Structures', 'CS201'],
];
const DESIGNATIONS = ['Principal', 'Professor', 'Assistant Professor', 'Lecturer', 'Accountant', 'Librarian'];
const GRADES: [number, number, string][] = [
  [90, 100, 'A+'],
  [80, 90, 'A'],
  [70, 80, 'B'],
  [60, 70, 'C'],
  [50, 60, 'D'],
  [0, 50, 'F'],
];
const FEES: [string, number][] = [
  ['Tuition fee', 45000],
  ['Library fee', 1500],
  ['Transport fee', 12000],
  ['Examination fee', 2500],
  ['Hostel fee', 60000],
];
const BOOK_CATEGORIES = [
  ['Fiction', 'Novels and short stories'],
  ['Science', 'Physics, chemistry and biology'],
  ['Reference', 'Dictionaries and encyclopaedias'],
];
const INVENTORY_CATEGORIES = [
  ['Stationery', 'Paper, pens and registers'],
  ['Lab equipment', 'Apparatus for the laboratories'],
  ['Furniture', 'Desks, chairs and cupboards'],
];

export interface DemoAcademics {
  batches: { id: string; title: string }[];
}

/** Courses, branches, sessions, subjects, grades, fees, holidays and three batches, through the API. */
export async function seedAcademics(app: FastifyInstance, headers: Headers, headTeacherId: string, now: Date): Promise<DemoAcademics> {
  const call = demoClient(app, headers);
  const year = now.getUTCFullYear();
  const sessions: string[] = [];
  for (const start of [year - 1, year]) {
    const s = await call('POST', 'session/create', {
      startYear: `${start}-06-01T00:00:00.000Z`,
      endYear: `${start + 1}-05-31T00:00:00.000Z`,
    });
    sessions.push(s._id);
  }
  const branchIds = new Map<string, { course: string; branch: string }>();
  for (const c of COURSES) {
    const icon = { name: 'icon', filename: 'course.png', type: 'image/png', data: tileIcon(c.colour) };
    const course = await call(
      'POST',
      'course/create',
      null,
      multipartBody({ title: c.title, duration: String(c.duration), description: c.description }, icon),
    );
    for (const b of c.branches) {
      const branch = await call('POST', 'branch/create', {
        title: b,
        description: `${b} in the ${c.title} programme.`,
        courseId: course._id,
      });
      branchIds.set(`${c.title}/${b}`, { course: course._id, branch: branch._id });
    }
  }
  for (const [title, subjectCode] of SUBJECTS) await call('POST', 'subject/create', { title, subjectCode });
  for (const title of DESIGNATIONS) await call('POST', 'designation/create', { title });
  for (const [lowPercent, highPercent, grade] of GRADES) await call('POST', 'grade/create', { lowPercent, highPercent, grade });
  for (const [title, amount] of FEES) await call('POST', 'fee/create', { title, amount });
  for (const [title, description] of BOOK_CATEGORIES) await call('POST', 'book-category/create', { title, description });
  for (const [title, description] of INVENTORY_CATEGORIES) await call('POST', 'inventory/category/create', { title, description });
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  await call('POST', 'holiday', { title: 'Founders Day', startDate: day(12), endDate: day(12) });
  await call('POST', 'holiday', { title: 'Winter break', startDate: day(30), endDate: day(40) });

  const batches: DemoAcademics['batches'] = [];
  const plan: [string, number, number][] = [
    ['Bachelor of Technology/Computer Science', 0, 60],
    ['Bachelor of Science/Physics', 0, 40],
    ['Higher Secondary/Science', 1, 45],
  ];
  for (const [key, sessionIndex, maximumStudent] of plan) {
    const ids = branchIds.get(key)!;
    const b = await call('POST', 'batch/create', {
      session: sessions[sessionIndex],
      course: ids.course,
      branch: ids.branch,
      description: `${key.replace('/', ', ')} batch`,
      maximumStudent,
      headOfDepartment: headTeacherId,
    });
    batches.push({ id: b._id, title: key });
  }
  return { batches };
}

/** A tiny real PDF (one empty page), for a demo material. */
function demoPdf(title: string): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Title(${title})>>endobj\ntrailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The batch tabs of the demo batches: a weekly timetable (three morning classes, Monday to Saturday, no teacher in
 * two places at once), two materials and two announcements for the first batch. Runs after the people, so the
 * announcements reach the students of the batch.
 */
export async function seedBatchTabs(app: FastifyInstance, headers: Headers, batches: { id: string }[]): Promise<void> {
  const call = demoClient(app, headers);
  const get = async <T>(url: string): Promise<T> => {
    const r = await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    if (r.statusCode !== 200) throw new Error(`demo ${url}: ${r.body}`);
    return (r.json() as { data: T }).data;
  };
  const subjects = await get<{ _id: string }[]>('subject?perPage=20&pageNo=1');
  const teachers = await get<{ _id: string }[]>('user?role=TEACHER&perPage=20&pageNo=1');
  if (subjects.length === 0 || teachers.length < 3) return;
  // Any date of the weekday will do: the server keeps the weekday and the times (India, +05:30). 2024-01-01 was a Monday.
  const times: [string, string][] = [
    ['09:00', '10:00'],
    ['10:00', '11:00'],
    ['11:15', '12:15'],
  ];
  const rooms = ['Room 101', 'Room 102', 'Lab 1'];
  // A subject keeps one teacher in a batch (its Assign Teacher entry, docs/decisions/0016), and no teacher is in two
  // places at once: each slot takes the first subject, from the usual rotation on, whose teacher is free then.
  const busy = new Map<string, Set<string>>();
  for (const [b, batch] of batches.entries()) {
    const teacherOf = new Map<string, string>();
    for (let d = 0; d < 6; d++) {
      for (const [s, [from, to]] of times.entries()) {
        const taken = busy.get(`${d}:${s}`) ?? new Set<string>();
        busy.set(`${d}:${s}`, taken);
        let slot: { subject: string; teacher: string } | null = null;
        for (let k = 0; k < subjects.length && !slot; k++) {
          const subject = subjects[(b + s + d + k) % subjects.length]!._id;
          const teacher =
            teacherOf.get(subject) ??
            [...teachers.keys()].map((i) => teachers[(b + s + d + k + i) % teachers.length]!._id).find((t) => !taken.has(t));
          if (teacher && !taken.has(teacher)) slot = { subject, teacher };
        }
        if (!slot) continue;
        teacherOf.set(slot.subject, slot.teacher);
        taken.add(slot.teacher);
        const date = `2024-01-0${1 + d}`;
        await call('POST', `batch/timetable/${batch.id}`, {
          startTime: `${date}T${from}:00+05:30`,
          endTime: `${date}T${to}:00+05:30`,
          subject: slot.subject,
          teacher: slot.teacher,
          classRoom: `${rooms[s]}${b ? `-${b + 1}` : ''}`,
        });
      }
    }
  }
  const first = batches[0];
  if (!first) return;
  await call(
    'POST',
    `batch/material/${first.id}`,
    null,
    multipartBody(
      { title: 'Course syllabus', description: 'Units, reading list and assessment plan for the semester.' },
      { name: 'file', filename: 'syllabus.pdf', type: 'application/pdf', data: demoPdf('Course syllabus') },
    ),
  );
  await call(
    'POST',
    `batch/material/${first.id}`,
    null,
    multipartBody(
      { title: 'Lab safety poster', description: 'Print and keep at your bench.' },
      { name: 'file', filename: 'lab-safety.png', type: 'image/png', data: tileIcon('#dc2626') },
    ),
  );
  await call('POST', `batch/announcement/${first.id}`, {
    title: 'Welcome to the new term',
    description: '<p>Classes follow the weekly timetable from Monday. Bring your ID card.</p>',
  });
  await call('POST', `batch/announcement/${first.id}`, {
    title: 'Lab records due Friday',
    description: '<p>Submit your <strong>lab records</strong> to the H.O.D. by Friday, 4 PM.</p>',
  });
}
