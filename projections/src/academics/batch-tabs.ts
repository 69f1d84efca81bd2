import { sql } from 'kysely';
import { TIMETABLE_DAYS, type BatchMaterialEvent, type TimetableEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `timetable_slot`: the weekly slots of every batch (the Timetable tab, a student's and a teacher's timetable). */
export const timetableSlotProjection: Projection = {
  name: 'timetable_slot',
  version: 1,
  tables: {
    timetable_slot: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, subject_id text not null, teacher_id text not null,
      class_room text not null, day text not null, day_index integer not null, start_minute integer not null, end_minute integer not null,
      created_at timestamptz not null, removed_at timestamptz)`,
  },
  indexes: {
    'timetable_slot.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, day_index, start_minute)`,
    'timetable_slot.teacher': (t, i) => sql`create index ${i} on ${t} (teacher_id, day_index, start_minute)`,
  },
  handles: ['TimetableSlotScheduled', 'TimetableSlotRemoved'],
  idsOf: (e) => {
    const d = e.data as { slotId: string; batchId: string };
    return [d.slotId, d.batchId];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as TimetableEvent;
    const at = event.metadata.occurredAt;
    if (e.type === 'TimetableSlotScheduled') {
      const d = e.data;
      await sql`insert into ${table('timetable_slot')} (id, institute_id, batch_id, subject_id, teacher_id, class_room, day, day_index,
          start_minute, end_minute, created_at)
        values (${d.slotId}, ${event.metadata.instituteId}, ${d.batchId}, ${d.subjectId}, ${d.teacherId}, ${d.classRoom}, ${d.day},
          ${TIMETABLE_DAYS.indexOf(d.day)}, ${d.startMinute}, ${d.endMinute}, ${at})
        on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'TimetableSlotRemoved') {
      await sql`update ${table('timetable_slot')} set removed_at = ${at} where id = ${e.data.slotId} and removed_at is null`.execute(tx);
    }
  },
};

/** `batch_material`: the files shared with a batch; a deleted one keeps its row, marked. */
export const batchMaterialProjection: Projection = {
  name: 'batch_material',
  version: 1,
  tables: {
    batch_material: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, title text not null, description text not null,
      file_id text not null, file_name text not null, content_type text not null, size integer not null,
      created_by text not null, created_by_name text not null, created_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: { 'batch_material.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, created_at desc)` },
  handles: ['BatchMaterialAdded', 'BatchMaterialDeleted'],
  idsOf: (e) => {
    const d = e.data as { materialId: string; batchId: string };
    return [d.materialId, d.batchId];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as BatchMaterialEvent;
    const m = event.metadata;
    if (e.type === 'BatchMaterialAdded') {
      const d = e.data;
      await sql`insert into ${table('batch_material')} (id, institute_id, batch_id, title, description, file_id, file_name, content_type, size,
          created_by, created_by_name, created_at)
        values (${d.materialId}, ${m.instituteId}, ${d.batchId}, ${d.title}, ${d.description}, ${d.fileId}, ${d.fileName}, ${d.contentType},
          ${d.size}, ${m.actorId}, ${d.createdByName}, ${m.occurredAt})
        on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'BatchMaterialDeleted') {
      await sql`update ${table('batch_material')} set deleted_at = ${m.occurredAt} where id = ${e.data.materialId} and deleted_at is null`.execute(
        tx,
      );
    }
  },
};
