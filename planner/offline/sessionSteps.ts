import { countOf, NUMBER_WORDS } from './numberWords';
import type { WorkSteps } from './workSteps';

/**
 * How one session of training or practice is done, for a todo that names one ("Do a 30 minute
 * run", "Swim 20 lengths", "Practise piano for 45 minutes"): get ready (kit, place, time), warm up
 * where the body or the hands need it, the session itself with the title's own measure, cool down
 * where it applies, and a note of how it went.
 */

type Measure = { said: string; kind: 'time' | 'distance' | 'count'; value: number };

const UNITS: Array<[RegExp, string, Measure['kind']]> = [
  [/^(?:minutes?|mins?)$/i, 'minute', 'time'],
  [/^(?:hours?|hrs?)$/i, 'hour', 'time'],
  [/^(?:km|k|kilomet(?:re|er)s?)$/i, 'km', 'distance'],
  [/^(?:miles?|mi)$/i, 'mile', 'distance'],
  [/^lengths?$/i, 'length', 'count'],
  [/^laps?$/i, 'lap', 'count'],
];
const UNIT = '(?:minutes?|mins?|hours?|hrs?|km|k|kilomet(?:re|er)s?|miles?|mi|lengths?|laps?)';
const AMOUNT = `(?:\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')}|an?)`;
/** "30 minute", "20 lengths", "40 km", "an hour", "10k": a session's measure as a title writes it. */
const MEASURE = `${AMOUNT}[\\s-]*${UNIT}`;
const MEASURE_PARTS = new RegExp(`\\b(${AMOUNT})[\\s-]*(${UNIT})(?![\\p{L}])`, 'iu');

/**
 * The title's measure as a person says it back: "30 minute run" is "30 minutes", "an hour" stays
 * "an hour", km never takes an s. `words` are the todo's words, its title on the first line.
 */
function measureOf(words: string): Measure | null {
  const [, amount, unit] = MEASURE_PARTS.exec(words.split('\n')[0]) ?? [];
  if (!amount || !unit) return null;
  const found = UNITS.find(([pattern]) => pattern.test(unit));
  if (!found) return null;
  const [, name, kind] = found;
  const value = countOf(amount.replace(',', '.'));
  const many = value !== 1 && name !== 'km';
  return { said: `${amount} ${name}${many ? 's' : ''}`, kind, value };
}

/** What may follow a session's title: when, where or with whom ("this evening", "before work", "with Sam"). */
const TAIL = '(?:\\s+(?:today|tonight|tomorrow|this|next|every|in|on|at|before|after|around|with|along|by|near)\\b.*)?$';

/**
 * The titles of one session of an activity: "Do a 30 minute run", "Go for a run", "Run 5 km",
 * "Go running", each with an optional measure and when or where after it.
 */
function sessionTitle(nouns: string, verbs: string, gerunds: string): RegExp {
  const noun = `(?:do|go\\s+for|have|fit\\s+in)\\s+(?:a|an|my|the|your|one)\\s+(?:${MEASURE}\\s+)?(?:[\\w-]+\\s+){0,2}?(?:${nouns})(?:\\s+(?:of|for)\\s+${MEASURE})?`;
  const verb = `(?:${verbs})(?:\\s+for)?\\s+${MEASURE}`;
  const going = `go\\s+(?:${gerunds})(?:\\s+for\\s+${MEASURE})?`;
  return new RegExp(`^(?:${noun}|${verb}|${going})${TAIL}`, 'i');
}

/** "the 30 minutes", but "an hour": the measure as the rest of a sentence names it again. */
const theMeasure = (m: Measure) => (/^an?\s/i.test(m.said) ? m.said : `the ${m.said}`);

const NOTE_TITLE = (what: string) => `Note how the ${what} went`;
/**
 * A todo whose own words already log the session ("A 15 km run logged under 1 h 45") needs no note
 * step besides; the gym's log of weights, sets and reps says more than such a criterion and stays.
 */
const LOGGED = /\b(?:log(?:ged|s)?|record(?:ed|s)?|track(?:ed|s)?|noted)\b/i;

/** Lengths counted in sets, so none is lost count of: 20 as four sets of five. */
function inSets(lengths: number): string {
  const size = [5, 4].find((n) => lengths > n && lengths % n === 0);
  return size ? `count them in sets of ${size === 5 ? 'five' : 'four'} so you do not lose count` : 'count them on your fingers or a lap counter so you do not lose count';
}

/** Instruments one practises, as regular expression alternatives. */
export const INSTRUMENTS = 'piano|keyboard|guitar|bass|violin|viola|cello|double\\s+bass|ukulele|flute|clarinet|saxophone|sax|trumpet|trombone|drums|harp|recorder|oboe|bassoon|french\\s+horn|banjo|mandolin|accordion|harmonica';
/** Instruments with strings that go out of tune between sessions. */
const TUNED = /\b(?:guitar|bass|violin|viola|cello|ukulele|banjo|mandolin|harp)\b/i;
/** Languages one learns, as regular expression alternatives. */
export const LANGUAGES =
  'english|french|spanish|german|italian|portuguese|dutch|swedish|norwegian|danish|finnish|polish|czech|greek|turkish|russian|ukrainian|arabic|hebrew|hindi|urdu|bengali|japanese|chinese|mandarin|cantonese|korean|vietnamese|thai|indonesian|swahili|catalan|irish|welsh';

/** A practice session of a thing: "Practise piano for 45 minutes", "Do 20 minutes of Spanish", "Study French". */
const practiceTitle = (things: string, verbs: string) =>
  new RegExp(
    `^(?:(?:${verbs})\\s+(?:the\\s+|my\\s+)?(?<thing>${things})(?:\\s+[\\w-]+)?(?:\\s+for\\s+${MEASURE})?|do\\s+(?:a\\s+)?${MEASURE}\\s+(?:of\\s+)?(?<doneThing>${things})(?:\\s+practi[cs]e)?)${TAIL}`,
    'i',
  );

export const SESSION_RECIPES: WorkSteps[] = [
  {
    title: sessionTitle('run|jog', 'run|jog', 'running|jogging'),
    slots: (_, words) => {
      const m = measureOf(words);
      return {
        route:
          m?.kind === 'distance'
            ? `a route of ${m.said} (a map or a running app measures it)`
            : m?.kind === 'time'
              ? `a route you can run in about ${m.said} (a loop you can repeat will do)`
              : m?.kind === 'count'
                ? `a track or a loop for the ${m.said}`
                : 'a route',
        keep: m?.kind === 'time' ? `keep going for ${theMeasure(m)}` : m ? `cover ${theMeasure(m)}` : 'keep going until you are pleasantly tired',
        record: m?.kind === 'distance' ? 'the distance, your time' : m?.kind === 'count' ? `your time for the ${m.said}` : m?.kind === 'time' ? 'the time, the distance you covered' : 'how far and how long you ran',
      };
    },
    steps: [
      { title: 'Get your running kit and route ready', description: 'Put out your running shoes and clothes for the weather, pick {route} and the time you will go, and have water to hand.' },
      { title: 'Warm up for 5 to 10 minutes', description: 'Walk briskly, then jog slowly, with a few leg swings, before you settle into your pace.' },
      { title: '{todo}', titled: true, description: 'Run at a pace where you could still talk in short sentences, and {keep}, walking for a minute when you need to rather than stopping.' },
      { title: 'Cool down and stretch', description: 'Walk for 5 minutes, then stretch your calves, thighs and hips, holding each stretch for about 30 seconds.' },
      { title: NOTE_TITLE('run'), afterTheWork: true, unlessAsked: LOGGED, description: 'Write down the date, {record} and how hard it felt from 1 to 10, so the next run is set on facts.' },
    ],
  },
  {
    title: sessionTitle('swim', 'swim', 'swimming'),
    slots: (_, words) => {
      const m = measureOf(words);
      return {
        start: m?.kind === 'count' ? `counting the ${m.said}` : 'the main swim',
        keep:
          m?.kind === 'count'
            ? `swim the ${m.said} and ${inSets(m.value)}`
            : m?.kind === 'time'
              ? `keep going for ${theMeasure(m)}, easing off rather than stopping`
              : m
                ? `swim ${theMeasure(m)}, easing off rather than stopping`
                : 'stop while your stroke is still tidy',
        record: m?.kind === 'count' ? `how long the ${m.said} took` : m?.kind === 'distance' ? 'how long it took' : m?.kind === 'time' ? 'how many lengths you swam' : 'how many lengths you swam and how long it took',
      };
    },
    steps: [
      { title: 'Pack your swim bag and check the pool times', description: 'Pack swimwear, goggles, a towel and a coin for the locker, and check when the pool has lane swimming, so you go when a lane is open.' },
      { title: 'Warm up with a few easy lengths', description: 'Swim two to four slow lengths, mixing strokes, before you start {start}.' },
      { title: '{todo}', titled: true, description: 'Swim at an even pace you can hold, resting at the wall for a few breaths when you need to; {keep}.' },
      { title: 'Cool down and stretch', description: 'Swim one or two slow lengths, then stretch your shoulders, arms and chest at the side of the pool.' },
      { title: NOTE_TITLE('swim'), afterTheWork: true, unlessAsked: LOGGED, description: 'Write down the date, {record} and how hard it felt from 1 to 10.' },
    ],
  },
  {
    title: sessionTitle('bike\\s+ride|ride|cycle|spin', 'ride|cycle|bike', 'cycling|riding'),
    slots: (_, words) => {
      const m = measureOf(words);
      return {
        route: m?.kind === 'distance' ? `a route of ${m.said} on quiet roads or paths` : m?.kind === 'time' ? `a route on quiet roads or paths you can ride in about ${m.said}` : 'a route on quiet roads or paths',
      };
    },
    steps: [
      { title: 'Check the bike and plan the route', description: 'Pump the tyres, check the brakes and the chain, and pick {route}; take a helmet, lights, water, a snack and a pump or a spare tube.' },
      { title: 'Ride the first 10 minutes easy', description: 'Spin in a light gear for the first 10 minutes before you push on.' },
      { title: '{todo}', titled: true, description: 'Ride at a pace where you can still talk, and drink every 15 to 20 minutes; eat a little every 45 minutes on a ride of more than an hour.' },
      { title: 'Ease off and stretch', description: 'Spin easily for the last 5 minutes, then stretch your thighs, hips and lower back.' },
      { title: NOTE_TITLE('ride'), afterTheWork: true, unlessAsked: LOGGED, description: 'Write down the date, the distance, the time and how hard it felt from 1 to 10.' },
    ],
  },
  {
    title: sessionTitle('gym\\s+session|gym\\s+workout|workout|strength\\s+(?:session|workout)|weights?\\s+session|hiit\\s+session|circuit\\s+session', 'lift\\s+weights|work\\s+out|train', 'to\\s+the\\s+gym'),
    slots: (_, words) => {
      const m = measureOf(words);
      return { fit: m?.kind === 'time' ? ` that fit in ${m.said}` : '' };
    },
    steps: [
      { title: "Write down today's exercises", description: 'Pick four to six exercises{fit} (a push, a pull, a leg and a core exercise) with the sets and reps of each, and the time you will go; pack shoes, a towel and water.' },
      { title: 'Warm up for 5 to 10 minutes', description: 'Do easy cardio (the bike, the rower or a brisk walk), then a light set of your first exercise.' },
      { title: '{todo}', titled: true, description: 'Work through your list, resting 1 to 2 minutes between sets; pick weights where the last two reps are hard but your form holds.' },
      { title: 'Stretch what you worked', description: 'Stretch each muscle you trained, holding each stretch for about 30 seconds.' },
      { title: 'Log the weights, sets and reps', afterTheWork: true, description: 'Log every exercise with its weight, sets and reps, so next time you know what to add.' },
    ],
  },
  {
    title: practiceTitle(INSTRUMENTS, 'practi[cs]e|play|rehearse'),
    // Playing at an occasion is a performance, not a practice session.
    unless: /\b(?:party|wedding|gig|concert|recital|show|open\s+mic|funeral|service|audition|exam)\b/i,
    slots: (g, words) => {
      const m = measureOf(words);
      const instrument = (g.thing ?? g.doneThing ?? 'instrument').toLowerCase();
      return {
        instrument,
        tune: TUNED.test(instrument) ? ' and tune it' : '',
        timer: m?.kind === 'time' ? `, and set a timer for ${m.said}` : '',
      };
    },
    steps: [
      { title: 'Pick what to work on and set up', description: 'Choose what today is for (a scale, a hard passage, a piece) and a time and place where no one interrupts you; have the music, a pencil and a metronome by the {instrument}{tune}{timer}.' },
      { title: 'Warm up with scales', description: 'Play scales or an easy piece slowly for about 5 minutes, so your hands are loose before the hard part.' },
      { title: '{todo}', titled: true, description: 'Spend most of the time on the hardest passage: slowly with the metronome until it comes out clean, then a few beats faster; end by playing the whole piece through once.' },
      { title: 'Note what you worked on', afterTheWork: true, unlessAsked: LOGGED, description: 'Write down the passage, the metronome speed you reached and what to start with next time.' },
    ],
  },
  {
    title: practiceTitle(LANGUAGES, 'practi[cs]e|study|revise|speak'),
    slots: (g, words) => {
      const m = measureOf(words);
      const language = g.thing ?? g.doneThing ?? 'language';
      return { language: language.charAt(0).toUpperCase() + language.slice(1).toLowerCase(), timer: m?.kind === 'time' ? `, and set a timer for ${m.said}` : '' };
    },
    steps: [
      { title: 'Pick what to practise', description: 'Choose one thing for this session (the words of one topic, a grammar point, a conversation or a recording to listen to) and a quiet time for it; have the material ready{timer}.' },
      { title: "Go over last time's words", description: 'Spend the first few minutes recalling the words from last time from memory, then check the ones you missed.' },
      { title: '{todo}', titled: true, description: 'Use your {language} out loud: say or write your own sentences with the new words, and listen or talk without stopping to translate.' },
      { title: 'Note the new words', afterTheWork: true, unlessAsked: LOGGED, description: 'Write down the new words and the ones you could not recall, and start the next session with them.' },
    ],
  },
];
