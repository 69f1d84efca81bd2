import { describe, expect, it } from 'vitest';
import { stockFormData } from '../api/stock-form-data';
import { fieldsForType, NOT_ALL, rowSlider, TOO_MANY } from './export-rows';
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

describe('the export panel', () => {
  it('marks 0, 30, 50 and the total, capped at one file', () => {
    expect(rowSlider(120)).toEqual({ max: 120, marks: [0, 30, 50, 120] });
    expect(rowSlider(20)).toEqual({ max: 20, marks: [0, 20] });
    expect(rowSlider(50_000).max).toBe(20_000);
  });
  it('keeps 3 fields for a PDF and says why', () => {
    expect(fieldsForType('pdf', ['a', 'b', 'c', 'd'])).toEqual({ fields: ['a', 'b', 'c'], problem: TOO_MANY });
    expect(fieldsForType('csv', ['a', 'b', 'c', 'd'])).toEqual({ fields: ['a', 'b', 'c', 'd'], problem: null });
    expect(NOT_ALL).toBe("Can't select all the field in pdf type.");
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
