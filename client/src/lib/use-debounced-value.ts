import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (001 §9: table search waits 500 ms). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
