import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { appUpdatesProjection } from './app-updates.js';

const spec = projectionSpec(appUpdatesProjection);
const { event } = spec;
const notice = (updateId: string, version: string) =>
  event('AppUpdatePublished', { updateId, type: 'ANDROID', version, title: 'New', message: 'Update now.', isDismissible: false });

describe('app_update projection', () => {
  it('keeps each publication once, with who published it and when', async () => {
    const second = notice('u2', '2.5');
    const rows = await spec.given(notice('u1', '2.4')).when(second).then('app_update', 'version');
    expect(rows).toMatchObject([
      { id: 'u1', institute_id: 'i1', type: 'ANDROID', version: '2.4', is_dismissible: false, created_by: 'u1' },
      { id: 'u2', version: '2.5', message: 'Update now.' },
    ]);
    expect(rows[1]!.created_at).toEqual(new Date(second.metadata.occurredAt));
  });
});
