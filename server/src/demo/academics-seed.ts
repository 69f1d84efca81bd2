import type { FastifyInstance } from 'fastify';
import { multipartBody, tileIcon } from './icons.js';

type Headers = Record<string, string>;

/** Calls the API as the demo admin and fails the seed loudly when a call is refused. */
export function demoClient(app: FastifyInstance, headers: Headers) {
  return async function call<T = { _id: string }>(method: 'POST' | 'PUT', url: string, payload: unknown, form?: ReturnType<typeof multipartBody>): Promise<T> {
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
  { title: 'Bachelor of Technology', duration: 4, description: 'Four-year engineering degree.', colour: '#1d4ed8', branches: ['Computer Science', 'Mechanical Engineering'] },
  { title: 'Bachelor of Science', duration: 3, description: 'Three-year science degree with honours options.', colour: '#0f766e', branches: ['Physics', 'Mathematics'] },
  { title: 'Higher Secondary', duration: 2, description: 'Classes XI and XII.', colour: '#b45309', branches: ['Science', 'Commerce'] },
];
const SUBJECTS = [['Mathematics', 'MATH101'], ['Physics', 'PHY101'], ['Chemistry', 'CHEM101'], ['English', 'ENG101'], ['Computer Science', 'CS101'], ['Data Structures', 'CS201']];
const DESIGNATIONS = ['Principal', 'Professor', 'Assistant Professor', 'Lecturer', 'Accountant', 'Librarian'];
const GRADES: [number, number, string][] = [[90, 100, 'A+'], [80, 90, 'A'], [70, 80, 'B'], [60, 70, 'C'], [50, 60, 'D'], [0, 50, 'F']];
const FEES: [string, number][] = [['Tuition fee', 45000], ['Library fee', 1500], ['Transport fee', 12000], ['Examination fee', 2500], ['Hostel fee', 60000]];
const BOOK_CATEGORIES = [['Fiction', 'Novels and short stories'], ['Science', 'Physics, chemistry and biology'], ['Reference', 'Dictionaries and encyclopaedias']];
const INVENTORY_CATEGORIES = [['Stationery', 'Paper, pens and registers'], ['Lab equipment', 'Apparatus for the laboratories'], ['Furniture', 'Desks, chairs and cupboards']];

export interface DemoAcademics {
  batches: { id: string; title: string }[];
}

/** Courses, branches, sessions, subjects, grades, fees, holidays and three batches, through the API. */
export async function seedAcademics(app: FastifyInstance, headers: Headers, headTeacherId: string, now: Date): Promise<DemoAcademics> {
  const call = demoClient(app, headers);
  const year = now.getUTCFullYear();
  const sessions: string[] = [];
  for (const start of [year - 1, year]) {
    const s = await call('POST', 'session/create', { startYear: `${start}-06-01T00:00:00.000Z`, endYear: `${start + 1}-05-31T00:00:00.000Z` });
    sessions.push(s._id);
  }
  const branchIds = new Map<string, { course: string; branch: string }>();
  for (const c of COURSES) {
    const icon = { name: 'icon', filename: 'course.png', type: 'image/png', data: tileIcon(c.colour) };
    const course = await call('POST', 'course/create', null, multipartBody({ title: c.title, duration: String(c.duration), description: c.description }, icon));
    for (const b of c.branches) {
      const branch = await call('POST', 'branch/create', { title: b, description: `${b} in the ${c.title} programme.`, courseId: course._id });
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
