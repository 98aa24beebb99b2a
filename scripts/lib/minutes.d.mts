/** A duration as `npm test` prints it: `4 min 05 s`, rounded to the second. */
export function minutes(seconds: number): string;
