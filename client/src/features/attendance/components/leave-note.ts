import type { ApprovedLeaveOnDay } from '@school/contracts';

/** A day's approved leave in words (issue 12 part 8): 'Sick leave, approved', 'Casual leave, first half'. */
export function leaveNote(leave: ApprovedLeaveOnDay): string {
  const code = leave.leaveCode === 'CASUAL_LEAVE' ? 'Casual leave' : leave.leaveCode === 'SICK_LEAVE' ? 'Sick leave' : 'Leave';
  if (leave.fullDay) return `${code}, approved`;
  return `${code}, ${leave.half === 'secondHalf' ? 'second' : 'first'} half`;
}
