export const historyKeys = {
  all: ['history'] as const,
  of: (url: string) => [...historyKeys.all, url] as const,
};
