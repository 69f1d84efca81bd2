import type { AbsenceAlertEvent, AbsenceAlertRaised, MissedClass } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';

/** One stream per student and day: "one notification and one e-mail a day per child" is decided on it. */
export const absenceAlertStream = (studentId: string, day: string) => `absenceAlert-${studentId}-${day}`;
/** The institute's switch. */
export const absenceAlertSettingsStream = (instituteId: string) => `absenceAlertSettings-${instituteId}`;

export interface AbsenceAlertState {
  /** The classes the parents were last told of (empty: nothing raised, or withdrawn). */
  classes: MissedClass[];
  parents: string[];
  emailed: boolean;
  /** The last register position an alert of this stream reflected. */
  upTo: bigint;
}

export type AbsenceAlertCommand =
  /** The day's absences as the register has them now (the job's reading at `upTo`); empty: none stands. */
  | { type: 'UpdateAbsenceAlert'; data: Omit<AbsenceAlertRaised['data'], 'classes'> & { classes: MissedClass[] } }
  /** The day is over for the student: the e-mail digest of what stands, to these addresses. */
  | { type: 'EmailAbsenceDigest'; data: { alertId: string; studentId: string; day: string; emails: string[] } };

export const absenceAlertDecider: Decider<AbsenceAlertState, AbsenceAlertCommand, AbsenceAlertEvent> = {
  initialState: () => ({ classes: [], parents: [], emailed: false, upTo: 0n }),
  evolve(state, event) {
    switch (event.type) {
      case 'AbsenceAlertRaised':
        return { ...state, classes: event.data.classes, parents: event.data.parents, upTo: BigInt(event.data.upTo) };
      case 'AbsenceAlertWithdrawn':
        return { ...state, classes: [], upTo: BigInt(event.data.upTo) };
      case 'AbsenceAlertEmailed':
        return { ...state, emailed: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'UpdateAbsenceAlert': {
        const d = command.data;
        // An older reading (a slower run of the job) never overwrites a newer one.
        if (BigInt(d.upTo) <= state.upTo) return [];
        // Every newer reading is recorded, so the job's bookmark moves: an unchanged list rewrites nothing the parents see
        // (the notification changes only when its text does), an empty one withdraws what was raised (if anything was).
        if (d.classes.length === 0) {
          return [
            {
              type: 'AbsenceAlertWithdrawn',
              data: { alertId: d.alertId, studentId: d.studentId, day: d.day, parents: state.parents, upTo: d.upTo },
            },
          ];
        }
        return [{ type: 'AbsenceAlertRaised', data: d }];
      }
      case 'EmailAbsenceDigest': {
        // Once a day per child, and only while absences stand.
        if (state.emailed || state.classes.length === 0) return [];
        const d = command.data;
        return [
          {
            type: 'AbsenceAlertEmailed',
            data: {
              alertId: d.alertId,
              studentId: d.studentId,
              day: d.day,
              parents: state.parents,
              emails: d.emails,
              classes: state.classes,
            },
          },
        ];
      }
    }
  },
};

export interface AbsenceAlertSettingsState {
  enabled: boolean;
  updatedAt: string | null;
}
export type AbsenceAlertSettingsCommand = { type: 'SetAbsenceAlerts'; data: { enabled: boolean } };

/** Alerts are on until the institute turns them off. */
export const absenceAlertSettingsDecider: Decider<AbsenceAlertSettingsState, AbsenceAlertSettingsCommand, AbsenceAlertEvent> = {
  initialState: () => ({ enabled: true, updatedAt: null }),
  evolve(state, event: AbsenceAlertEvent & { metadata?: { occurredAt: string } }) {
    if (event.type !== 'AbsenceAlertSettingsChanged') return state;
    return { enabled: event.data.enabled, updatedAt: event.metadata?.occurredAt ?? state.updatedAt };
  },
  decide(command, state) {
    if (command.data.enabled === state.enabled) return [];
    return [{ type: 'AbsenceAlertSettingsChanged', data: { enabled: command.data.enabled, before: state.enabled } }];
  },
};
