import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { driverFormData, type DriverInput } from './fleet-form-data';
import { refreshTransport } from './refresh';

/** POST driver/create ('Driver added successfully') or PUT driver/update/:id ('Driver updated successfully'), multipart. */
export function useSaveDriver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DriverInput }) =>
      id
        ? api.put<Envelope<Driver>>(`driver/update/${encodeURIComponent(id)}`, driverFormData(input))
        : api.post<Envelope<Driver>>('driver/create', driverFormData(input)),
    onSuccess: () => refreshTransport(qc),
  });
}

export type { DriverInput };
