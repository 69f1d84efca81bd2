/** Every riders query sits under `['transport', 'riders']`: a push of a riders read model refreshes them all. */
export const ridersKeys = {
  all: ['transport', 'riders'] as const,
  route: (routeId: string) => [...ridersKeys.all, 'route', routeId] as const,
  riders: (params: { route: string; pageNo: number; searchTitle: string }) => [...ridersKeys.all, 'list', params] as const,
  student: (studentId: string) => [...ridersKeys.all, 'student', studentId] as const,
  teacher: () => [...ridersKeys.all, 'teacher'] as const,
  students: (search: string) => [...ridersKeys.all, 'student-options', search] as const,
  fees: () => [...ridersKeys.all, 'fees'] as const,
};

/** The read models the riders' writes change (the server signals them; without push the mutation refreshes). */
export const RIDERS_READ_MODELS = ['transport_stop', 'transport_rider', 'transport_fare'] as const;
/** The fleet's queries (the routes list counts stops and riders): their keys start with this. */
export const TRANSPORT_KEY = ['transport'] as const;
