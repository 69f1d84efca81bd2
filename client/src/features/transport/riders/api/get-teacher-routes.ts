import { useQuery } from '@tanstack/react-query';
import type { TeacherRoute } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

/** GET transport/teacher/routes: the routes the signed-in teacher is in charge of, with stops and riders. */
export const useTeacherRoutes = () =>
  useQuery({
    queryKey: ridersKeys.teacher(),
    queryFn: ({ signal }) => api.get<Envelope<TeacherRoute[]>>('transport/teacher/routes', { signal }),
  });
