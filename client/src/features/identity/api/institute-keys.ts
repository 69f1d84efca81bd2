export const instituteKeys = {
  all: ['institutes'] as const,
  list: () => [...instituteKeys.all, 'list'] as const,
  /** The admins an institute may be given (a user list: an `app_user` push refreshes it too). */
  admins: () => [...instituteKeys.all, 'admins'] as const,
};
