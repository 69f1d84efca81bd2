import { describe, expect, it } from 'vitest';
import { READ_MODELS } from '@school/contracts';
import { LIBRARY_KEY_ROOT, LIBRARY_READ_MODELS, LIBRARY_WRITTEN_MODELS, libraryPush } from '../../push';
import { libraryKeys } from './library-keys';

describe('the library push map', () => {
  it('refetches every library key: they all start with the root the push map invalidates', () => {
    expect(libraryKeys.all).toEqual(LIBRARY_KEY_ROOT);
    const keys = [
      libraryKeys.stat(),
      libraryKeys.settings(),
      libraryKeys.issues({ pageNo: 1, perPage: 5, searchTitle: '', status: 'ISSUED' }),
      libraryKeys.profile('s1'),
      libraryKeys.studentIssues('s1', { pageNo: 1, perPage: 15, searchTitle: '' }),
      libraryKeys.holds('s1'),
      libraryKeys.students({ pageNo: 1, perPage: 15, searchTitle: '' }),
    ];
    for (const k of keys) expect(k[0]).toBe(LIBRARY_KEY_ROOT[0]);
  });

  it('names only read models the server signals, every library_* one among them', () => {
    for (const m of Object.keys(libraryPush)) expect(READ_MODELS as readonly string[]).toContain(m);
    for (const m of READ_MODELS.filter((n) => n.startsWith('library_'))) expect(LIBRARY_READ_MODELS).toContain(m);
    expect(LIBRARY_READ_MODELS).toContain('student');
    // A paid fine is a ledger CREDIT: its signal refreshes Total Fine Collected too.
    expect(LIBRARY_READ_MODELS).toContain('finance_entry');
    expect(LIBRARY_WRITTEN_MODELS).not.toContain('student');
    expect(LIBRARY_WRITTEN_MODELS).not.toContain('finance_entry');
  });
});
