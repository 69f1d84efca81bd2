import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { linkParentToStudent } from '../modules/identity/index.js';
import { demoClient } from './academics-seed.js';

const FIRST_BOYS = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Rohan',
  'Karan',
  'Ishaan',
  'Siddharth',
  'Rahul',
  'Nikhil',
  'Arnav',
  'Yash',
  'Dev',
  'Kabir',
  'Aman',
  'Harsh',
];
const FIRST_GIRLS = [
  'Ananya',
  'Diya',
  'Priya',
  'Sneha',
  'Kavya',
  'Isha',
  'Meera',
  'Pooja',
  'Riya',
  'Aditi',
  'Tanvi',
  'Nisha',
  'Sara',
  'Neha',
  'Aisha',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Singh',
  'Das',
  'Joshi',
  'Kulkarni',
  'Menon',
  'Bose',
  'Chopra',
  'Rao',
];
const CITIES = ['Pune', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Jaipur', 'Lucknow', 'Kolkata'];
const CASTES = ['GENERAL', 'OBC', 'SC', 'ST'] as const;

const STAFF: [string, string, 'MALE' | 'FEMALE', 'TEACHER' | 'STAFF'][] = [
  ['Dr. Ramesh', 'Krishnan', 'MALE', 'TEACHER'],
  ['Sunita', 'Bhatt', 'FEMALE', 'TEACHER'],
  ['Prakash', 'Menon', 'MALE', 'TEACHER'],
  ['Lakshmi', 'Subramanian', 'FEMALE', 'TEACHER'],
  ['Arvind', 'Saxena', 'MALE', 'TEACHER'],
  ['Farah', 'Khan', 'FEMALE', 'TEACHER'],
  ['Gopal', 'Yadav', 'MALE', 'STAFF'],
  ['Rekha', 'Pillai', 'FEMALE', 'STAFF'],
  ['Manoj', 'Tiwari', 'MALE', 'STAFF'],
];

/** A phone number that looks real and is unique per index. */
const phone = (i: number) => `98${String(76543210 + i * 7919).slice(-8)}`;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/**
 * Teachers, staff and thirty students spread over the demo batches, registered and filled in through the
 * same calls an administrator uses; the demo student joins the first batch and the demo parent gets a
 * second child.
 */
export async function seedPeopleRecords(
  rt: Runtime,
  app: FastifyInstance,
  headers: Record<string, string>,
  ctx: CommandContext,
  demo: { studentId: string; parentId: string; batches: { id: string }[] },
): Promise<void> {
  const call = demoClient(app, headers);
  const register = (body: Record<string, unknown>) => call<{ _id: string }>('POST', 'auth/management/register', body);
  for (const [i, [first, last, gender, role]] of STAFF.entries()) {
    const u = await register({
      name: `${first} ${last}`,
      email: `${first.replace(/\W/g, '').toLowerCase()}.${last.toLowerCase()}@demo.school`,
      phoneNumber: phone(100 + i),
      countryCode: '+91',
      gender,
      caste: pick(CASTES, i),
      role,
    });
    await call('PUT', `user/update/${u._id}`, {
      dateOfBirth: `${1975 + (i % 15)}-0${1 + (i % 9)}-15`,
      employmentCode: `EMP${String(1001 + i)}`,
      designation: role === 'TEACHER' ? pick(['Professor', 'Assistant Professor', 'Lecturer'], i) : pick(['Accountant', 'Librarian'], i),
      city: pick(CITIES, i),
      address: `${12 + i} MG Road`,
      pinCode: `4110${String(10 + i)}`,
    });
  }

  // Registration numbers by session (issue 11): REG-2025-2026-001, … The students come in through the registration
  // form's call with their batch, birth date and father; the last four are younger siblings of the first four.
  await call('PUT', 'institute/registration-pattern', { pattern: 'REG-{SESSION}-{SEQ:3}' });
  const SIBLINGS = 4;
  let secondChild: string | null = null;
  for (let i = 0; i < 30; i++) {
    const girl = i % 2 === 1;
    const first = girl ? pick(FIRST_GIRLS, i) : pick(FIRST_BOYS, i);
    const family = i >= 30 - SIBLINGS ? i - (30 - SIBLINGS) : i;
    const last = pick(SURNAMES, family * 7 + 3);
    const father = `${pick(FIRST_BOYS, family + 5)} ${last}`;
    const batch = demo.batches[i % demo.batches.length]!;
    const u = await call<{ _id: string }>('POST', 'student/register', {
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@student.demo.school`,
      phoneNumber: phone(i),
      countryCode: '+91',
      gender: girl ? 'FEMALE' : 'MALE',
      caste: pick(CASTES, i),
      batch: batch.id,
      dateOfBirth: `${2006 + (i % 4)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 27)).padStart(2, '0')}`,
      parentName: father,
      parentRelation: 'FATHER',
      parentPhone: phone(200 + family),
      parentEmail: `${father.split(' ')[0]!.toLowerCase()}.${last.toLowerCase()}${family}@parent.demo.school`,
    });
    await call('PUT', `user/update/${u._id}`, {
      rollNumber: String(1 + Math.floor(i / demo.batches.length)),
      // The library's Return Books dialog finds a student by this card (issue 17).
      libraryCardNumber: `LIB-${String(101 + i).padStart(4, '0')}`,
      motherName: `${pick(FIRST_GIRLS, family + 9)} ${last}`,
      city: pick(CITIES, i),
      address: `${40 + i}, ${pick(['Park Street', 'Lake Road', 'Station Road', 'Gandhi Nagar'], i)}`,
      pinCode: `5600${String(10 + i)}`,
    });
    if (i === 1) secondChild = u._id;
  }

  // The demo student sits in the first batch; the demo parent has two children to switch between.
  await call('PUT', `user/update/${demo.studentId}`, {
    batch: demo.batches[0]!.id,
    registrationNumber: `REG${new Date().getUTCFullYear()}100`,
    rollNumber: '1',
    libraryCardNumber: 'LIB-0100',
    fatherName: 'Vikram Mehta',
    motherName: 'Sonal Mehta',
    parentNumber: '9876500001',
    parentEmail: 'parent@demo.school',
    city: 'Pune',
  });
  if (secondChild) await linkParentToStudent(rt, ctx, demo.parentId, secondChild);
}
