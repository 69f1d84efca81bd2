import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams, withFirstPage } from './list-params';

const defaults = { pageNo: 1, perPage: 10, searchTitle: '', financeType: '' };

describe('parseListParams: a bookmarked list opens where it was', () => {
  it('reads page, search and filters over the defaults', () => {
    expect(parseListParams('?pageNo=3&searchTitle=ram+kumar&financeType=DEBIT', defaults)).toEqual({
      pageNo: 3,
      perPage: 10,
      searchTitle: 'ram kumar',
      financeType: 'DEBIT',
    });
  });
  it('gives the defaults for an empty query', () => {
    expect(parseListParams('', defaults)).toEqual(defaults);
  });
  it.each(['abc', '0', '-2', '1.5', '', ' '])('keeps the default page for pageNo=%j', (raw) => {
    expect(parseListParams(`pageNo=${encodeURIComponent(raw)}`, defaults).pageNo).toBe(1);
  });
  it('ignores keys the list does not own', () => {
    expect(parseListParams('type=TEACHER&date=2026-03-01', defaults)).toEqual(defaults);
  });
  it('reads a flag as true or false only', () => {
    const flags = { pageNo: 1, isAlumni: false };
    expect(parseListParams('isAlumni=true', flags).isAlumni).toBe(true);
    expect(parseListParams('isAlumni=yes', flags).isAlumni).toBe(false);
  });
});

describe('listSearch: the URL for a list', () => {
  it('writes only what differs from the defaults', () => {
    expect(listSearch({ ...defaults, pageNo: 2, searchTitle: 'a&b' }, defaults)).toBe('pageNo=2&searchTitle=a%26b');
    expect(listSearch(defaults, defaults)).toBe('');
  });
  it('keeps the keys it does not own and drops its own stale ones', () => {
    expect(listSearch({ ...defaults, pageNo: 2 }, defaults, '?type=TEACHER&searchTitle=old')).toBe('type=TEACHER&pageNo=2');
  });
  it('round-trips through parseListParams', () => {
    const p = { pageNo: 4, perPage: 10, searchTitle: 'ß ü ?=', financeType: 'CREDIT' };
    expect(parseListParams(listSearch(p, defaults), defaults)).toEqual(p);
  });
});

describe('withFirstPage', () => {
  it('goes back to page 1 when the search or a filter changes', () => {
    expect(withFirstPage({ ...defaults, pageNo: 3 }, { ...defaults, pageNo: 3, searchTitle: 'x' }).pageNo).toBe(1);
  });
  it('keeps a page change', () => {
    expect(withFirstPage({ ...defaults, pageNo: 3 }, { ...defaults, pageNo: 2 }).pageNo).toBe(2);
  });
});
