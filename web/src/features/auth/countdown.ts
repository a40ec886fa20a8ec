/** Whole seconds left until `deadline` (epoch ms), never negative; a partial second counts as one. */
export function secondsUntil(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Spec: resend timers show mm:ss (65 s -> "01:05"); longer waits keep counting minutes. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The deadline of a wait the server asked for in seconds (retryAfter), from now. */
export const deadlineIn = (seconds: number, now: number = Date.now()): number => now + Math.max(0, seconds) * 1000;
