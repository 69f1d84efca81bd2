export const authKeys = {
  all: ['auth'] as const,
  logo: () => [...authKeys.all, 'logo'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  modules: () => [...authKeys.all, 'modules'] as const,
};
