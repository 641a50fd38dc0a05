import type { StepQuestionKind } from './stepQuestion';

/**
 * What a practitioner of each goal family would tell someone asking about a step: the
 * offline step chat answers from these, the step itself, its todo and its findings. An entry
 * with `about` applies when a step, todo or question shares one of its words (word starts:
 * "measur" matches "measure" and "measuring"); the entry without `about` is the family's
 * default. Families without an entry here are answered from the step alone.
 */
export type StepKnowledge = { about?: string[] } & Partial<Record<StepQuestionKind, string>>;

/** Practising a language: shared by the languages family and language steps of learning plans. */
const LANGUAGE_PRACTICE: StepKnowledge = {
  how: 'Use it actively: say new words aloud in a sentence about your own life, review them with spaced repetition, and use them in your next conversation.',
  duration: 'Fifteen to thirty minutes a day works better than two hours once a week.',
  stuck: 'If you cannot remember words, review fewer new ones per day and test yourself instead of re-reading.',
  examples: 'For example: ten new words a day in a flashcard app and one 30-minute conversation with a tutor each week.',
  enough: 'It is enough when you can use it without looking it up, in speech, not just recognise it.',
};

export const STEP_KNOWLEDGE: Record<string, StepKnowledge[]> = {
  fitness: [
    {
      about: ['baseline', 'measur', 'test', 'time trial', 'benchmark'],
      how: 'Test under conditions you can repeat: after a 10-minute easy warm-up, do the distance or exercise on a flat, known course (a track or a measured loop), at an even effort you could not hold much longer, and write down the result, the date, the weather and how hard it felt (1 to 10).',
      duration: 'A baseline test takes one session of about 30 to 45 minutes including the warm-up; do it on a rested day, not after a hard session.',
      first: 'Pick the course and the day (a rested day, same time you will usually train), then do the warm-up and the test once.',
      stuck: 'If the full test is too much today, walk-run it or record a shorter distance at the same effort; a true number you can repeat beats a heroic one you cannot.',
      examples: 'For example: "12 March, 5 km on the park loop in 31:40, effort 8/10, windy", or "20 push-ups in one set, 12 March".',
      enough: 'It is enough when the number, the date and the conditions are written down, so the retest in a few weeks can be run the same way.',
    },
    {
      about: ['log', 'session', 'train', 'week'],
      how: 'Keep one line per session: date, what you did (distance, time, sets), effort from 1 to 10 and anything that hurt.',
      duration: 'Logging takes two minutes right after the session; the weekly review takes about ten.',
      stuck: 'If you miss a session, do not double up; move on to the next one, and if you miss two in a row cut the load for a week.',
      examples: 'For example: "Tue: 6 km easy, 38 min, effort 4/10, left calf tight".',
      enough: 'It is enough when every planned session of the week has a line, including the skipped ones.',
    },
    {
      how: 'Build it gradually: easy, hard and rest days in the week, and no more than about 10% more load from one week to the next.',
      duration: 'Most training steps fit in a 30 to 60-minute session; plan it in your calendar like an appointment.',
      stuck: 'If it hurts (sharp pain, not effort), stop and rest; if motivation is the problem, shrink the session until it is easy to start.',
      examples: 'For example: three runs a week (one easy, one with intervals, one long and slow) and one strength session.',
      enough: 'It is enough when you could repeat it next week without being sore for days.',
    },
  ],
  moving: [
    {
      about: ['quote', 'mover', 'removal', 'compar'],
      how: 'Ask each company for a written quote for the same inventory and date, then compare price, insurance cover, what is included (packing, dismantling, parking permit) and cancellation terms side by side.',
      duration: 'Requesting quotes takes about an hour; answers usually come within two to five working days.',
      stuck: 'If a company does not answer in three working days, call them; if quotes differ wildly, check they priced the same volume and floors.',
      examples: 'For example: a table with one row per company and columns for price, insurance, included services and available dates.',
      enough: 'It is enough when you have at least three comparable quotes and a reason for the one you choose.',
    },
    {
      about: ['pack', 'box', 'room', 'unpack'],
      how: 'Work room by room and label every box with its room and a short content list.',
      duration: 'Count about a day of packing per room if you pack alone after work, less with help.',
      stuck: 'If it feels like too much, pick the room you use least and pack it first.',
      examples: 'For example: "Kitchen 3/5: pans, baking trays, oven gloves".',
      enough: 'It is enough when every box is closed, labelled with its room, and the essentials box is packed last.',
    },
    {
      how: 'Fix the moving date first; movers, notice periods, utilities and address changes all follow from it, so write each with its own deadline counted back from that date.',
      duration: 'Most moving tasks take an evening of calls and forms; book movers four to six weeks ahead.',
      stuck: 'If something depends on a date you do not have yet (keys, notice), ask for it in writing and plan around the latest likely date.',
      examples: 'For example: notice given 3 months ahead, movers booked 6 weeks ahead, address changed the week of the move.',
      enough: 'It is enough when nothing in this part of the move depends on a decision you have not made yet.',
    },
  ],
  cooking: [
    {
      how: 'Read the recipe to the end, set out every ingredient and tool before you start, and cook it once exactly as written before you change anything.',
      duration: 'Plan the time the recipe states plus about a third for preparation and washing up the first time.',
      stuck: 'If a dish goes wrong, note what happened (too salty, undercooked) and change one thing the next time.',
      examples: 'For example: a one-pan dish, a soup and a tray bake are forgiving first weeknight dinners.',
      enough: 'It is enough when you would happily cook it again on a busy evening.',
    },
  ],
  languages: [LANGUAGE_PRACTICE],
  learning: [
    {
      how: 'Use it actively: say new words aloud in a sentence about your own life, review them with spaced repetition, and use them in your next conversation.',
      ...LANGUAGE_PRACTICE,
    },
    {
      how: 'Learn actively: after each short session, close the material and write or say what you remember, then check the gaps.',
      duration: 'Sessions of 25 to 45 minutes with a short break work best; one topic usually needs several sessions over a week.',
      stuck: 'If you are stuck, go back to the last thing you understood well and find a second explanation (another book, video or person).',
      examples: 'For example: a one-page summary in your own words, or ten questions you can answer without notes.',
      enough: 'It is enough when you can explain it to someone else or solve a new exercise without notes.',
    },
  ],
  exams: [
    {
      how: 'Practise on past papers under timed conditions, mark them with the official scheme and spend the next session on what lost marks.',
      duration: 'One past paper takes its exam time plus about the same again to mark and review.',
      stuck: 'If a topic keeps losing marks, do three short questions on it a day instead of a whole paper.',
      examples: 'For example: one timed paper on Saturday, marked on Sunday, with a list of the three weakest topics.',
      enough: 'It is enough when your marks on recent papers are above the grade you need, with some margin.',
    },
  ],
  writing: [
    {
      how: 'Write forward: set a word target for the session, do not edit while you draft, and leave notes in brackets for what to fix later.',
      duration: 'A focused drafting session is 45 to 90 minutes; 300 to 1,000 words is a good session for most people.',
      stuck: 'If you are stuck, write the scene or section you can see most clearly, even out of order, or write badly on purpose for ten minutes.',
      examples: 'For example: "500 words a day before breakfast" or "one chapter draft per week".',
      enough: 'It is enough when the draft exists from start to end; polishing is a later step.',
    },
  ],
  finance: [
    {
      how: 'Start from real numbers: export the last three months of transactions, group them into fixed costs, flexible spending and saving, and decide the amounts from there.',
      duration: 'The first pass takes one or two hours; after that, a monthly check takes about twenty minutes.',
      stuck: 'If the numbers are overwhelming, do only the fixed costs today; they change least and decide most.',
      examples: 'For example: rent 900, bills 180, groceries 350, saving 300 moved automatically on payday.',
      enough: 'It is enough when every euro of the month has a place and the saving happens without you deciding it again.',
    },
  ],
  career: [
    {
      how: 'Tailor it to one role at a time: match the posting\'s requirements with results you can show, with numbers where you have them.',
      duration: 'A tailored application takes one to two hours; a first version of a CV about half a day.',
      stuck: 'If you hear nothing back, ask one person in the field to read it for ten minutes and say what they would cut.',
      examples: 'For example: "cut report time by 40% by automating the weekly export" instead of "responsible for reports".',
      enough: 'It is enough when someone who does not know you can tell in 30 seconds why you fit the role.',
    },
  ],
  event: [
    {
      how: 'Decide the fixed points first (date, guest count, budget), then book the venue, and let suppliers follow from those.',
      duration: 'Booking a venue usually takes one to three weeks of asking, visiting and confirming.',
      stuck: 'If your first choice is taken, ask for another date at the same venue before looking elsewhere.',
      examples: 'For example: a shortlist of three venues with capacity, price per head and free dates.',
      enough: 'It is enough when it is confirmed in writing, with the deposit and cancellation terms known.',
    },
  ],
  homeDiy: [
    {
      how: 'Prepare before you build: clear and protect the area, check the materials list against the job, and turn off power or water before touching electrics or pipes.',
      duration: 'Count preparation as half the job; most small jobs take a weekend day with drying times.',
      stuck: 'If something does not fit or leaks, stop and find out why before forcing it; a photo to a hardware shop usually gets an answer.',
      examples: 'For example: fill and sand the walls on Saturday, paint two coats on Sunday.',
      enough: 'It is enough when it is safe, finished to the edges and cleaned up.',
    },
  ],
  gardening: [
    {
      how: 'Match each plant to the light and soil you actually have, prepare the soil first, and water deeply but less often.',
      duration: 'Most planting jobs take an afternoon; results show over weeks, so note the date.',
      stuck: 'If plants struggle, check light, water and soil in that order before adding anything.',
      examples: 'For example: a sunny bed with tomatoes and basil, a shady corner with ferns.',
      enough: 'It is enough when the plants are in, watered in, and you know when to water next.',
    },
  ],
  product_launch: [
    {
      how: 'Make the smallest version a real customer can use, put it in front of five of them, and watch what they do.',
      duration: 'Aim for days, not weeks, before the first real user sees it.',
      stuck: 'If you are stuck on a feature, cut it and ask whether the first customers would notice.',
      examples: 'For example: a landing page with a sign-up form, or a manual service before any automation.',
      enough: 'It is enough when someone outside your team has used it and you learned something you did not know.',
    },
  ],
  business: [
    {
      how: 'Test demand before building: describe the offer, name a price, and ask real prospects to commit.',
      duration: 'A first demand test takes one to two weeks of conversations.',
      stuck: 'If nobody commits, change one thing (the customer, the problem or the price) and ask again.',
      examples: 'For example: ten conversations with prospects and three pre-orders.',
      enough: 'It is enough when someone has paid, or clearly said why they would not.',
    },
  ],
  travel: [
    {
      how: 'Book what sells out or gets expensive first (transport and the first nights), then keep the rest flexible.',
      duration: 'Booking the main transport and first nights takes one or two evenings.',
      stuck: 'If prices are too high, move the dates by a few days or compare nearby airports and stations.',
      examples: 'For example: flights and the first three nights booked, the rest of the route left open.',
      enough: 'It is enough when the bookings are confirmed and the documents you need are valid for the whole trip.',
    },
  ],
  habits: [
    {
      how: 'Tie it to something you already do at that time (after breakfast, after the Sunday call), keep the first version small enough for a bad day, and mark each time you do it.',
      duration: 'Give a new habit four to eight weeks before judging it; one done once a month needs a few months.',
      stuck: 'If it keeps slipping, move it to a calmer time or make it smaller rather than dropping it; after a miss, do the smallest version the next time.',
      examples: 'For example: a call to your parents every Sunday after lunch, or ten minutes of reading right after brushing your teeth.',
      enough: 'It is enough when it happens at the chosen time most weeks without you having to decide it again.',
    },
  ],
  health: [
    {
      how: 'Change one habit at a time, tie it to something you already do every day, and keep it small enough for a bad day.',
      duration: 'Give a new habit two to four weeks before judging it.',
      stuck: 'If you keep skipping it, make it smaller (two minutes) rather than giving it up.',
      examples: 'For example: a ten-minute walk after lunch, or a glass of water with each meal.',
      enough: 'It is enough when you have done it on most days for two weeks without forcing it.',
    },
  ],
};
