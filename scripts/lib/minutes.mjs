/** A duration as `npm test` prints it: `4 min 05 s`, rounded to the second (59.6 s is `1 min 00 s`, never `0 min 60 s`). */
export function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
