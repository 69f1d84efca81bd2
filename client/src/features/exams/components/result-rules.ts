/** 002 §5 Exam result update: the spec's messages, in the order the spec gives them. */
export const resultRules = {
  isAttended: (v: string) => (v === 'true' || v === 'false' ? true : 'Attendance is required*'),
  obtainMark: (v: string, attended: string, fullMark: number) => {
    if (attended !== 'true') return true;
    if (v.trim() === '') return 'Please enter obtain mark*';
    const n = Number(v);
    if (!Number.isFinite(n)) return 'Obtained mark must be a number.';
    if (n < 0 || n > fullMark) return 'Obtained mark must be between 0 and the full mark.';
    return true;
  },
  reason: (v: string, changing: boolean) => (!changing || v.trim() !== '' ? true : 'Give a reason for changing a result.'),
};
