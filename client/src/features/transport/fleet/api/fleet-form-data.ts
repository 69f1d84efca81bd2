/** What the vehicle form sends (000 §7; `seats` is ours): text as typed, the image when one was chosen. */
export interface VehicleInput {
  vehicleName: string;
  vehicleNumber: string;
  rcNumber: string;
  rcExpiryDate: string;
  pucNumber: string;
  pucExpiryDate: string;
  insuranceNumber: string;
  insuranceExpiryDate: string;
  status: string;
  seats: string;
  image: File | null;
}

/** What the driver form sends (000 §7): text as typed, the photo when one was chosen. */
export interface DriverInput {
  name: string;
  phoneNumber: string;
  drivingLicenseNumber: string;
  licenseExpiryDate: string;
  photo: File | null;
}

/** A form's values as multipart (000 §7 vehicle and driver calls): trimmed text, empty text left out, the file if chosen. */
export function fleetFormData(fields: Record<string, string | undefined>, file?: { key: string; value: File | null }): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const v = value?.trim();
    if (v) fd.append(key, v);
  }
  if (file?.value) fd.append(file.key, file.value, file.value.name);
  return fd;
}

export const vehicleFormData = ({ image, ...fields }: VehicleInput) => fleetFormData({ ...fields }, { key: 'image', value: image });
export const driverFormData = ({ photo, ...fields }: DriverInput) => fleetFormData({ ...fields }, { key: 'photo', value: photo });
