import { useCallback, useEffect, useState } from 'react';

export type Countdown = {
  /** Whole seconds left; 0 when finished. */
  remaining: number;
  running: boolean;
  /** Start again from the full duration. */
  restart: () => void;
};

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * A countdown of `seconds` that starts when the component mounts (SPEC §4 Resend code: the 60 s
 * wait starts when the page opens and on each resend). It counts against the clock, not ticks, so a
 * throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number): Countdown {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    setRemaining(secondsLeft(endsAt));
    const timer = window.setInterval(() => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);

  return { remaining, running: remaining > 0, restart };
}
