import { describe, expect, it } from 'vitest';
import { READ_MODELS } from '@school/contracts';
import { fleetPush } from '../../push';
import { FLEET_SHOWN_MODELS } from './transport-keys';

const keys = fleetPush as Record<string, readonly (readonly string[])[]>;

describe('the fleet’s push map', () => {
  it('names only read models the server signals, each refreshing every transport query', () => {
    for (const [model, refreshed] of Object.entries(keys)) {
      expect(READ_MODELS as readonly string[]).toContain(model);
      expect(refreshed).toContainEqual(['transport']);
    }
  });
  it('takes every fleet model the server signals', () => {
    const signalled = FLEET_SHOWN_MODELS.filter((m) => (READ_MODELS as readonly string[]).includes(m));
    expect(Object.keys(keys).sort()).toEqual([...signalled].sort());
  });
  it('moves the admin dashboard (Active Vehicles) on a vehicle’s change, once the server signals it', () => {
    if ((READ_MODELS as readonly string[]).includes('transport_vehicle')) expect(keys.transport_vehicle).toContainEqual(['dashboard']);
    for (const m of ['transport_driver', 'transport_route']) expect(keys[m] ?? []).not.toContainEqual(['dashboard']);
  });
});
