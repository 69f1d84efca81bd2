import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { pageViewsProjection } from './page-views.js';

const spec = projectionSpec(pageViewsProjection);
const { event } = spec;

describe('page_view projection', () => {
  it('keeps each visit once with its platform and time', async () => {
    const visit = event('PageVisited', { visitId: 'v2', userId: 'u1', platform: 'ios' });
    const rows = await spec
      .given(event('PageVisited', { visitId: 'v1', userId: 'u1', platform: 'android' }))
      .when(visit)
      .then('page_view', 'id');
    expect(rows).toMatchObject([
      { id: 'v1', institute_id: 'i1', user_id: 'u1', platform: 'android' },
      { id: 'v2', platform: 'ios' },
    ]);
    expect(rows[1]!.visited_at).toEqual(new Date(visit.metadata.occurredAt));
  });
});
