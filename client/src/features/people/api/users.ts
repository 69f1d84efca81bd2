import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { userKeys } from './people-keys';

export type { UserRow };

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The contract leaves the detail sections open (`additionalProperties`); these are the fields the screens read. */
export interface UserDetails extends UserRow {
  caste: string | null;
  dateOfBirth: string | null;
  department: unknown;
  /** The department whose employee list names the person. */
  departmentTitle?: string | null;
  designation: unknown;
  experience: string | null;
  children?: Array<{ _id: string; displayName?: string } | string>;
  addressDetails?: Nullable<{
    aadharNumber: string;
    aadharImageUrl: string;
    emergencyContactName: string;
    emergencyContactNumber: string;
    city: string;
    state: string;
    district: string;
    address: string;
    pinCode: string;
    fatherName: string;
    motherName: string;
    parentNumber: string;
    parentEmail: string;
  }> | null;
  employeeDetails?: Nullable<{ employmentCode: string; department: unknown; designation: unknown; experience: string }> | null;
  bankDetails?: Nullable<{ accountNumber: string; accountHolderName: string; ifscCode: string; bankName: string }> | null;
  academicDetails?: {
    registrationNumber: string | null;
    rollNumber: string | null;
    libraryCardNumber: string | null;
    applicationNumber: string | null;
    enrollmentCode: string | null;
    isHostler: boolean | null;
    isUsingTransport: boolean | null;
    batch: { _id: string; session: string | null; course: string | null; branch: string | null; isCompleted: boolean } | null;
  } | null;
}

export interface UserListParams {
  role: string[];
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** GET user?role=…&perPage&pageNo&searchTitle. */
export const useUsers = (params: UserListParams) =>
  useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<UserRow>>('user', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

/** GET user/details/:id with the sections asked for. */
export const useUserDetails = (
  id: string | undefined,
  flags: { academics?: boolean; address?: boolean; employee?: boolean; bank?: boolean } = {},
) =>
  useQuery({
    queryKey: [...userKeys.details(id ?? ''), flags],
    queryFn: ({ signal }) => api.get<Envelope<UserDetails>>(`user/details/${encodeURIComponent(id!)}`, { query: { ...flags }, signal }),
    enabled: !!id,
  });

function useInvalidatePeople() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['app_user', 'student']);
}

/** POST auth/management/register (multipart): '{ROLE} created successfully'. */
export function useRegisterUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (body: FormData) =>
      api.post<Envelope<{ _id: string; email: string; displayName: string; role: string }>>('auth/management/register', body),
    onSuccess: invalidate,
  });
}

/** PUT user/update/:id (multipart): a partial update. */
export function useUpdateUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FormData }) =>
      api.put<Envelope<{ _id: string }>>(`user/update/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useBlockUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }) =>
      api.put<Envelope<{ _id: string }>>(`user/${block ? 'block' : 'unblock'}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`user/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
