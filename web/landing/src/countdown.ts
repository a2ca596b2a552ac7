// The SMS button's countdown: 60 seconds after a send, ticking each second.

export const countdownSeconds = 60;

export interface Countdown {
  /** Seconds left; 0 while idle. */
  readonly left: number;
  readonly running: boolean;
  start(): void;
  stop(): void;
}

/** Counts down from seconds, calling onTick with each value and onDone at the end. */
export function countdown(onTick: (left: number) => void, onDone: () => void, seconds = countdownSeconds): Countdown {
  let left = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    left = 0;
  };
  return {
    get left() { return left; },
    get running() { return timer !== undefined; },
    start() {
      stop();
      left = seconds;
      onTick(left);
      timer = setInterval(() => {
        left -= 1;
        if (left <= 0) {
          stop();
          onDone();
        } else {
          onTick(left);
        }
      }, 1000);
    },
    stop,
  };
}
