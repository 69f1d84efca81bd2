import { describe, expect, it } from 'vitest';
import { canCancel, defaultAmount, isOffice, nextStep, shownStatus, supplyTitle } from './supply-flow';

const mine = { _id: 'u1', displayName: 'Me' };
const supply = (orderStatus: 'ORDER_REQUEST' | 'INITIATED' | 'PROCESSING' | 'DELIVERED', cancelled = false) => ({
  orderStatus,
  cancelled,
  requestedBy: mine,
});

describe('the supply steps', () => {
  it('moves one step at a time up to delivery', () => {
    expect(nextStep(supply('ORDER_REQUEST'))).toBe('INITIATED');
    expect(nextStep(supply('INITIATED'))).toBe('PROCESSING');
    expect(nextStep(supply('PROCESSING'))).toBe('DELIVERED');
    expect(nextStep(supply('DELIVERED'))).toBeNull();
  });
  it('never moves a cancelled supply, which reads Cancelled', () => {
    expect(nextStep(supply('INITIATED', true))).toBeNull();
    expect(shownStatus(supply('INITIATED', true))).toBe('CANCELLED');
    expect(shownStatus(supply('PROCESSING'))).toBe('PROCESSING');
  });
  it('lets the office cancel before delivery, a requester only their own request', () => {
    expect(canCancel(supply('PROCESSING'), true, 'x')).toBe(true);
    expect(canCancel(supply('DELIVERED'), true, 'x')).toBe(false);
    expect(canCancel(supply('ORDER_REQUEST', true), true, 'x')).toBe(false);
    expect(canCancel(supply('ORDER_REQUEST'), false, 'u1')).toBe(true);
    expect(canCancel(supply('ORDER_REQUEST'), false, 'u2')).toBe(false);
    expect(canCancel(supply('INITIATED'), false, 'u1')).toBe(false);
  });
});

describe('the amount a supply defaults to', () => {
  it('is price × quantity to the paisa', () => {
    expect(defaultAmount(12.5, '3')).toBe(37.5);
    expect(defaultAmount(0.1, 3)).toBe(0.3);
    expect(defaultAmount(40, ' 2 ')).toBe(80);
  });
  it('is unknown without a product or a whole quantity of at least 1', () => {
    expect(defaultAmount(undefined, '2')).toBeNull();
    expect(defaultAmount(10, '')).toBeNull();
    expect(defaultAmount(10, '0')).toBeNull();
    expect(defaultAmount(10, '1.5')).toBeNull();
  });
});

describe('who sees what', () => {
  it('titles the list by role (001 §6)', () => {
    expect(supplyTitle('STAFF')).toBe('Supply Requests');
    expect(supplyTitle('TEACHER')).toBe('Supply Requests');
    expect(supplyTitle('ADMIN')).toBe('Inventory Stock Supplied');
    expect(supplyTitle('MANAGER')).toBe('Inventory Stock Supplied');
    expect(supplyTitle('SUPER_ADMIN')).toBe('Inventory Stock Supplied');
  });
  it('counts admins, and managers and staff with the inventory module, as the office', () => {
    expect(isOffice('ADMIN', undefined)).toBe(true);
    expect(isOffice('SUPER_ADMIN', [])).toBe(true);
    expect(isOffice('STAFF', ['inventory'])).toBe(true);
    expect(isOffice('STAFF', ['library'])).toBe(false);
    expect(isOffice('MANAGER', [])).toBe(false);
    expect(isOffice('TEACHER', ['inventory'])).toBe(false);
  });
});
