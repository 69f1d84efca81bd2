import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, type InventoryItemEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { inventoryItemDecider, type InventoryItemCommand } from './decider.js';

const spec = deciderSpec(inventoryItemDecider);
const fields = { title: 'Chalk box', categoryId: 'c1', price: 40, description: null, imageKey: null };
const added = (quantity: number): InventoryItemEvent => ({
  type: 'InventoryItemAdded',
  data: { itemId: 'i1', ...fields, quantity, source: 'FORM' },
});
const rule = { threshold: 2, recipients: ['a1'] };
const request = (supplyId: string, quantity = 1): InventoryItemEvent => ({
  type: 'InventorySupplyRecorded',
  data: {
    supplyId,
    itemId: 'i1',
    consumerId: 't1',
    consumerRole: 'TEACHER',
    quantity,
    amount: 40 * quantity,
    purchasedDepartment: null,
    status: 'ORDER_REQUEST',
  },
});
const move = (supplyId: string, status: 'INITIATED' | 'PROCESSING' | 'DELIVERED'): InventoryItemCommand => ({
  type: 'MoveSupply',
  data: { supplyId, status, remark: null, ...rule },
});
const moved = (kind: 'IN' | 'OUT' | 'SUPPLY', quantity: number, quantityAfter: number, extra: object = {}) => ({
  type: 'InventoryStockMoved' as const,
  data: { itemId: 'i1', kind, quantity, quantityAfter, challanNumber: null, invoiceKey: null, remark: null, supplyId: null, ...extra },
});

describe('inventory item decider', () => {
  it('adds an item once, with its first units', () => {
    spec
      .given()
      .when({ type: 'AddItem', data: { itemId: 'i1', fields, quantity: 5, source: 'FORM' } })
      .then([added(5)]);
    spec
      .given(added(5))
      .when({ type: 'AddItem', data: { itemId: 'i1', fields, quantity: 5, source: 'FORM' } })
      .thenThrows({ status: 409 });
  });

  it('receives stock with its challan; edits only what changed; writes off with a remark, never below zero', () => {
    const update = (over: object): InventoryItemCommand => ({
      type: 'UpdateItem',
      data: { itemId: 'i1', fields: {}, challanNumber: null, invoiceKey: null, remark: null, ...rule, ...over },
    });
    spec
      .given(added(5))
      .when(update({ fields: { price: 40, title: 'Chalk' }, addQuantity: 3, challanNumber: 'C-9' }))
      .then([
        { type: 'InventoryItemUpdated', data: { itemId: 'i1', title: 'Chalk', changed: ['title'] } },
        moved('IN', 3, 8, { challanNumber: 'C-9' }),
      ]);
    spec
      .given(added(5))
      .when(update({ removeQuantity: 1 }))
      .thenThrows({ status: 400 });
    spec
      .given(added(5))
      .when(update({ removeQuantity: 6, remark: 'broken' }))
      .thenThrows({ message: M.notEnough(5), status: 400 });
    spec.given(added(5)).when(update({})).then([]);
  });

  it('a write-off that crosses the threshold from above carries InventoryStockLow; one already under does not', () => {
    const off = (n: number): InventoryItemCommand => ({
      type: 'UpdateItem',
      data: { itemId: 'i1', fields: {}, removeQuantity: n, challanNumber: null, invoiceKey: null, remark: 'lost', ...rule },
    });
    spec
      .given(added(5))
      .when(off(3))
      .then([
        moved('OUT', 3, 2, { remark: 'lost' }),
        { type: 'InventoryStockLow', data: { itemId: 'i1', quantity: 2, threshold: 2, title: 'Chalk box', recipients: ['a1'] } },
      ]);
    spec
      .given(added(2))
      .when(off(1))
      .then([moved('OUT', 1, 1, { remark: 'lost' })]);
  });

  it('a request moves forward only, delivery takes the stock out in the same decision, and is refused when short', () => {
    spec
      .given(added(5), request('s1', 2))
      .when(move('s1', 'PROCESSING'))
      .then([
        {
          type: 'InventorySupplyStatusChanged',
          data: { supplyId: 's1', itemId: 'i1', from: 'ORDER_REQUEST', status: 'PROCESSING', remark: null },
        },
      ]);
    const processing: InventoryItemEvent = {
      type: 'InventorySupplyStatusChanged',
      data: { supplyId: 's1', itemId: 'i1', from: 'ORDER_REQUEST', status: 'PROCESSING', remark: null },
    };
    spec.given(added(5), request('s1', 2), processing).when(move('s1', 'INITIATED')).thenThrows(M.badStep('PROCESSING', 'INITIATED'));
    const out = spec.given(added(5), request('s1', 2), processing).when(move('s1', 'DELIVERED')).events();
    expect(out.map((e) => e.type)).toEqual(['InventorySupplyStatusChanged', 'InventoryStockMoved']);
    expect(out[1]!.data).toMatchObject({ kind: 'SUPPLY', quantity: 2, quantityAfter: 3, supplyId: 's1' });
    spec.given(added(1), request('s1', 2)).when(move('s1', 'DELIVERED')).thenThrows(M.notEnough(1));
    spec.given(added(1)).when(move('nope', 'DELIVERED')).thenThrows({ message: M.supplyMissing, status: 404 });
  });

  it('the office issues directly: DELIVERED with its movement; cancel before delivery only, with a reason', () => {
    const direct: InventoryItemCommand = {
      type: 'RecordSupply',
      data: {
        supplyId: 's2',
        consumerId: 't1',
        consumerRole: 'TEACHER',
        quantity: 4,
        amount: null,
        purchasedDepartment: null,
        direct: true,
        ...rule,
      },
    };
    const events = spec.given(added(5)).when(direct).events();
    expect(events.map((e) => e.type)).toEqual(['InventorySupplyRecorded', 'InventoryStockMoved', 'InventoryStockLow']);
    expect(events[0]!.data).toMatchObject({ status: 'DELIVERED', amount: 160 });
    const cancel = (supplyId: string, reason = 'No longer needed', requesterOnly?: string): InventoryItemCommand => ({
      type: 'CancelSupply',
      data: { supplyId, reason, ...(requesterOnly ? { requesterOnly } : {}) },
    });
    spec
      .given(added(5), ...events)
      .when(cancel('s2'))
      .thenThrows({ message: M.delivered, status: 409 });
    spec.given(added(5), request('s1')).when(cancel('s1', ' ')).thenThrows(M.reasonRequired);
    spec
      .given(added(5), request('s1'))
      .when(cancel('s1', 'x', 'someone-else'))
      .thenThrows({ status: 404 });
    spec
      .given(added(5), request('s1'))
      .when(cancel('s1', 'x', 't1'))
      .then([{ type: 'InventorySupplyCancelled', data: { supplyId: 's1', itemId: 'i1', from: 'ORDER_REQUEST', reason: 'x' } }]);
  });

  it('an item with open supplies is not deleted', () => {
    spec
      .given(added(5), request('s1'))
      .when({ type: 'DeleteItem', data: { itemId: 'i1' } })
      .thenThrows(M.deleteWithOpen);
    spec
      .given(added(5))
      .when({ type: 'DeleteItem', data: { itemId: 'i1' } })
      .then([{ type: 'InventoryItemDeleted', data: { itemId: 'i1' } }]);
  });
});
