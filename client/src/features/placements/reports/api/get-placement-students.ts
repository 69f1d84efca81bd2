import { useQuery } from '@tanstack/react-query';
import { PLACEMENT_PICKER_PAGE, type PlacementStudent } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { placementReportKeys } from './reports-keys';

/** The manual entry's student picker: GET placement-report/students?perPage=15&pageNo=1&searchTitle (name or registration). */
export const usePlacementStudentOptions = (searchTitle: string) =>
  useQuery({
    queryKey: placementReportKeys.students(searchTitle),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const res = await api.get<PagedEnvelope<PlacementStudent>>('placement-report/students', {
        query: { perPage: PLACEMENT_PICKER_PAGE, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      });
      return res.data.map((s) => ({
        _id: s._id,
        label: s.displayName,
        detail: [s.registrationNumber, s.batch].filter(Boolean).join(' · ') || undefined,
      }));
    },
  });
