import { formatStart } from '../i18n/formatStart.ts';
import { dateOf } from './viewModels.ts';

/** When a scheduled stream starts, the day and the time in the TV's time zone: "2 Dec, 18:00". */
export function startTime(iso: string | undefined): string {
  const d = dateOf(iso);
  return d ? formatStart(d) : '';
}
