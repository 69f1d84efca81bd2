import { describe, expect, it } from 'vitest';
import { compareVersions, type AppUpdatesEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { appUpdateDecider } from './decider.js';

const spec = deciderSpec(appUpdateDecider);
const published = (version: string): AppUpdatesEvent => ({
  type: 'AppUpdatePublished',
  data: { updateId: `u-${version}`, type: 'ANDROID', version, title: 'New version', message: 'Update now.', isDismissible: true },
});
const publish = (version: string) => ({ type: 'PublishAppUpdate' as const, data: published(version).data });

describe('app update decider', () => {
  it('publishes the first notice and each newer version', () => {
    spec
      .given()
      .when(publish('2.4.0'))
      .then([published('2.4.0')]);
    spec
      .given(published('2.4.0'))
      .when(publish('2.10'))
      .then([published('2.10')]);
  });
  it('refuses a version that is not newer than the current one (409, the current named)', () => {
    spec.given(published('2.4.0')).when(publish('2.4')).thenThrows({ message: 'App version must be newer than 2.4.0.', status: 409 });
    spec.given(published('2.4.0'), published('2.10')).when(publish('2.9.9')).thenThrows({ status: 409 });
  });
  it('holds the blank title and message as missing (400, the spec’s messages)', () => {
    spec
      .given()
      .when({ type: 'PublishAppUpdate', data: { ...publish('1.0').data, title: '' } })
      .thenThrows({ message: 'App update title is required.', status: 400 });
    spec
      .given()
      .when({ type: 'PublishAppUpdate', data: { ...publish('1.0').data, message: '' } })
      .thenThrows({ message: 'Description is required.', status: 400 });
  });
  it('compares versions number by number', () => {
    expect(compareVersions('2.10', '2.9')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('1.0.1', '1.1')).toBe(-1);
  });
});
