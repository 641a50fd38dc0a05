import type { StepChatInput } from '../../commands/ports/planner';

/**
 * What a running coach works out for a race with a target time: the pace per km the target needs,
 * the pace a run the person reports was at, and the gap between them. Every figure is the
 * person's own (the goal's race and time, their run) or worked out from theirs; a missing one is
 * asked for, never assumed.
 */

/** A text the plan or the chat holds, with where it stands ("the odyssey's title", "your message"). */
type PaceText = { where: string; text: string };

/** A race the goal names: its distance in km, as shown ("21.1 km"), and the name it goes by. */
type Race = { km: number; shown: string; name: string };
/** A target time over a race: in seconds, and as written ("under 2 hours"). */
type TargetTime = { seconds: number; written: string; where: string };
/** A run the person reported: its pace per km in seconds, said as they gave it, with the run's distance when they gave it. */
type ReportedRun = { secondsPerKm: number; said: string; km: number | null; where: string; text: string };

const KM_PER_MILE = 1.609344;

/** A distance in km from its amount and unit as written: km, miles, metres, or lengths of a 25 m pool. */
export function kilometres(amount: number, unit: string): number {
  const u = unit.toLowerCase();
  if (/^(?:mi|miles?)$/.test(u)) return amount * KM_PER_MILE;
  if (/^(?:m|metres?|meters?)$/.test(u)) return amount / 1000;
  if (/^lengths?$/.test(u)) return (amount * 25) / 1000;
  return amount;
}

/** The races named by name; the longer name first, so a half marathon is never read as a marathon. */
const NAMED_RACES: ReadonlyArray<{ names: RegExp[]; race: Race }> = [
  // "the Lisbon half": a half named by its city.
  { names: [/\bhalf[\s-]?marathon\b/i, /\bthe\s+[A-Z][a-z]+\s+half\b/], race: { km: 21.0975, shown: '21.1 km', name: 'half marathon' } },
  { names: [/\bmarathon\b/i], race: { km: 42.195, shown: '42.2 km', name: 'marathon' } },
];
/** "a 10k", "the 5 km race", "Run 10 km": a race by its distance, as a goal's title or a target sentence names it. */
const KM_RACE = /\b(\d+(?:[.,]\d+)?)\s?(?:k|km|kms|kilomet(?:re|er)s?)\b(?!\s*(?:a|per|each|every)\s+(?:week|day|month)\b)/i;

/** Words only a running goal uses ("Run a bakery" is none; "Run a 10k" is, by its race). */
const RUNNING = /\b(?:running|runner|jog\w*|per\s+(?:km|mile))\b/i;
/** A run word beside a race by its distance: "Run a 10k", "Race 5 km". */
const RUN_WORD = /\b(?:run|race)\b/i;

/** A time: "1:55", "1:55:00", "2 hours", "1h55", "1 hour 55 minutes", "50 minutes", or a bare "2" after "sub". */
const TIME = String.raw`(\d{1,2}:\d{2}(?::\d{2})?|\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h)(?:\s*(?:and\s+)?\d{1,2}(?:\s*(?:minutes?|mins?|m)\b)?)?|\d+\s*(?:minutes?|mins?)\b|\d+(?:[.,]\d+)?(?![\d:.,]|\s*(?:k|km|mi|miles?|weeks?|months?|days?|years?|%|x)\b))`;
/** A target time a goal states: "under 2 hours", "sub 50 minutes", "in 1:55", "sub-2", "break 4 hours". */
const TARGET = new RegExp(String.raw`\b(under|sub|below|in|within|less\s+than|faster\s+than|break(?:ing)?)[\s-]+(?:about\s+|around\s+)?${TIME}`, 'gi');

/** The seconds a time as written may mean ("1:55" is h:mm or mm:ss, a bare "2" hours or minutes). */
function readings(time: string): number[] {
  const hms = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (hms) {
    const [a, b, c] = [Number(hms[1]), Number(hms[2]), hms[3] === undefined ? null : Number(hms[3])];
    return c !== null ? [a * 3600 + b * 60 + c] : [a * 3600 + b * 60, a * 60 + b];
  }
  const hours = /^(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h)(?:\s*(?:and\s+)?(\d{1,2}))?/i.exec(time);
  if (hours) return [Number(hours[1].replace(',', '.')) * 3600 + Number(hours[2] ?? 0) * 60];
  const minutes = /^(\d+)\s*(?:minutes?|mins?)/i.exec(time);
  if (minutes) return [Number(minutes[1]) * 60];
  const bare = Number(time.replace(',', '.'));
  return [bare * 3600, bare * 60];
}

/** A pace a person can run a race at: between 2:30 and 15:00 per km. */
const plausible = (secondsPerKm: number) => secondsPerKm >= 150 && secondsPerKm <= 900;

/** The race the texts name: a named race in any of them, else a distance in one that also states a target time or is a title. */
function raceIn(texts: readonly PaceText[]): Race | null {
  for (const { text } of texts) {
    const named = NAMED_RACES.find((r) => r.names.some((name) => name.test(text)));
    if (named) return named.race;
  }
  for (const { where, text } of texts) {
    const km = KM_RACE.exec(text);
    if (km && (where.endsWith('title') || new RegExp(TARGET.source, 'i').test(text))) {
      const n = Number(km[1].replace(',', '.'));
      return { km: n, shown: `${n} km`, name: `${n} km` };
    }
  }
  return null;
}

/**
 * The target time the texts state over the race: the first one that gives a pace a person can
 * run ("in 2027" or "in 3 weeks" is none). Only a title's plain "in" states one ("Run a half in
 * 1:55"); elsewhere "in" is how long a run took ("10 km in 58 minutes"), and only "under",
 * "sub", "below" and the like state a target.
 */
function targetIn(texts: readonly PaceText[], race: Race): TargetTime | null {
  for (const { where, text } of texts) {
    for (const match of text.matchAll(TARGET)) {
      const word = match[1].toLowerCase();
      if (/^(?:in|within)$/.test(word) && (!where.endsWith('title') || /^\d+(?:[.,]\d+)?$/.test(match[2]))) continue;
      const seconds = readings(match[2]).find((s) => plausible(s / race.km));
      if (seconds !== undefined) return { seconds, written: match[0].trim(), where };
    }
  }
  return null;
}

/** "6:05 per km", "6:05/km", "9:45 min per mile", "a 6:05 pace": a pace as a person writes one. */
const PACE = /\b(\d{1,2})[:.'’](\d{2})\s*(?:"|min(?:utes?)?(?:\s*\/)?)?\s*(?:(?:\/|per|a|each)\s*(km|kilomet(?:re|er)|k|mi|mile)\b|pace\b)|\bpace\s+(?:of\s+|was\s+|is\s+)?(\d{1,2}):(\d{2})\b/i;
/** "14 km", "10k", "6 miles": a run's distance (not the "km" of "per km"). */
const DISTANCE = /\b(\d+(?:[.,]\d+)?)\s?(k|km|kms|kilomet(?:re|er)s?|mi|miles?)\b/i;
/** "10 km in 58 minutes", "6 miles in 1:02": a run's distance and the time it took. */
const DISTANCE_IN_TIME = new RegExp(String.raw`${DISTANCE.source}[^.?!]*?\bin\s+(?:about\s+|around\s+|just\s+(?:under|over)\s+)?${TIME}`, 'i');

/** Seconds as a pace or a time: "5:41", "2:00:00". */
const clock = (seconds: number, withHours = false) => {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return withHours || h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};

/** The run a text reports: its pace per km (from a pace, or a distance and its time), with its distance when given; null without a pace. */
function runIn(text: string, where: string): ReportedRun | null {
  const distance = DISTANCE.exec(text);
  const km = distance ? kilometres(Number(distance[1].replace(',', '.')), distance[2]) : null;
  const pace = PACE.exec(text);
  if (pace) {
    const [min, sec, unit] = pace[1] !== undefined ? [pace[1], pace[2], pace[3] ?? 'km'] : [pace[4], pace[5], 'km'];
    const perUnit = Number(min) * 60 + Number(sec);
    const mile = /^mi/i.test(unit);
    const secondsPerKm = mile ? perUnit / KM_PER_MILE : perUnit;
    const shown = mile ? `${clock(perUnit)} per mile (${clock(secondsPerKm)} per km)` : `${clock(perUnit)} per km`;
    return { secondsPerKm, said: distance ? `${distance[0]} at ${shown}` : shown, km, where, text };
  }
  const timed = DISTANCE_IN_TIME.exec(text);
  if (!timed || km === null) return null;
  const secondsPerKm = readings(timed[3]).map((s) => s / km).find(plausible);
  if (secondsPerKm === undefined) return null;
  return { secondsPerKm, said: `${timed[1]} ${timed[2]} in ${timed[3]}, ${clock(secondsPerKm)} per km`, km, where, text };
}

/** Whether the plan's texts are about running. */
const isRunningGoal = (texts: readonly PaceText[]) =>
  texts.some(({ text }) => RUNNING.test(text) || NAMED_RACES.some((r) => r.names.some((name) => name.test(text))) || (KM_RACE.test(text) && RUN_WORD.test(text)));

/** "Is that on track for under 2 hours?", "Is 5:30 per km fast enough?", "What pace do I need?". */
const ASKS_PACE =
  /\bon\s+(?:track|target|course|pace)\b|\b(?:fast|quick|good)\s+enough\b|\b(?:what|which)\s+pace\b|\b(?:goal|target|race)\s+pace\b|\bpace\s+(?:do|would|will|should)\s+i\b|\b(?:can|will|could|would)\s+i\s+(?:make|hit|break|get|run|do|finish)\b[^?]*\b(?:under|sub|in)\b/i;
const asksPace = (message: string) => ASKS_PACE.test(message);

/** A run meant to be slower than race pace: called long or easy, or most of the race's distance (not all of it). */
const isLongEasy = (run: ReportedRun, race: Race) =>
  /\b(?:long|easy|slow|steady|recovery)\b/i.test(run.text) || (run.km !== null && run.km >= race.km * 0.6 && run.km < race.km);

/** The time trial that shows a race pace: 10 km for a half or longer, 5 km for shorter races. */
const trialKm = (race: Race) => (race.km > 15 ? 10 : 5);

/** The time over another distance that matches a time over the race (Riegel's formula, T2 = T1 × (D2 / D1)^1.06). */
const equivalent = (seconds: number, fromKm: number, toKm: number) => seconds * (toKm / fromKm) ** 1.06;

/**
 * The answer to a pace question on a running goal: the pace the target needs, the pace the
 * person reported beside it and the gap per km, with a plain reading; the missing figure asked for.
 */
function paceAnswer(race: Race | null, target: TargetTime | null, run: ReportedRun | null): string {
  const yours = run && (run.km !== null ? `your run, ${run.said} (${run.where}),` : `your ${run.said} (${run.where})`);
  if (!race) {
    return `To say whether a pace is on track I need the race and the time you are aiming for, and your plan does not state them. Tell me both (for example "a half marathon under 2 hours") and I'll work out the pace per km it needs.`;
  }
  if (!target) {
    return `What time are you aiming for over the ${race.name} (${race.shown})? Your plan does not state one. Tell me (for example "under 2 hours") and I'll work out the pace per km it needs${yours ? ` and set ${yours.replace(/,$/, '')} against it` : ''}.`;
  }
  const needed = Math.round(target.seconds / race.km);
  const parts = [`The target, ${target.written} over ${race.shown} (${target.where}), needs ${clock(target.seconds, true)} ÷ ${race.shown} = ${clock(needed)} per km.`];
  if (!run || !yours) {
    parts.push(`Tell me the pace of a recent run (for example "10 km at 6:00 per km" or "10 km in 60 minutes") and I'll set it against ${clock(needed)} per km.`);
    return parts.join(' ');
  }
  const gap = Math.round(run.secondsPerKm) - needed;
  const trial = trialKm(race);
  const trialTime = Math.round(equivalent(target.seconds, race.km, trial) / 60);
  const check = `a tempo run or a ${trial} km time trial (by the usual race-time formula, about ${trialTime} minutes over ${trial} km matches ${target.written} over the ${race.name})`;
  const Yours = yours.charAt(0).toUpperCase() + yours.slice(1);
  if (gap <= 0) {
    parts.push(
      `${Yours} is ${gap === 0 ? 'right at that pace' : `${-gap} s per km faster`}: on pace you are on track. What is left is holding it over ${race.shown}, which the longer runs build; check it now and then with ${check}.`,
    );
  } else if (isLongEasy(run, race)) {
    parts.push(
      `${Yours} is ${gap} s per km slower. On a long easy run that is normal: long runs are meant to be slower than race pace. Race pace is about ${gap} s per km faster, so check it with ${check}.`,
    );
  } else {
    parts.push(`${Yours} is ${gap} s per km slower. A weekly tempo run near ${clock(needed)} per km closes a gap like that over the months of training; see where you stand with ${check}.`);
  }
  return parts.join(' ');
}

/** The goals' texts and the step's title, titles first (the race and its time are named there), then the goals' descriptions. */
function planTexts(input: StepChatInput): PaceText[] {
  const goals = [
    input.odyssey && { whose: 'the odyssey', ...input.odyssey },
    input.mission && { whose: 'the mission', ...input.mission },
    { whose: 'the todo', title: input.todo.title, description: input.todo.description ?? '' },
  ].filter((g) => !!g);
  return [
    ...goals.map((g) => ({ where: `${g.whose}'s title`, text: g.title })),
    { where: "the step's title", text: input.step.title },
    ...goals.map((g) => ({ where: `${g.whose}'s description`, text: g.description })),
  ];
}

/** The run the person reported: in this message, else their latest earlier message, else their latest note; null when none gives a pace. */
function reportedRun(input: StepChatInput, message: string): ReportedRun | null {
  const said = [
    { where: 'your message', text: message },
    ...input.history
      .filter((turn) => turn.role === 'user')
      .reverse()
      .map((turn) => ({ where: 'your earlier message', text: turn.message })),
    ...[...input.findings].reverse().map((f) => ({ where: `your note "${f.title}"`, text: f.content })),
  ];
  for (const { where, text } of said) {
    const run = runIn(text, where);
    if (run) return run;
  }
  return null;
}

/** The pace per km the person reported (in this message, an earlier one or a note), as they said it; null when they gave none. */
export function reportedPace(input: StepChatInput, message: string): { secondsPerKm: number; said: string; where: string } | null {
  const run = reportedRun(input, message);
  return run && { secondsPerKm: run.secondsPerKm, said: run.said, where: run.where };
}

/** A running goal, with a target time over its race ("timed") or without one. */
export type RunningGoal = 'timed' | 'untimed';

/** Whether the step serves a running goal, and whether that goal states a race and a time to run it in. */
export function runningGoal(input: StepChatInput): RunningGoal | null {
  const plan = planTexts(input);
  if (!isRunningGoal(plan)) return null;
  const race = raceIn(plan);
  return race && targetIn(plan, race) ? 'timed' : 'untimed';
}

/** The step chat's answer to a pace question on a running goal ("Is that on track for under 2 hours?"); null for any other. */
export function paceChatAnswer(input: StepChatInput, message: string): string | null {
  const plan = planTexts(input);
  if (!asksPace(message) || !isRunningGoal(plan)) return null;
  const texts = [{ where: 'your message', text: message }, ...plan];
  const race = raceIn(texts);
  // "Am I on track?" on a goal with no race is not about a pace unless it names one.
  if (!race && !/\bpace\b|\d/i.test(message)) return null;
  return paceAnswer(race, race && targetIn(texts, race), reportedRun(input, message));
}
