import type { GradeBand, GradeEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

/** All bands of one institute live in one stream, so a write sees every band it could overlap. */
export interface GradeScale {
  bands: Record<string, GradeBand>;
}
export type GradeCommand =
  | { type: 'AddGrade'; data: GradeBand }
  | { type: 'ChangeGrade'; data: GradeBand }
  | { type: 'RemoveGrade'; data: { gradeId: string } };

export const gradeScaleStream = (instituteId: string) => `gradeScale-${instituteId}`;

const pct = (n: number) => String(Number(n.toFixed(2)));

/**
 * The rule the spec leaves open: 0 <= From < To <= 100, bands do not overlap, and a grade name is used once.
 * Bands touch at their ends (60-75 and 75-90): a mark of exactly 75 takes the higher band.
 */
function check(band: GradeBand, scale: GradeScale) {
  if (!(band.lowPercent < band.highPercent)) throw badRequest('To (%) must be more than From (%).');
  for (const other of Object.values(scale.bands)) {
    if (other.gradeId === band.gradeId) continue;
    if (band.lowPercent < other.highPercent && other.lowPercent < band.highPercent) {
      throw conflict(`This range overlaps grade ${other.grade} (${pct(other.lowPercent)}–${pct(other.highPercent)}%).`);
    }
    if (other.grade.toLowerCase() === band.grade.toLowerCase()) throw conflict(`Grade ${other.grade} already exists.`);
  }
}

export const gradeDecider: Decider<GradeScale, GradeCommand, GradeEvent> = {
  initialState: () => ({ bands: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'GradeAdded':
      case 'GradeChanged':
        return { bands: { ...state.bands, [event.data.gradeId]: event.data } };
      case 'GradeRemoved': {
        const { [event.data.gradeId]: _gone, ...bands } = state.bands;
        return { bands };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddGrade':
        if (state.bands[command.data.gradeId]) throw conflict('This grade already exists.');
        check(command.data, state);
        return [{ type: 'GradeAdded', data: command.data }];
      case 'ChangeGrade': {
        const old = state.bands[command.data.gradeId];
        if (!old) throw notFound('Grade not found.');
        check(command.data, state);
        const same =
          old.lowPercent === command.data.lowPercent && old.highPercent === command.data.highPercent && old.grade === command.data.grade;
        return same ? [] : [{ type: 'GradeChanged', data: command.data }];
      }
      case 'RemoveGrade':
        if (!state.bands[command.data.gradeId]) throw notFound('Grade not found.');
        return [{ type: 'GradeRemoved', data: command.data }];
    }
  },
};
