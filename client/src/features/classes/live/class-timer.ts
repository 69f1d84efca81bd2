/** h:mm:ss, or mm:ss under an hour; never negative. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface TimerText {
  /** 'Starts in 04:10', '12:05 elapsed', 'Ended'. */
  main: string;
  /** '47:55 left' while it runs; '' otherwise. */
  remaining: string;
  phase: 'BEFORE' | 'RUNNING' | 'ENDED';
}

/**
 * The class timer of the call page: the time elapsed since the class started and the time left to its end; 'Ended' once
 * the end time passed or the teacher ended it (`endedAt`).
 */
export function classTimerText(now: number, startTime: string, endTime: string, endedAt: string | null = null): TimerText {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (endedAt || now >= end) return { main: 'Ended', remaining: '', phase: 'ENDED' };
  if (now < start) return { main: `Starts in ${clockText(start - now)}`, remaining: '', phase: 'BEFORE' };
  return { main: `${clockText(now - start)} elapsed`, remaining: `${clockText(end - now)} left`, phase: 'RUNNING' };
}
