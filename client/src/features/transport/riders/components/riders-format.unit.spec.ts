import { describe, expect, it } from 'vitest';
import { money, seatsLabel, transportLine, whenLabel } from './riders-format';

describe('riders formats', () => {
  it('says when a paper expires', () => {
    expect([whenLabel(12), whenLabel(1), whenLabel(0), whenLabel(-3), whenLabel(-1)]).toEqual([
      'in 12 days',
      'in 1 day',
      'expires today',
      'expired 3 days ago',
      'expired 1 day ago',
    ]);
  });
  it('names the seats, the fare and the profile’s Transport row', () => {
    expect(seatsLabel(9, 12)).toBe('9 of 12 seats');
    expect(seatsLabel(1, null)).toBe('1 rider · seats not limited');
    expect(money(1250)).toBe('₹1,250');
    const t = {
      route: { _id: 'r', startFrom: 'Kothrud', startAt: '06:45' },
      stop: { _id: 's', name: 'Warje Bridge', pickupAt: '07:10', fare: 1200 },
      vehicle: { vehicleName: 'Bus', vehicleNumber: 'MH 12' },
      driver: { name: 'Ramesh', phoneNumber: '9876543210' },
      inCharge: null,
    };
    expect(transportLine(t)).toBe('Yes · Kothrud, Warje Bridge (07:10)');
  });
});
