import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateUnlessPushed, pushedKeys, setPushConnected, setPushMap } from './push-map';

/** Which of these cached queries a call made stale. */
function staleAfter(run: (qc: QueryClient) => void): string[] {
  const qc = new QueryClient();
  const keys = [['leave', 'list', { pageNo: 1 }], ['history', 'leave/1'], ['dashboards', 'stat'], ['flags', 'staff', 'u1'], ['other']];
  for (const k of keys) qc.setQueryData(k, 1);
  run(qc);
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey));
}

describe('invalidateUnlessPushed', () => {
  setPushMap({ staff_leave: [['leave'], ['history'], ['dashboards']] });
  afterEach(() => setPushConnected(false));

  it('socket down: refreshes what the signal would, and the extra keys', () => {
    setPushConnected(false);
    expect(staleAfter((qc) => invalidateUnlessPushed(qc, ['staff_leave'], [['flags', 'staff', 'u1']]))).toEqual([
      '["leave","list",{"pageNo":1}]',
      '["history","leave/1"]',
      '["dashboards","stat"]',
      '["flags","staff","u1"]',
    ]);
  });

  it('socket up: leaves to the signal what it refreshes, and refreshes only the keys no signal covers', () => {
    setPushConnected(true);
    expect(
      staleAfter((qc) =>
        invalidateUnlessPushed(
          qc,
          ['staff_leave'],
          [
            ['flags', 'staff', 'u1'],
            ['leave', 'list'],
          ],
        ),
      ),
    ).toEqual(['["flags","staff","u1"]']);
  });

  it('socket up, a read model no feature maps: its keys are refreshed here', () => {
    setPushConnected(true);
    expect(staleAfter((qc) => invalidateUnlessPushed(qc, ['grade'], [['leave']]))).toEqual(['["leave","list",{"pageNo":1}]']);
    expect(pushedKeys('no_such_model')).toEqual([]);
  });
});
