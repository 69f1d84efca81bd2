import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { branchDecider, courseDecider } from './course-decider.js';
import { masterDecider } from './master-decider.js';
import { rupees } from './masters.js';

describe('master record decider', () => {
  const d = masterDecider('Subject', 'subjectId', 'Subject');
  const created = { type: 'SubjectCreated', data: { subjectId: 's1', title: 'Maths', subjectCode: 'MA1' } };
  const spec = deciderSpec(d);
  it('names its events and ids after the record type', () => {
    spec
      .given()
      .when({ type: 'Create', id: 's1', fields: { title: 'Maths', subjectCode: 'MA1' } })
      .then([created]);
  });
  it('updates only what changed and refuses what is gone', () => {
    spec
      .given(created)
      .when({ type: 'Update', id: 's1', fields: { title: 'Maths', subjectCode: 'MA1' } })
      .then([]);
    spec
      .given(created)
      .when({ type: 'Update', id: 's1', fields: { title: 'Maths', subjectCode: 'MA2' } })
      .then([{ type: 'SubjectUpdated', data: { subjectId: 's1', title: 'Maths', subjectCode: 'MA2' } }]);
    const deleted = { type: 'SubjectDeleted', data: { subjectId: 's1' } } as unknown as typeof created;
    spec.given(created, deleted).when({ type: 'Delete', id: 's1' }).thenThrows('Subject not found.');
    spec.given().when({ type: 'Update', id: 's1', fields: {} }).thenThrows('Subject not found.');
  });
  it('takes rupees above 0 with at most 2 decimals', () => {
    expect(rupees(12.5)).toBe(12.5);
    expect(rupees(0.1)).toBe(0.1);
    expect(rupees(19.99)).toBe(19.99);
    expect(() => rupees(0)).toThrow('more than 0');
    expect(() => rupees(1.005)).toThrow('at most 2 decimals');
  });
});

describe('course and branch deciders', () => {
  const course = {
    type: 'CourseCreated' as const,
    data: { courseId: 'c1', title: 'BSc', duration: 3, description: 'd', iconFileId: 'f1' },
  };
  it('keeps the icon when an edit sends none', () => {
    const state = courseDecider.evolve(courseDecider.initialState(), course);
    expect(courseDecider.decide({ type: 'UpdateCourse', data: { ...course.data, iconFileId: null } }, state)).toEqual([]);
    expect(courseDecider.decide({ type: 'UpdateCourse', data: { ...course.data, duration: 4, iconFileId: null } }, state)).toEqual([
      { type: 'CourseUpdated', data: { ...course.data, duration: 4 } },
    ]);
  });
  it('keeps a branch duration the edit leaves out, and its course', () => {
    const created = {
      type: 'BranchCreated' as const,
      data: { branchId: 'b1', courseId: 'c1', title: 'Physics', description: 'd', duration: 3, iconFileId: null },
    };
    const state = branchDecider.evolve(branchDecider.initialState(), created);
    const events = branchDecider.decide(
      { type: 'UpdateBranch', data: { branchId: 'b1', title: 'Chemistry', description: 'd', duration: null, iconFileId: null } },
      state,
    );
    expect(events).toEqual([
      { type: 'BranchUpdated', data: { branchId: 'b1', title: 'Chemistry', description: 'd', duration: 3, iconFileId: null } },
    ]);
    expect(branchDecider.evolve(state, events[0]!).courseId).toBe('c1');
  });
});
