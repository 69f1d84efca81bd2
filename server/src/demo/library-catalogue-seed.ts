import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';

type Headers = Record<string, string>;

const PUBLICATIONS: [string, string][] = [
  ['S. Chand Publishing', 'Textbooks for schools and colleges, New Delhi.'],
  ['Khanna Publishers', 'Engineering and technical books, Delhi.'],
  ['McGraw Hill Education India', 'Higher-education textbooks.'],
  ['Pearson India', 'Engineering, science and management textbooks.'],
  ['PHI Learning', 'Technical and professional books.'],
  ['Laxmi Publications', 'Engineering and science textbooks.'],
  ['Bharati Bhawan', 'School and competitive-exam books, Patna.'],
  ['Penguin India', 'Literature and non-fiction.'],
  ['Rupa Publications', 'Fiction and non-fiction, New Delhi.'],
  ['Oxford University Press India', 'Academic and general books.'],
];

/** Textbook authors, each with the subjects of their shelf and their usual publisher. */
const TEXTBOOK_AUTHORS: [string, string, string[], number][] = [
  ['B. S. Grewal', 'Author of standard engineering mathematics texts.', ['Engineering Mathematics', 'Numerical Methods'], 1],
  ['H. C. Verma', 'Physicist, IIT Kanpur.', ['Physics', 'Mechanics'], 6],
  ['R. D. Sharma', 'Mathematics teacher and author.', ['Mathematics', 'Calculus'], 0],
  ['S. L. Arora', 'Physics author for senior secondary classes.', ['Modern Physics', 'Optics'], 5],
  ['R. S. Aggarwal', 'Author of aptitude and mathematics books.', ['Quantitative Aptitude', 'Algebra'], 0],
  ['P. K. Nag', 'Professor of mechanical engineering.', ['Engineering Thermodynamics', 'Power Plant Engineering'], 2],
  ['R. K. Bansal', 'Author on fluid mechanics and strength of materials.', ['Fluid Mechanics', 'Strength of Materials'], 5],
  ['E. Balagurusamy', 'Computer scientist and educator.', ['Programming in C', 'Object-Oriented Programming with C++'], 2],
  ['Yashavant Kanetkar', 'Programming author.', ['Data Structures', 'Operating Systems'], 4],
  ['V. K. Mehta', 'Author of electrical and electronics texts.', ['Electrical Technology', 'Electronic Devices'], 0],
  ['P. C. Jain', 'Chemistry author.', ['Engineering Chemistry', 'Physical Chemistry'], 0],
  ['S. S. Rattan', 'Professor of mechanical engineering.', ['Theory of Machines', 'Engineering Mechanics'], 2],
  ['D. C. Pandey', 'Physics author for entrance examinations.', ['Electricity and Magnetism', 'Waves and Thermodynamics'], 6],
  ['T. R. Jain', 'Economics author for colleges.', ['Microeconomics', 'Macroeconomics'], 0],
  ['M. C. Shukla', 'Author on accountancy.', ['Financial Accounting', 'Cost Accounting'], 0],
];
const TEMPLATES = [
  (s: string) => s,
  (s: string) => `Fundamentals of ${s}`,
  (s: string) => `Introduction to ${s}`,
  (s: string) => `Principles of ${s}`,
  (s: string) => `Problems in ${s}`,
  (s: string) => `${s}: Theory and Practice`,
  (s: string) => `A Textbook of ${s}`,
  (s: string) => `Objective ${s}`,
  (s: string) => `Solved Examples in ${s}`,
];

/** Literature: real titles with their authors. */
const LITERATURE: [string, string, string[]][] = [
  [
    'R. K. Narayan',
    'Novelist of the fictional town of Malgudi.',
    ['Malgudi Days', 'The Guide', 'Swami and Friends', 'The English Teacher'],
  ],
  ['Premchand', 'Hindi and Urdu novelist.', ['Godaan', 'Nirmala', 'Gaban', 'Idgah and Other Stories']],
  ['Rabindranath Tagore', 'Poet, Nobel laureate 1913.', ['Gitanjali', 'Gora', 'The Home and the World', 'Kabuliwala']],
  ['Mulk Raj Anand', 'Novelist.', ['Untouchable', 'Coolie']],
  ['Ruskin Bond', 'Writer from Mussoorie.', ['The Room on the Roof', 'The Blue Umbrella', 'Rusty the Boy from the Hills']],
  ['Vikram Seth', 'Novelist and poet.', ['A Suitable Boy', 'The Golden Gate']],
  ['Arundhati Roy', 'Novelist, Booker Prize 1997.', ['The God of Small Things']],
  ['Amitav Ghosh', 'Novelist.', ['The Shadow Lines', 'The Hungry Tide', 'Sea of Poppies']],
  ['Khushwant Singh', 'Writer and journalist.', ['Train to Pakistan', 'Delhi']],
  ['Anita Desai', 'Novelist.', ['Clear Light of Day', 'Fire on the Mountain']],
];
const LITERATURE_PUBLISHERS = [7, 8, 9];
const EXTRA_CATEGORIES: [string, string][] = [
  ['Engineering', 'Engineering textbooks'],
  ['Mathematics', 'Mathematics and statistics'],
  ['Computer Science', 'Programming and computing'],
  ['Commerce', 'Accountancy and economics'],
];
const CATEGORY_OF: Record<string, string> = {
  'Engineering Mathematics': 'Mathematics',
  'Numerical Methods': 'Mathematics',
  Mathematics: 'Mathematics',
  Calculus: 'Mathematics',
  'Quantitative Aptitude': 'Mathematics',
  Algebra: 'Mathematics',
  'Programming in C': 'Computer Science',
  'Object-Oriented Programming with C++': 'Computer Science',
  'Data Structures': 'Computer Science',
  'Operating Systems': 'Computer Science',
  Microeconomics: 'Commerce',
  Macroeconomics: 'Commerce',
  'Financial Accounting': 'Commerce',
  'Cost Accounting': 'Commerce',
  Physics: 'Science',
  Mechanics: 'Science',
  'Modern Physics': 'Science',
  Optics: 'Science',
  'Engineering Chemistry': 'Science',
  'Physical Chemistry': 'Science',
  'Electricity and Magnetism': 'Science',
  'Waves and Thermodynamics': 'Science',
};

/**
 * The demo library's catalogue (issue 17 §1), through the API: about 25 authors, 10 publications, the book categories
 * (the academics seed's and a few more) and about 300 books — textbooks of an Indian college library made from each
 * author's subjects, and literature by real titles — with 1 to 8 copies. Returns the book ids (the circulation seed
 * issues them).
 */
export async function seedLibraryCatalogue(rt: Runtime, app: FastifyInstance, headers: Headers, now: Date): Promise<string[]> {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: method === 'GET' ? { ...headers, 'x-min-position': (await rt.store.head()).toString() } : headers,
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode !== 200) throw new Error(`demo library ${url}: ${r.body}`);
    return (r.json() as { data: unknown }).data;
  };
  for (const [title, description] of EXTRA_CATEGORIES) {
    const r = await app.inject({ method: 'POST', url: '/api/v1/book-category/create', headers, payload: { title, description } });
    if (r.statusCode !== 200 && r.statusCode !== 409) throw new Error(`demo book category: ${r.body}`);
  }
  const categories = (await call('GET', 'book-Category?perPage=100')) as { _id: string; title: string }[];
  const categoryId = (title: string) => categories.find((c) => c.title === title)?._id ?? null;
  const pubIds: string[] = [];
  for (const [name, bio] of PUBLICATIONS) pubIds.push(((await call('POST', 'publication/create', { name, bio })) as { _id: string })._id);

  const books: { title: string; author: string; publication: string; bookCategory: string | null }[] = [];
  for (const [name, bio, subjects, pub] of TEXTBOOK_AUTHORS) {
    const author = ((await call('POST', 'author/create', { name, bio })) as { _id: string })._id;
    for (const s of subjects) {
      for (const make of TEMPLATES) {
        books.push({
          title: make(s),
          author,
          publication: pubIds[pub]!,
          bookCategory: categoryId(CATEGORY_OF[s] ?? 'Engineering') ?? categoryId('Reference'),
        });
      }
    }
  }
  let li = 0;
  for (const [name, bio, titles] of LITERATURE) {
    const author = ((await call('POST', 'author/create', { name, bio })) as { _id: string })._id;
    for (const title of titles) {
      books.push({
        title,
        author,
        publication: pubIds[LITERATURE_PUBLISHERS[li++ % LITERATURE_PUBLISHERS.length]!]!,
        bookCategory: categoryId('Fiction'),
      });
    }
  }

  const ids: string[] = [];
  const thisYear = now.getUTCFullYear();
  for (const [i, b] of books.entries()) {
    const year = thisYear - 1 - ((i * 13) % 35);
    const month = String(((i * 5) % 12) + 1).padStart(2, '0');
    const r = (await call('POST', 'book/create', {
      title: b.title,
      summery: null,
      quantity: ((i * 7) % 8) + 1,
      author: b.author,
      publication: b.publication,
      dateOfPublication: `${year}-${month}-01`,
      bookCategory: b.bookCategory,
    })) as { _id: string };
    ids.push(r._id);
  }
  return ids;
}
