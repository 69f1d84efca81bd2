import { describe, expect, it } from 'vitest';
import { platformOf, type PageViewsEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { pageVisitDecider } from './decider.js';

const spec = deciderSpec(pageVisitDecider);
const visited: PageViewsEvent = { type: 'PageVisited', data: { visitId: 'v1', userId: 'u1', platform: 'android' } };

describe('page visit decider', () => {
  it('records a visit once; the same session again records nothing', () => {
    spec.given().when({ type: 'RecordVisit', data: visited.data }).then([visited]);
    spec.given(visited).when({ type: 'RecordVisit', data: visited.data }).then([]);
  });
  it('buckets browsers by their User-Agent (000 §9)', () => {
    const cases: [string | undefined, string][] = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 'android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 'ios'],
      ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'ios'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'windows'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'linux'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'other'],
      [undefined, 'other'],
    ];
    for (const [ua, platform] of cases) expect(platformOf(ua), ua).toBe(platform);
  });
});
