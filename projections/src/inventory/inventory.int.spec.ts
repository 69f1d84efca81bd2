import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { inventoryItemsProjection } from './items.js';
import { inventorySuppliesProjection } from './supplies.js';

const spec = projectionSpec(inventoryItemsProjection, inventorySuppliesProjection);
const { event } = spec;
const s = { streamId: 'inventoryItem-p1' };
const added = () =>
  event(
    'InventoryItemAdded',
    { itemId: 'p1', title: 'Chalk', categoryId: 'c1', price: 40, description: null, imageKey: null, quantity: 10, source: 'FORM' },
    s,
  );
const supplied = (n: number, after: number) =>
  event(
    'InventoryStockMoved',
    {
      itemId: 'p1',
      kind: 'SUPPLY',
      quantity: n,
      quantityAfter: after,
      challanNumber: null,
      invoiceKey: null,
      remark: null,
      supplyId: 's1',
    },
    s,
  );

describe('inventory projections', () => {
  it('items: quantity after each movement, units delivered, and per day; an edit and the category copy', async () => {
    const rows = await spec
      .given(event('InventoryCategoryCreated', { inventoryCategoryId: 'c1', title: 'Stationery', description: 'x' }))
      .when(
        added(),
        event('InventoryItemUpdated', { itemId: 'p1', price: 45, description: 'White', changed: ['price', 'description'] }, s),
        supplied(3, 7),
        event(
          'InventoryStockMoved',
          { itemId: 'p1', kind: 'IN', quantity: 5, quantityAfter: 12, challanNumber: 'C', invoiceKey: null, remark: null, supplyId: null },
          s,
        ),
      )
      .then('inventory_item');
    expect(rows.map((r) => [r.title, Number(r.price), r.quantity, r.stock_used, r.description])).toEqual([['Chalk', 45, 12, 3, 'White']]);
    const days = await spec.rows('inventory_sold_day', 'day');
    expect(days.map((d) => d.units)).toEqual([3]);
    expect((await spec.rows('inventory_item_category')).map((c) => c.title)).toEqual(['Stationery']);
  });

  it('supplies: recorded, moved on, cancelled; settings kept per institute', async () => {
    const rows = await spec
      .when(
        event(
          'InventorySupplyRecorded',
          {
            supplyId: 's1',
            itemId: 'p1',
            consumerId: 't1',
            consumerRole: 'TEACHER',
            quantity: 2,
            amount: 80,
            purchasedDepartment: 'Science',
            status: 'ORDER_REQUEST',
          },
          s,
        ),
        event(
          'InventorySupplyStatusChanged',
          { supplyId: 's1', itemId: 'p1', from: 'ORDER_REQUEST', status: 'INITIATED', remark: null },
          s,
        ),
        event('InventorySupplyCancelled', { supplyId: 's1', itemId: 'p1', from: 'INITIATED', reason: 'Not needed' }, s),
        event('InventorySettingsSet', { lowStockThreshold: 3 }),
      )
      .then('inventory_supply');
    expect(rows.map((r) => [r.status, r.cancelled, r.cancel_reason, Number(r.amount)])).toEqual([['INITIATED', true, 'Not needed', 80]]);
    expect((await spec.rows('inventory_settings', 'institute_id')).map((r) => r.low_stock_threshold)).toEqual([3]);
  });
});
