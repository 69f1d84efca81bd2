import type { UserDetails } from '../api/users';

export interface StudentValues {
  name: string;
  phoneNumber: string;
  countryCode: string;
  gender: string;
  caste: string;
  dateOfBirth: string;
  applicationNumber: string;
  enrollmentCode: string;
  registrationNumber: string;
  rollNumber: string;
  libraryCardNumber: string;
  batch: string;
  isHostler: string;
  isUsingTransport: string;
  aadharNumber: string;
  fatherName: string;
  motherName: string;
  parentNumber: string;
  parentEmail: string;
  state: string;
  district: string;
  city: string;
  pinCode: string;
  address: string;
}
export type StudentErrors = Partial<Record<keyof StudentValues, string>>;

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const yesNo = (v: boolean | null | undefined) => (v === true ? 'true' : v === false ? 'false' : '');

export function studentValues(u: UserDetails): StudentValues {
  const a = u.addressDetails ?? null;
  const ac = u.academicDetails;
  return {
    name: u.displayName ?? '',
    phoneNumber: s(u.phoneNumber),
    countryCode: s(u.countryCode) || '+91',
    gender: s(u.gender),
    caste: s(u.caste),
    dateOfBirth: s(u.dateOfBirth).slice(0, 10),
    applicationNumber: s(ac?.applicationNumber),
    enrollmentCode: s(ac?.enrollmentCode),
    registrationNumber: s(ac?.registrationNumber),
    rollNumber: s(ac?.rollNumber),
    libraryCardNumber: s(ac?.libraryCardNumber),
    batch: s(ac?.batch?._id),
    isHostler: yesNo(ac?.isHostler),
    isUsingTransport: yesNo(ac?.isUsingTransport),
    aadharNumber: s(a?.aadharNumber),
    fatherName: s(a?.fatherName),
    motherName: s(a?.motherName),
    parentNumber: s(a?.parentNumber),
    parentEmail: s(a?.parentEmail),
    state: s(a?.state),
    district: s(a?.district),
    city: s(a?.city),
    pinCode: s(a?.pinCode),
    address: s(a?.address),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 001 §5 Student edit, with the spec's messages. The API keeps a field left out and refuses one sent blank,
 * so a field that was never filled may stay empty; one that had a value may not be cleared.
 */
export function validateStudent(v: StudentValues, before: StudentValues): StudentErrors {
  const e: StudentErrors = {};
  const cleared = (k: keyof StudentValues) => !v[k].trim() && !!before[k].trim();
  if (!v.name.trim()) e.name = 'Student Name is required';
  if (!v.phoneNumber.trim()) e.phoneNumber = 'Phone number is required';
  else if (v.phoneNumber.replace(/\D/g, '').length < 10) e.phoneNumber = 'Minimum 10 digits required';
  if (!v.countryCode.trim()) e.countryCode = 'Country is required.';
  if (v.dateOfBirth && v.dateOfBirth > new Date().toISOString().slice(0, 10)) e.dateOfBirth = 'Please choose a valid date of birth';
  if (v.aadharNumber.trim() && !/^\d{12}$/.test(v.aadharNumber.trim())) e.aadharNumber = 'Aadhar number Must be 12 number';
  if (v.pinCode.trim() && !/^\d{4,}$/.test(v.pinCode.trim())) e.pinCode = 'Minimum  4 numbers.';
  if (v.parentNumber.trim() && v.parentNumber.replace(/\D/g, '').length < 10) e.parentNumber = 'Minimum 10 digits required';
  if (v.parentEmail.trim() && !EMAIL.test(v.parentEmail.trim())) e.parentEmail = 'Should be a valid email address';
  const labels: Partial<Record<keyof StudentValues, string>> = {
    applicationNumber: 'Application No is required.',
    enrollmentCode: 'Enrollment Code is required.',
    registrationNumber: 'Registration No is required.',
    rollNumber: 'Roll Number is required.',
    libraryCardNumber: 'Library Card Number is required.',
    fatherName: 'Father Name is required.',
    motherName: 'Mother Name is required.',
    parentEmail: 'Should be a valid email address',
    state: 'State is required.',
    district: 'City is required.',
    city: 'City is required.',
    pinCode: 'Pin Code is required.',
    address: 'Address is required.',
    aadharNumber: 'Aadhar number Must be 12 number',
    parentNumber: 'Parent Number is required.',
  };
  for (const [k, msg] of Object.entries(labels) as Array<[keyof StudentValues, string]>) if (!e[k] && cleared(k)) e[k] = msg;
  return e;
}

/** Only what changed goes to PUT user/update/:id (multipart). */
export function studentFormData(v: StudentValues, before: StudentValues, photo: File | null): FormData {
  const fd = new FormData();
  for (const k of Object.keys(v) as Array<keyof StudentValues>) {
    const value = v[k].trim();
    if ((value === before[k].trim() && k !== 'name') || !value) continue;
    fd.append(k, value);
  }
  if (photo) fd.append('photo', photo, photo.name);
  return fd;
}
