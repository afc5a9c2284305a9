import { useEffect, useState } from 'react';

/** Seconds left before an action may run again, counting down once a second. */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);

  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
