import { useEffect, useState } from 'react';

/** Seconds as the timer shows them: h:mm:ss from an hour up, else mm:ss. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/**
 * Seconds left to a moment the server gave as "seconds from now" (`seconds`, read at `receivedAt` on this device's
 * clock): the device's clock only measures the time passed since the reply, never the deadline itself.
 */
export function useSecondsLeft(seconds: number | undefined, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (seconds === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [seconds]);
  if (seconds === undefined) return null;
  return Math.max(0, seconds - Math.max(0, now - receivedAt) / 1000);
}
