import { useEffect, useState } from 'react';

/** The time now, refreshed every 30 s, so a card's 'In Progress' percent and its phase move on their own. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
