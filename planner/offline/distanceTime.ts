import type { StepChatInput } from '../../commands/ports/planner';
import { kilometres, reportedPace } from './paceKnowledge';

/**
 * How long a step of covering a distance takes ("Do the long run of 18 km", "Swim 16 lengths"):
 * the distance at the pace the person reported for a run, else at an easy pace for its sport,
 * plus the warm-up and cool-down around it. A session's length follows from the distance, never
 * from a fixed number of minutes.
 */

type Sport = { name: RegExp; minutesPerKm: readonly [number, number]; pace: string; ownPace?: true };

/** Easy paces a plan can assume when the person has given none, slowest last. */
const SPORTS: readonly Sport[] = [
  { name: /\b(?:swim\w*|lengths?|laps?\s+of\s+the\s+pool)\b/i, minutesPerKm: [20, 30], pace: 'about 2 to 3 minutes per 100 m' },
  { name: /\b(?:ride|rides|riding|cycl\w*|bike|biking|sportive)\b/i, minutesPerKm: [2.4, 3.5], pace: 'about 17 to 25 km/h' },
  { name: /\b(?:hike|hikes|hiking|walk|walks|walking)\b/i, minutesPerKm: [10, 14], pace: 'about 10 to 14 minutes per km' },
  { name: /\b(?:run|runs|running|jog\w*|race|parkrun)\b/i, minutesPerKm: [6, 7.5], pace: 'about 6 to 7:30 minutes per km', ownPace: true },
];

/** A distance as written: "18 km", "10k", "5 miles", "400 m", "16 lengths" (of a 25 m pool). */
const DISTANCE = /\b(\d+(?:[.,]\d+)?)\s?(km|k|kms|kilometres?|kilometers?|mi|miles?|m|metres?|meters?|lengths?)\b/i;

/** Minutes as a person says them, to the nearest five: "45 minutes", "1 h 50 min". */
function duration(minutes: number): string {
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  if (rounded < 60) return `${rounded} minutes`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The time a step's distance takes, read from the step's title (the sport may be named by its
 * todo's title: "Long run" / "Do 18 km"): at the pace the person reported for a run (in the
 * question, an earlier message or a note), else at an easy pace for the sport; null when the
 * step names no distance of a sport.
 */
export function distanceTimeAnswer(input: StepChatInput): string | null {
  const stepTitle = input.step.title;
  const found = DISTANCE.exec(stepTitle);
  if (!found) return null;
  const sport = SPORTS.find((s) => s.name.test(stepTitle)) ?? SPORTS.find((s) => s.name.test(input.todo.title));
  if (!sport) return null;
  const km = kilometres(Number(found[1].replace(',', '.')), found[2]);
  const after = 'add 10 to 15 minutes to warm up and cool down, and put the whole session in your calendar like an appointment.';
  const own = sport.ownPace ? reportedPace(input, input.message) : null;
  if (own) return `At your pace (${own.said}, ${own.where}), ${found[0]} takes about ${duration((km * own.secondsPerKm) / 60)}; ${after}`;
  const [fast, slow] = sport.minutesPerKm.map((perKm) => duration(km * perKm));
  const span = fast === slow ? `about ${fast}` : `about ${fast} to ${slow}`;
  return `At an easy pace (${sport.pace}), ${found[0]} takes ${span}; ${after}`;
}
