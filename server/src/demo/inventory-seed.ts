import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { multipartBody } from './icons.js';

type Headers = Record<string, string>;

const EXTRA_CATEGORIES: [string, string][] = [
  ['Sports', 'Balls, nets and sports kit'],
  ['Cleaning', 'Housekeeping and cleaning supplies'],
];

/** [title, category, price in rupees, opening units, description]. */
const ITEMS: [string, string, number, number, string][] = [
  ['A4 copier paper (500 sheets)', 'Stationery', 285, 60, '75 gsm, white, one ream'],
  ['Whiteboard marker (blue)', 'Stationery', 35, 150, 'Refillable, chisel tip'],
  ['Whiteboard marker (black)', 'Stationery', 35, 140, 'Refillable, chisel tip'],
  ['Ball pen (box of 10)', 'Stationery', 60, 80, 'Blue ink, 0.7 mm'],
  ['Attendance register', 'Stationery', 180, 40, '200 pages, hard bound'],
  ['Chalk box (100 sticks)', 'Stationery', 55, 90, 'Dustless white chalk'],
  ['Stapler with pins', 'Stationery', 140, 25, 'No. 10 pins, 1000 included'],
  ['Glass beaker 250 ml', 'Lab equipment', 120, 45, 'Borosilicate, graduated'],
  ['Test tube (pack of 12)', 'Lab equipment', 150, 30, '15 x 125 mm'],
  ['Bunsen burner', 'Lab equipment', 450, 12, 'LPG, with regulator'],
  ['Digital weighing balance', 'Lab equipment', 3200, 4, '0.01 g resolution, 200 g capacity'],
  ['Compound microscope', 'Lab equipment', 8500, 6, '40x to 1000x, LED'],
  ['Safety goggles', 'Lab equipment', 220, 35, 'Anti-fog, splash proof'],
  ['Student desk (two seater)', 'Furniture', 4800, 20, 'Steel frame, laminated top'],
  ['Plastic chair', 'Furniture', 650, 60, 'Stackable, with arms'],
  ['Steel cupboard', 'Furniture', 9500, 5, 'Four shelves, lockable'],
  ['Staff room table', 'Furniture', 6200, 4, '6 x 3 ft, wooden'],
  ['Football (size 5)', 'Sports', 850, 9, 'Hand stitched, match ball'],
  ['Cricket bat (English willow)', 'Sports', 3200, 6, 'Full size'],
  ['Badminton shuttlecock (tube of 10)', 'Sports', 650, 15, 'Feather, medium speed'],
  ['Skipping rope', 'Sports', 120, 30, 'Adjustable length'],
  ['Floor cleaner (5 L)', 'Cleaning', 480, 18, 'Pine scented disinfectant'],
  ['Hand wash refill (5 L)', 'Cleaning', 520, 14, 'Antibacterial'],
  ['Broom (soft)', 'Cleaning', 90, 40, 'Grass broom'],
  ['Garbage bags (roll of 30)', 'Cleaning', 110, 50, 'Large, 24 x 32 in'],
];

/** [title, units, challan number, remark]: stock received after the opening count. */
const RECEIVED: [string, number, string, string][] = [
  ['A4 copier paper (500 sheets)', 40, 'CH-2026-0141', 'Term order from Sharma Stationers'],
  ['Whiteboard marker (blue)', 60, 'CH-2026-0142', 'Monthly supply'],
  ['Glass beaker 250 ml', 20, 'CH-2026-0155', 'Chemistry lab top-up'],
  ['Plastic chair', 40, 'CH-2026-0160', 'New classroom block'],
  ['Floor cleaner (5 L)', 12, 'CH-2026-0163', 'Quarterly housekeeping order'],
  ['Cricket bat (English willow)', 4, 'CH-2026-0170', 'Inter-house tournament'],
];

/** [title, units, remark]: written off. */
const WRITTEN_OFF: [string, number, string][] = [
  ['Glass beaker 250 ml', 3, 'Broken during practicals'],
  ['Test tube (pack of 12)', 2, 'Cracked in storage'],
  ['Plastic chair', 2, 'Legs broken beyond repair'],
];

const login = async (app: FastifyInstance, email: string, password: string): Promise<Headers> => {
  const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (r.statusCode !== 200) throw new Error(`demo inventory login ${email}: ${r.body}`);
  return { authorization: `Bearer ${(r.json() as { data: { accessToken: string } }).data.accessToken}` };
};

/**
 * The demo store through the API: categories (beside the academics seed's three), 25 items, stock received with
 * challans, write-offs, and supplies in every status (requested by the demo staff member and teacher, moved on and
 * delivered by the admin, one cancelled, direct issues), one item low (the admins are notified).
 */
export async function seedInventory(rt: Runtime, app: FastifyInstance, headers: Headers, password: string): Promise<number> {
  const call = async <T = { _id: string }>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, h: Headers = headers) => {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...h, 'x-min-position': (await rt.store.head()).toString() },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
    if (r.statusCode !== 200) throw new Error(`demo inventory ${url}: ${r.body}`);
    return (r.json() as { data: T }).data;
  };
  const form = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const f = multipartBody(fields);
    const r = await app.inject({ method, url: `/api/v1/${url}`, headers: { ...headers, ...f.headers }, payload: f.payload });
    if (r.statusCode !== 200) throw new Error(`demo inventory ${url}: ${r.body}`);
    return (r.json() as { data: { _id: string } }).data;
  };

  const known = await call<{ _id: string; title: string }[]>('GET', 'inventory/category?perPage=100');
  const categories = new Map(known.map((c) => [c.title.toLowerCase(), c._id]));
  for (const [title, description] of EXTRA_CATEGORIES) {
    if (!categories.has(title.toLowerCase())) {
      categories.set(title.toLowerCase(), (await call('POST', 'inventory/category/create', { title, description }))._id);
    }
  }
  await call('PUT', 'inventory/settings', { lowStockThreshold: 5 });

  const items = new Map<string, string>();
  for (const [title, category, price, quantity, description] of ITEMS) {
    const categoryId = categories.get(category.toLowerCase());
    if (!categoryId) continue;
    const made = await form('POST', 'inventory/create', {
      title,
      category: categoryId,
      price: String(price),
      quantity: String(quantity),
      description,
    });
    items.set(title, made._id);
  }
  const id = (title: string) => items.get(title)!;
  for (const [title, units, challanNumber, remark] of RECEIVED) {
    await form('PUT', `inventory/update/${id(title)}`, { addQuantity: String(units), challanNumber, remark });
  }
  for (const [title, units, remark] of WRITTEN_OFF) {
    await form('PUT', `inventory/update/${id(title)}`, { removeQuantity: String(units), remark });
  }

  const staff = await login(app, 'staff@demo.school', password);
  const teacher = await login(app, 'teacher@demo.school', password);
  const request = (h: Headers, title: string, quantity: number, purchasedDepartment: string) =>
    call<{ _id: string; consumer: { _id: string } }>(
      'POST',
      'inventory/supply/create',
      { product: id(title), quantity, purchasedDepartment },
      h,
    );
  const step = (supplyId: string, orderStatus: string, remark?: string) =>
    call('PUT', `inventory/supply/status/${supplyId}`, { orderStatus, ...(remark ? { remark } : {}) });

  // Requests by the demo staff member and teacher, left at each status.
  await request(staff, 'Floor cleaner (5 L)', 4, 'Housekeeping');
  await request(teacher, 'Whiteboard marker (black)', 10, 'Science');
  const initiated = await request(staff, 'Garbage bags (roll of 30)', 6, 'Housekeeping');
  await step(initiated._id, 'INITIATED', 'Approved by the office');
  const processing = await request(teacher, 'Safety goggles', 8, 'Science');
  await step(processing._id, 'INITIATED');
  await step(processing._id, 'PROCESSING', 'Being packed at the store');
  const delivered = await request(staff, 'Attendance register', 5, 'Administration');
  await step(delivered._id, 'INITIATED');
  await step(delivered._id, 'DELIVERED', 'Collected from the store');
  const markers = await request(teacher, 'Whiteboard marker (blue)', 20, 'Mathematics');
  await step(markers._id, 'DELIVERED', 'Handed over in the staff room');
  const cancelled = await request(staff, 'Steel cupboard', 1, 'Administration');
  await call('PUT', `inventory/supply/cancel/${cancelled._id}`, { reason: 'The old cupboard was repaired instead.' }, staff);

  // Direct issues by the admin: delivered at once. The football falls to the threshold (low stock, admins notified).
  const teacherId = markers.consumer._id;
  const staffId = delivered.consumer._id;
  await call('POST', 'inventory/supply/create', {
    product: id('A4 copier paper (500 sheets)'),
    consumer: staffId,
    quantity: 12,
    purchasedDepartment: 'Administration',
  });
  await call('POST', 'inventory/supply/create', {
    product: id('Chalk box (100 sticks)'),
    consumer: teacherId,
    quantity: 15,
    purchasedDepartment: 'Mathematics',
  });
  await call('POST', 'inventory/supply/create', {
    product: id('Test tube (pack of 12)'),
    consumer: teacherId,
    quantity: 6,
    purchasedDepartment: 'Science',
  });
  await call('POST', 'inventory/supply/create', {
    product: id('Football (size 5)'),
    consumer: teacherId,
    quantity: 5,
    purchasedDepartment: 'Sports',
  });
  return items.size;
}
