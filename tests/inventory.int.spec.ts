import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M } from '@school/contracts';
import { grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';
import { ok, trackedCalls } from './support/tracked.js';

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let teacher: Record<string, string>;
let staff: Record<string, string>;
let categoryId = '';

const { call, form } = trackedCalls(
  () => t,
  () => admin,
);
let n = 0;
const newItem = async (quantity: number, extra: Record<string, any> = {}) =>
  (
    await ok(
      form('POST', 'inventory/create', { title: `Item ${++n}`, category: categoryId, price: '12.5', quantity: String(quantity), ...extra }),
    )
  ).data as { _id: string; quantity: number; title: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
  teacher = await t.as('TEACHER');
  staff = await t.as('STAFF');
  const c = await ok(call('POST', 'inventory/category/create', { title: 'Stationery', description: 'Pens and paper' }));
  categoryId = c.data._id;
  await ok(call('PUT', 'inventory/settings', { lowStockThreshold: 2 }));
});
afterAll(async () => t?.close());

describe('stock: create, read, update, delete', () => {
  it('adds an item with an image, lists it, and refuses bad input with the contract messages', async () => {
    const r = await ok(
      form('POST', 'inventory/create', {
        title: '  Blue pens ',
        category: categoryId,
        price: '10',
        quantity: '100',
        description: 'Box of 10',
        image: { filename: 'p.png', contentType: 'image/png', data: png() },
      }),
    );
    expect(r.message).toBe('Stock added successfully');
    expect(r.data).toMatchObject({ title: 'Blue pens', price: 10, quantity: 100, stockUsed: 0, low: false });
    expect(r.data.category).toEqual({ _id: categoryId, title: 'Stationery' });
    expect(r.data.imageUrl).toMatch(/^\/api\/v1\//);
    const list = await ok(call('GET', 'inventory?perPage=12&pageNo=1&searchTitle=blue'));
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({ _id: r.data._id, category: { title: 'Stationery' } });
    expect((await ok(call('GET', `inventory/${r.data._id}`))).data.title).toBe('Blue pens');

    const dup = await form('POST', 'inventory/create', { title: 'BLUE PENS', category: categoryId, price: '1', quantity: '1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(M.duplicateTitle);
    const noCat = await form('POST', 'inventory/create', { title: 'X', category: 'nope', price: '1', quantity: '1' });
    expect([noCat.statusCode, noCat.json().error]).toEqual([400, M.categoryMissing]);
    const noTitle = await form('POST', 'inventory/create', { title: '  ', category: categoryId, price: '1', quantity: '1' });
    expect([noTitle.statusCode, noTitle.json().error]).toEqual([400, M.titleRequired]);
  });

  it('receives stock with a challan and invoice, writes off with a remark, and the History shows every movement', async () => {
    const item = await newItem(5);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await ok(
      form('PUT', `inventory/update/${item._id}`, {
        price: '15',
        addQuantity: '20',
        challanNumber: 'CH-1',
        remark: 'Term order',
        invoice: { filename: 'i.pdf', contentType: 'application/pdf', data: pdf },
      }),
    );
    expect(up.message).toBe('Stock updated successfully');
    expect(up.data).toMatchObject({ quantity: 25, price: 15 });
    const noRemark = await form('PUT', `inventory/update/${item._id}`, { removeQuantity: '2' });
    expect(noRemark.statusCode).toBe(400);
    const tooMany = await form('PUT', `inventory/update/${item._id}`, { removeQuantity: '26', remark: 'broken' });
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([400, M.notEnough(25)]);
    expect((await ok(form('PUT', `inventory/update/${item._id}`, { removeQuantity: '5', remark: 'Damaged' }))).data.quantity).toBe(20);
    const h = await ok(call('GET', `inventory/history/${item._id}`));
    const moves = h.data.filter((e: any) => e.type === 'InventoryStockMoved');
    expect(moves.map((e: any) => [e.summary, e.changes[0].before, e.changes[0].after, e.reason ?? null])).toEqual([
      ['Stock received: 20 units', 5, 25, 'Term order'],
      ['Stock written off: 5 units', 25, 20, 'Damaged'],
    ]);
    expect(h.data[0].actor.role).toBe('ADMIN');
    const invoice = moves[0].changes.find((c: { label: string }) => c.label === 'Invoice');
    expect(invoice.after).toMatch(/^\/api\/v1\//);
    expect((await t.inject({ method: 'GET', url: invoice.after })).statusCode).toBe(200);
  });

  it('another institute sees none of it: 404 and nothing written', async () => {
    const item = await newItem(3);
    for (const [m, url] of [
      ['GET', `inventory/${item._id}`],
      ['GET', `inventory/history/${item._id}`],
      ['DELETE', `inventory/delete/${item._id}`],
    ] as const) {
      expect((await call(m, url, undefined, adminB)).statusCode, url).toBe(404);
    }
    expect((await form('PUT', `inventory/update/${item._id}`, { addQuantity: '1' }, adminB)).statusCode).toBe(404);
    expect((await call('POST', 'inventory/supply/create', { product: item._id, quantity: 1 }, adminB)).statusCode).toBe(400);
    expect((await t.rt.store.readStream(`inventoryItem-${item._id}`)).length).toBe(1);
  });

  it('deletes an item without open supplies, and refuses one with a request open', async () => {
    const item = await newItem(3);
    const req = await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 1 }, teacher));
    const refused = await call('DELETE', `inventory/delete/${item._id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([409, M.deleteWithOpen]);
    await ok(call('PUT', `inventory/supply/cancel/${req.data._id}`, { reason: 'Not needed' }, teacher));
    expect((await ok(call('DELETE', `inventory/delete/${item._id}`))).message).toBe('Stock deleted successfully');
    expect((await call('GET', `inventory/${item._id}`)).statusCode).toBe(404);
  });
});

describe('supplies', () => {
  it("a teacher's request moves forward to delivery; stock leaves on delivery; never backwards", async () => {
    const item = await newItem(10);
    const r = await ok(
      call('POST', 'inventory/supply/create', { product: item._id, quantity: 4, purchasedDepartment: 'Science', consumer: 'x' }, teacher),
    );
    expect(r.message).toBe('Supply request sent');
    expect(r.data).toMatchObject({ orderStatus: 'ORDER_REQUEST', quantity: 4, amount: 50, purchasedDepartment: 'Science' });
    expect(r.data.consumer._id).toBe(t.schoolA.users.get('TEACHER'));
    expect(r.data.consumerRole).toBe('TEACHER');
    const id = r.data._id;
    expect((await call('PUT', `inventory/supply/status/${id}`, { orderStatus: 'INITIATED' }, teacher)).statusCode).toBe(403);
    expect((await ok(call('PUT', `inventory/supply/status/${id}`, { orderStatus: 'PROCESSING' }))).data.orderStatus).toBe('PROCESSING');
    const back = await call('PUT', `inventory/supply/status/${id}`, { orderStatus: 'INITIATED' });
    expect([back.statusCode, back.json().error]).toEqual([400, M.badStep('PROCESSING', 'INITIATED')]);
    const done = await ok(call('PUT', `inventory/supply/status/${id}`, { orderStatus: 'DELIVERED', remark: 'Handed over' }));
    expect(done.message).toBe('Supply status updated');
    expect((await ok(call('GET', `inventory/${item._id}`))).data).toMatchObject({ quantity: 6, stockUsed: 4 });
    const again = await call('PUT', `inventory/supply/cancel/${id}`, { reason: 'late' });
    expect([again.statusCode, again.json().error]).toEqual([409, M.delivered]);
    // The teacher lists only their own; the office lists all, with its title.
    const mine = await ok(call('GET', 'inventory/supply', undefined, teacher));
    expect(mine.message).toBe('Supply Requests');
    expect(mine.data.every((s: any) => s.consumer._id === t.schoolA.users.get('TEACHER'))).toBe(true);
    const all = await ok(call('GET', `inventory/supply?status=DELIVERED&searchTitle=${encodeURIComponent(item.title)}`));
    expect(all.message).toBe('Inventory Stock Supplied');
    expect(all.data[0]).toMatchObject({ _id: id, product: { title: item.title }, orderStatus: 'DELIVERED' });
  });

  it('the office supplies directly (DELIVERED at once) and never more than is left', async () => {
    const item = await newItem(3);
    const r = await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 2, amount: 30 }));
    expect(r.message).toBe('Stock supplied successfully');
    expect(r.data).toMatchObject({ orderStatus: 'DELIVERED', amount: 30 });
    const short = await call('POST', 'inventory/supply/create', { product: item._id, quantity: 2 });
    expect([short.statusCode, short.json().error]).toEqual([400, M.notEnough(1)]);
    expect((await call('POST', 'inventory/supply/create', {})).statusCode).toBe(400);
    expect((await call('POST', 'inventory/supply/create', { product: item._id, consumer: 'nobody' })).json().error).toBe(M.consumerMissing);
  });

  it('a requester cancels only their own request, with a reason; staff without the module read the items but not their history', async () => {
    const item = await newItem(5);
    const r = await ok(call('POST', 'inventory/supply/create', { product: item._id }, staff));
    expect(r.data.orderStatus).toBe('ORDER_REQUEST');
    expect((await call('PUT', `inventory/supply/cancel/${r.data._id}`, { reason: 'x' }, teacher)).statusCode).toBe(404);
    const noReason = await call('PUT', `inventory/supply/cancel/${r.data._id}`, { reason: ' ' }, staff);
    expect([noReason.statusCode, noReason.json().error]).toEqual([400, M.reasonRequired]);
    const c = await ok(call('PUT', `inventory/supply/cancel/${r.data._id}`, { reason: 'Ordered elsewhere' }, staff));
    expect(c.data).toMatchObject({ cancelled: true, cancelReason: 'Ordered elsewhere' });
    // The product picker: a requester reads the items (not one item's page, nor its history).
    expect((await call('GET', 'inventory', undefined, staff)).statusCode).toBe(200);
    expect((await call('GET', `inventory/history/${item._id}`, undefined, staff)).statusCode).toBe(403);
    expect((await call('PUT', `inventory/supply/status/${r.data._id}`, { orderStatus: 'INITIATED' }, adminB)).statusCode).toBe(404);
  });

  it('10 deliveries of 1 unit race for 3 units: exactly 3 delivered, quantity 0', async () => {
    const item = await newItem(3);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await ok(call('POST', 'inventory/supply/create', { product: item._id }, teacher))).data._id);
    const results = await Promise.all(
      ids.map((id) => t.with(admin).send('PUT', `inventory/supply/status/${id}`, { orderStatus: 'DELIVERED' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    const state = await t.rt.store.readStream(`inventoryItem-${item._id}`);
    const moved = state.filter((e) => e.type === 'InventoryStockMoved').map((e) => (e.data as { quantityAfter: number }).quantityAfter);
    expect(moved).toEqual([2, 1, 0]);
    // One low-stock alert: the crossing from 3 to 2 (threshold 2).
    expect(state.filter((e) => e.type === 'InventoryStockLow')).toHaveLength(1);
  });
});

describe('dashboard, settings, notifications', () => {
  it('low stock notifies the admins once per crossing', async () => {
    const item = await newItem(4);
    await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 2 }));
    await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 1 }));
    await ok(form('PUT', `inventory/update/${item._id}`, { addQuantity: '5' }));
    await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 4 }));
    await t.settle();
    const inbox = await ok(call('GET', 'notification?perPage=100'));
    const mine = (inbox.data as any[]).filter((x) => x.kind === 'INVENTORY_LOW_STOCK' && x.refId === item._id);
    expect(mine.length).toBe(2);
  });

  it('stats, top products and the settings', async () => {
    await t.settle();
    const s = await ok(call('GET', 'dashboard/admin/inventory-stat'));
    expect(s.data.totalSold).toBeGreaterThan(0);
    expect(s.data.todaySold).toBe(s.data.totalSold);
    expect(s.data.outOfStock).toBeGreaterThan(0);
    const top = await ok(call('GET', 'dashboard/admin/inventory-top-product'));
    expect(top.data.length).toBeLessThanOrEqual(4);
    expect(top.data[0].totalSold).toBeGreaterThanOrEqual(top.data.at(-1).totalSold);
    expect((await ok(call('GET', 'inventory/settings'))).data).toEqual({ lowStockThreshold: 2 });
    expect((await call('PUT', 'inventory/settings', { lowStockThreshold: -1 })).statusCode).toBe(400);
    expect((await call('GET', 'dashboard/admin/inventory-stat', undefined, teacher)).statusCode).toBe(403);
    const dash = await ok(call('GET', 'dashboard/admin/dashboard-stat'));
    expect(dash.data.totalStock).toBeGreaterThan(0);
  });

  it('export: the seven fields, and the PDF messages', async () => {
    const r = await call('GET', 'inventory/export?downloadType=csv&fields=_id&fields=title&fields=quantity&fields=category');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body.split('\n')[0]).toContain('Title');
    const all = ['_id', 'title', 'quantity', 'price', 'description', 'stockUsed', 'category'].map((f) => `fields=${f}`).join('&');
    const pdfAll = await call('GET', `inventory/export?downloadType=pdf&${all}`);
    expect([pdfAll.statusCode, pdfAll.json().error]).toEqual([400, "Can't select all the field in pdf type."]);
    const pdf4 = await call('GET', 'inventory/export?downloadType=pdf&fields=_id&fields=title&fields=price&fields=quantity');
    expect(pdf4.json().error).toBe('A maximum of 3 field can be choose in PDF type.');
  });

  it('role matrix: students and parents reach nothing; a manager without the module only requests', async () => {
    const item = await newItem(5);
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const h = await t.as(role);
      expect((await call('GET', 'inventory', undefined, h)).statusCode).toBe(403);
      expect((await call('GET', 'inventory/supply', undefined, h)).statusCode).toBe(403);
      expect((await call('POST', 'inventory/supply/create', { product: item._id }, h)).statusCode).toBe(403);
    }
    const manager = await t.as('MANAGER');
    expect((await call('GET', `inventory/${item._id}`, undefined, manager)).statusCode).toBe(403);
    expect((await call('PUT', 'inventory/settings', { lowStockThreshold: 1 }, manager)).statusCode).toBe(403);
    const r = await ok(call('POST', 'inventory/supply/create', { product: item._id, consumer: t.schoolA.users.get('TEACHER') }, manager));
    expect(r.data).toMatchObject({ orderStatus: 'ORDER_REQUEST', consumer: { _id: t.schoolA.users.get('MANAGER') } });
    const cancelB = await call('PUT', `inventory/supply/cancel/${r.data._id}`, { reason: 'x' }, adminB);
    expect(cancelB.statusCode).toBe(404);
  });

  it('MANAGER and STAFF need the module for the office calls', async () => {
    await grant(t, 'STAFF', ['inventory']);
    const list = await call('GET', 'inventory', undefined, staff);
    expect(list.statusCode).toBe(200);
    const item = await newItem(2);
    const r = await ok(call('POST', 'inventory/supply/create', { product: item._id, quantity: 1 }, staff));
    expect(r.data.orderStatus).toBe('DELIVERED');
    // Holding the module, they are told of low stock too.
    const low = await newItem(4);
    await ok(call('POST', 'inventory/supply/create', { product: low._id, quantity: 2 }));
    await t.settle();
    const inbox = await ok(call('GET', 'notification?perPage=100', undefined, staff));
    expect(inbox.data.some((x: { kind: string; refId: string }) => x.kind === 'INVENTORY_LOW_STOCK' && x.refId === low._id)).toBe(true);
  });
});
