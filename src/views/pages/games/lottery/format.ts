/** A countdown in seconds as the board shows it: "04:05", "1:02:03", "3d 04:05:06" (`days` words the days in the reader's language). */
export function countdownText(seconds: number, days: (n: number) => string = (n) => `${n}d`): string {
  const s = Math.max(0, Math.floor(seconds));
  const wholeDays = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const rest = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (wholeDays > 0) return `${days(wholeDays)} ${two(hours)}:${two(minutes)}:${two(rest)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(rest)}`;
  return `${two(minutes)}:${two(rest)}`;
}

/** The weekday names of the filter (1 = Sunday .. 7), in the reader's language. */
export function weekdayDate(day: number): Date {
  // 7 January 2024 was a Sunday.
  return new Date(Date.UTC(2024, 0, 6 + day));
}
