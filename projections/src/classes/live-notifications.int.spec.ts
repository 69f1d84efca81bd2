import { describe, expect, it } from 'vitest';
import { notificationsProjection } from '../communication/notices.js';
import { projectionSpec } from '../testing/projection-spec.js';

const spec = projectionSpec(notificationsProjection);
const notified = (recipients: string[], title = 'Mathematics class for B.Tech') =>
  spec.event(
    'LiveClassNotified',
    { classId: 'c1', batchId: 'b1', title, description: 'Ms Rao is live now.', recipients },
    { streamId: 'class-c1' },
  );
const inbox = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({ id: r.id, user: r.user_id, kind: r.kind, ref: r.ref_id, title: r.title, read: r.read_at !== null }));

describe('notification: LiveClassNotified', () => {
  it('notifies each recipient once, kind LIVE_CLASS, ref the class', async () => {
    expect(inbox(await spec.when(notified(['s1', 's2'])).then('notification'))).toEqual([
      { id: 'live.c1.s1', user: 's1', kind: 'LIVE_CLASS', ref: 'c1', title: 'Mathematics class for B.Tech', read: false },
      { id: 'live.c1.s2', user: 's2', kind: 'LIVE_CLASS', ref: 'c1', title: 'Mathematics class for B.Tech', read: false },
    ]);
  });

  it('going live again with notify renews a read notification: on top and unread again', async () => {
    const first = notified(['s1']);
    const read = spec.event('NotificationRead', { notificationId: 'live.c1.s1', userId: 's1' });
    const again = notified(['s1'], 'Mathematics class for B.Tech (again)');
    const rows = await spec.given(first, read).when(again).then('notification');
    expect(inbox(rows)).toEqual([
      { id: 'live.c1.s1', user: 's1', kind: 'LIVE_CLASS', ref: 'c1', title: 'Mathematics class for B.Tech (again)', read: false },
    ]);
    expect(new Date(rows[0]!.created_at as string).toISOString()).toBe(again.metadata.occurredAt);
  });

  it('an older notification applied late never overwrites a newer one; no recipients writes nothing', async () => {
    const older = notified(['s1'], 'old');
    const newer = notified(['s1'], 'new');
    expect(inbox(await spec.given(newer).when(older).then('notification'))[0]!.title).toBe('new');
    expect(await spec.when(notified([])).then('notification')).toEqual([]);
  });
});
