// Helpers for the browser flows: waiting, axe-core, screenshots, a generated PNG, signing in.
import { deflateSync } from 'node:zlib';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOTS = join(here, 'screenshots');
const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
let axeText;
const axeSource = () => (axeText ??= readFileSync(AXE, 'utf8'));

export class AssertionError extends Error {}
export function assert(cond, message) {
  if (!cond) throw new AssertionError(message);
}

/** Polls `fn` until it returns a truthy value; fails with `what` after `ms`. Never a fixed sleep. */
export async function waitFor(fn, what, ms = 10_000, every = 100) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
      last = v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new AssertionError(
        `Timed out after ${ms} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
      );
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Runs axe-core on the page; throws on any serious or critical violation. Returns the minor ones' ids. */
export async function checkA11y(page, label) {
  // Colours are judged on the final frame: wait for finite transitions (a dialog fading in) to end.
  await waitFor(
    () =>
      page.evaluate(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      ),
    `animations to settle before axe on ${label}`,
  );
  // Evaluated over the DevTools protocol, which the panel's Content-Security-Policy (no inline scripts) does not govern:
  // the flows run with the CSP enforced, as users get it.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    throw new AssertionError(`axe on ${label}: ${bad.map((v) => `${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`).join('; ')}`);
  }
  return violations.map((v) => `${v.impact} ${v.id}`);
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the form and waits for the landing route. */
export async function signIn(page, base, email, password, landing) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**${landing}`);
}

/** The figure on a dashboard card, once it has loaded. */
export async function statValue(page, title) {
  const el = page.locator(`[data-stat="${title}"] [data-testid="stat-value"]`);
  await el.waitFor();
  return (await el.textContent()).trim();
}

// A small PNG drawn here (a white mortarboard-ish square on indigo), for the icon upload.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
export function iconPng(size = 64) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const dx = x - size / 2 + 0.5;
      const dy = y - size / 2 + 0.5;
      const inside = Math.abs(dx) + Math.abs(dy) * 2 < size * 0.42 && dy < size * 0.12;
      const ring = Math.hypot(dx, dy) < size * 0.47;
      row.push(...(inside ? [255, 255, 255] : ring ? [16, 185, 129] : [236, 253, 245]));
    }
    rows.push(Buffer.from(row));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The newest password link mailed to `to`, as the embedded server prints it on its console: the outbox API hides the
 * secret part of links (docs/api.md, Password reset).
 */
export function mailedLink(output, to) {
  const at = output.lastIndexOf(`[mail outbox] to ${to}:`);
  return at < 0 ? undefined : /\/reset-password\?token=[\w-]+/.exec(output.slice(at))?.[0];
}

const knownPasswords = new Map();
/**
 * The password an account signs in with now: the demo's, or the one a flow changed it to (the auth flow changes the
 * parent's). Remembered per account, so a later flow does not spend a failed sign-in (they are throttled).
 */
export async function currentPassword(base, email, candidates) {
  const tries = knownPasswords.has(email) ? [knownPasswords.get(email), ...candidates] : candidates;
  for (const p of tries) {
    const r = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: p }),
    });
    if (r.ok) {
      knownPasswords.set(email, p);
      return p;
    }
  }
  return candidates[0];
}
