import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vehicle } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { vehicleFormData, type VehicleInput } from './fleet-form-data';
import { refreshTransport } from './refresh';

/** POST vehicle/create ('Vehicle added successfully') or PUT vehicle/update/:id ('Vehicle updated successfully'), multipart. */
export function useSaveVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VehicleInput }) =>
      id
        ? api.put<Envelope<Vehicle>>(`vehicle/update/${encodeURIComponent(id)}`, vehicleFormData(input))
        : api.post<Envelope<Vehicle>>('vehicle/create', vehicleFormData(input)),
    onSuccess: () => refreshTransport(qc),
  });
}

export type { VehicleInput };
