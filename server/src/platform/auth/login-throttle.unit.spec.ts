import { describe, expect, it } from 'vitest';
import { delayAfter, LOGIN_THROTTLE, loginThrottle, waitText } from './login-throttle.js';
import { memoryRateLimiter } from './rate-limit.js';

const fail = async (th: ReturnType<typeof loginThrottle>, email: string, ip: string, times: number) => {
  for (let i = 0; i < times; i++) await th.failed(email, ip);
};

describe('login throttle', () => {
  it('lets a few failures pass, then doubles the wait up to the cap', () => {
    const free = LOGIN_THROTTLE.pairFree;
    expect(delayAfter(free - 1, free)).toBe(0);
    expect(delayAfter(free, free)).toBe(1000);
    expect(delayAfter(free + 1, free)).toBe(2000);
    expect(delayAfter(free + 3, free)).toBe(8000);
    expect(delayAfter(free + 50, free)).toBe(LOGIN_THROTTLE.capMs);
    expect(waitText(1500)).toBe('2 seconds');
    expect(waitText(5 * 60_000)).toBe('5 minutes');
  });

  it("delays only the attacker's (e-mail, address): not the owner from another address, nor another e-mail", async () => {
    const th = loginThrottle(memoryRateLimiter());
    await fail(th, 'owner@x.test', '10.0.0.66', LOGIN_THROTTLE.pairFree - 1);
    expect(await th.wait('owner@x.test', '10.0.0.66')).toBe(0);
    await fail(th, 'owner@x.test', '10.0.0.66', 3);
    const wait = await th.wait('owner@x.test', '10.0.0.66');
    expect(wait).toBeGreaterThan(2000); // three failures past the free ones: 4 s
    expect(wait).toBeLessThanOrEqual(4000);
    expect(await th.wait('owner@x.test', '192.168.1.5')).toBe(0);
    expect(await th.wait('someone@x.test', '10.0.0.66')).toBe(0);
    // A success from that address clears its failures of that e-mail.
    await th.succeeded('owner@x.test', '10.0.0.66');
    expect(await th.wait('owner@x.test', '10.0.0.66')).toBe(0);
  });

  it('still caps the failures of one address over many e-mails', async () => {
    const th = loginThrottle(memoryRateLimiter());
    for (let i = 0; i < LOGIN_THROTTLE.addressFree; i++) await th.failed(`guess${i}@x.test`, '10.9.9.9');
    expect(await th.wait('fresh@x.test', '10.9.9.9')).toBeGreaterThan(0);
    expect(await th.wait('fresh@x.test', '10.9.9.8')).toBe(0);
  });
});
