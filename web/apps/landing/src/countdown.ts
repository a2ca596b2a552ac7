// The SMS button's countdown: 60 seconds after a send, ticking each second.
// It counts to a deadline, so it can stop ticking while its screen is hidden
// (pause) and show the right number again when the screen comes back (resume).

export const countdownSeconds = 60;

export interface Countdown {
  /** Seconds left; 0 while idle. */
  readonly left: number;
  readonly running: boolean;
  start(): void;
  /** Back to idle at once (onIdle runs). */
  stop(): void;
  /** Stops ticking but keeps the deadline: no timer runs for a hidden screen. */
  pause(): void;
  /** Ticks again from the deadline (or goes idle if it passed meanwhile). */
  resume(): void;
}

/** Counts down from seconds, calling onTick with each value and onIdle at the end. */
export function countdown(onTick: (left: number) => void, onIdle: () => void, seconds = countdownSeconds): Countdown {
  let deadline = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const secondsLeft = () => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0);
  const halt = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const stop = () => {
    halt();
    deadline = 0;
    onIdle();
  };
  const tick = () => {
    const left = secondsLeft();
    if (left > 0) onTick(left);
    else stop();
  };
  return {
    get left() { return secondsLeft(); },
    get running() { return secondsLeft() > 0; },
    start() {
      halt();
      deadline = Date.now() + seconds * 1000;
      onTick(seconds);
      timer = setInterval(tick, 1000);
    },
    stop,
    pause: halt,
    resume() {
      if (!deadline || timer !== undefined) return;
      tick();
      if (deadline) timer = setInterval(tick, 1000);
    },
  };
}
