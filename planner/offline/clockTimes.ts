/**
 * Times written with colons, as results are reported: "58:40" (minutes and seconds, or hours and
 * minutes beside a limit in hours) and "1:52:30" (hours, minutes, seconds).
 */
const CLOCK_TIME = /(?<![\d:.])(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(?![\d:])/g;

export type ClockTime = { minutes: (hoursFirst: boolean) => number; text: string; index: number };

/** Each time the text writes with colons, with where it starts. */
export function clockTimes(text: string): ClockTime[] {
  return [...text.matchAll(CLOCK_TIME)].map((m) => {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const third = m[3] === undefined ? null : Number(m[3]);
    const minutes = (hoursFirst: boolean) => (third !== null ? first * 60 + second + third / 60 : hoursFirst ? first * 60 + second : first + second / 60);
    return { minutes, text: m[0], index: m.index ?? 0 };
  });
}

/** The text with its times blanked out (same length): their parts are not numbers of their own. */
export const withoutClockTimes = (text: string) => text.replace(CLOCK_TIME, (time) => ' '.repeat(time.length));
