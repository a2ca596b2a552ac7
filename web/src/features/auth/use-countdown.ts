// The SMS button's countdown: idle, then 60 s ticking each second, then idle.
import { useCallback, useEffect, useRef, useState } from 'react';

export const COUNTDOWN_SECONDS = 60;

export function useCountdown(seconds = COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    setLeft(0);
  }, []);
  const start = useCallback(() => {
    clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  }, [seconds]);
  useEffect(() => () => clearInterval(timer.current), []);
  return { left, running: left > 0, start, stop };
}
