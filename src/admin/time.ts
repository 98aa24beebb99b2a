// A moment as every admin page writes it, in Vietnam time: the day as the leads' date filters and CSV
// write it (day/month/year, four digits), then the time.
import { vietnamTime } from '../server/leads/export.ts';

/** "27/11/2026 09:15:04". */
export const shownTime = (iso: string) => vietnamTime(iso).replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1');

/** "27/11/2026 09:15": where seconds say nothing (a save, a link's expiry). */
export const shownMinute = (iso: string) => shownTime(iso).slice(0, -3);

/** "09:15": a time today (who is editing since when). */
export const clock = (iso: string) => shownTime(iso).slice(11, 16);
