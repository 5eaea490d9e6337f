import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline; start(n) begins a new countdown. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
