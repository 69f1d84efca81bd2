/** The spec's success envelopes. */
export const ok = <T>(message: string, data: T) => ({ message, data });

export function paged<T>(message: string, rows: T[], totalCount: number, perPage: number, pageNo: number) {
  return {
    message,
    data: rows,
    totalCount,
    perPage,
    pageNo,
    isLastChunk: pageNo * perPage >= totalCount,
  };
}

export const pageOf = (q: { perPage?: number; pageNo?: number }, defaultPerPage = 20) => {
  const perPage = q.perPage ?? defaultPerPage;
  const pageNo = q.pageNo ?? 1;
  return { perPage, pageNo, offset: (pageNo - 1) * perPage };
};

/** LIKE pattern for a search text, with the wildcard characters escaped. */
export const likePattern = (s: string) => `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
