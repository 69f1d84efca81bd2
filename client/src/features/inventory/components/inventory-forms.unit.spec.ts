import { describe, expect, it } from 'vitest';
import { stockFormData } from '../api/stock-form-data';
import { supplyBody } from './supply-body';

const empty = { product: null, consumer: null, consumerRole: '', quantity: '', amount: '', purchasedDepartment: '' };
const marker = { _id: 'i1', item: { price: 25, quantity: 10 } };

describe('the supply body', () => {
  it('sends the product alone when the rest is empty (the server defaults them)', () => {
    expect(supplyBody({ ...empty, product: marker })).toEqual({ product: 'i1' });
    expect(supplyBody(empty)).toEqual({ product: '' });
  });
  it('sends the consumer, numbers and trimmed text', () => {
    expect(
      supplyBody({
        product: marker,
        consumer: { _id: 'u9', role: 'TEACHER' },
        consumerRole: ' Teacher ',
        quantity: '3',
        amount: '75.50',
        purchasedDepartment: ' Science lab ',
      }),
    ).toEqual({ product: 'i1', consumer: 'u9', consumerRole: 'Teacher', quantity: 3, amount: 75.5, purchasedDepartment: 'Science lab' });
  });
});

describe('the stock multipart body', () => {
  it('sends the item fields with the quantity on create', () => {
    const fd = stockFormData({ title: ' Chalk ', category: 'c1', price: '12.5', quantity: '40', description: '', image: null });
    expect(Object.fromEntries(fd.entries())).toEqual({ title: 'Chalk', category: 'c1', price: '12.5', quantity: '40', description: '' });
  });
  it('sends only the movement for stock received', () => {
    const fd = stockFormData({ addQuantity: '5', challanNumber: 'CH-1', remark: '', invoice: null });
    expect(Object.fromEntries(fd.entries())).toEqual({ addQuantity: '5', challanNumber: 'CH-1' });
  });
});

describe('the top products chart', () => {
  it('shortens long titles so four fit a phone', async () => {
    const { chartLabel } = await import('./chart-label');
    expect(chartLabel('Chalk box')).toBe('Chalk box');
    expect(chartLabel('Whiteboard marker (blue)')).toBe('Whiteboard ma…');
    expect(chartLabel('Whiteboard marker (blue)').length).toBe(14);
  });
});
