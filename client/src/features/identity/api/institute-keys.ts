export const instituteKeys = {
  all: ['institutes'] as const,
  list: () => [...instituteKeys.all, 'list'] as const,
};
