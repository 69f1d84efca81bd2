/** Chart labels must differ (each batch has its own 'Mid-term examination'): a repeated title gets its count, '… (2)'. */
export const distinctTitles = (titles: string[]): string[] =>
  titles.map((t, i) => (titles.filter((x) => x === t).length > 1 ? `${t} (${titles.slice(0, i + 1).filter((x) => x === t).length})` : t));
