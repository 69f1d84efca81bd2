/** Every absence-alert query lives under ['absence-alerts']: a push of `absence_alert` refreshes them all. */
export const alertKeys = {
  all: ['absence-alerts'] as const,
  log: (params: AlertLogParams) => [...alertKeys.all, 'log', params] as const,
  settings: () => [...alertKeys.all, 'settings'] as const,
};

export interface AlertLogParams {
  date: string;
  pageNo: number;
  perPage: number;
}

/** The institute's day today (the zone of the server's INSTITUTE_TIME_ZONE). */
export const alertsToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
