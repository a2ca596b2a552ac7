// The SMS code button's countdown (60 s, on the sign-in page and
// the card repayment): idle, then ticking each second, then idle. start
// takes the seconds to count when the server says how long to wait.
import { useCallback, useEffect, useRef, useState } from 'react';

export const SMS_COUNTDOWN_SECONDS = 60;

export function useCountdown(seconds = SMS_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    setLeft(0);
  }, []);
  const start = useCallback(
    (from = seconds) => {
      clearInterval(timer.current);
      setLeft(from);
      timer.current = setInterval(() => {
        setLeft((n) => {
          if (n <= 1) clearInterval(timer.current);
          return Math.max(0, n - 1);
        });
      }, 1000);
    },
    [seconds],
  );
  useEffect(() => () => clearInterval(timer.current), []);
  return { left, running: left > 0, start, stop };
}
