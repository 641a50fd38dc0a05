import { gerund, toListener } from './text';
import type { WorkStep, WorkSteps } from './workSteps';

/**
 * How everyday errands and home skills a title names are done: a call or a visit to family or a
 * friend (social, not a talk with points to make), an appointment with a practice (a dentist, a
 * GP, a hairdresser, a garage), cancelling subscriptions, learning to make a dish or a bake, and
 * learning a craft or a skill ("Learn to make candles", "Learn to knit", "Learn to do a handstand"),
 * and learning a physical or practical skill ("Learn to swim", "Learn touch typing", "Fix a bike tyre").
 */

/** The people a call or a visit is social with. */
const KIN =
  'mum|mom|mother|dad|father|parents|grandma|granny|gran|nan|nana|nanna|grandpa|grandad|granddad|grandparents|grandmother|grandfather|sister|brother|siblings|aunt|auntie|aunty|uncle|cousin|niece|nephew|son|daughter|kids|children|family|in-laws|godmother|godfather|friend|friends|best\\s+friend|bestie|mate|mates|neighbour|neighbor|girlfriend|boyfriend|partner';
const SOCIAL_TITLE = new RegExp(
  `^(?<how>call|phone|ring|facetime|video\\s+call|skype|visit|see|go\\s+and\\s+see|go\\s+to\\s+see|catch\\s+up\\s+with|meet\\s+up\\s+with|have\\s+lunch\\s+with|have\\s+dinner\\s+with)\\s+(?:(?:my|our|the|an?)\\s+)?(?:[\\w'-]+\\s+)?(?:${KIN})\\b.*$`,
  'i',
);

/** A practice the person books an appointment with, and where it is booked. */
const PRACTICES: Array<[RegExp, string, string]> = [
  [/\b(?:dentist|dental|hygienist|teeth)\b/i, 'the dental practice', ''],
  [/\b(?:doctor|doctor's|gp|surgery|nurse|blood\s+test|check-?up|vaccinations?|jabs?)\b/i, 'the surgery', '; take a list of your symptoms, your questions and the medicines you take'],
  [/\b(?:hairdresser|hair|haircut|barber|salon)\b/i, 'the salon', '; take a photo of the cut you want'],
  [/\b(?:vet|vets|vet's)\b/i, 'the vet', "; take your pet's vaccination card"],
  [/\b(?:garage|car\s+service|service\s+for\s+the\s+car|mot|mechanic|tyres?)\b/i, 'the garage', '; leave the service book and the locking wheel nut key in the car'],
  [/\b(?:optician|eye\s+test|eyes|glasses|contact\s+lenses)\b/i, 'the optician', '; take your current glasses or lenses'],
  [/\b(?:physio|physiotherapist|chiropodist|podiatrist|osteopath|dermatologist|therapist|counsellor)\b/i, 'the practice', '; take a note of what hurts or what you want to talk about'],
];
/** Booked, not done: "Book a haircut" (a title "Get a haircut" is the haircut itself). */
const APPOINTMENT_TITLE =
  /^(?:book|make|get|arrange|schedule|set\s+up|sort\s+out)\s+(?:(?:a|an|the|my|our|your)\s+)?(?:[\w'-]+\s+){0,3}?appointment\b.*$|^(?:book|make|arrange|schedule)\s+(?:(?:a|an|the|my|our|your)\s+)?(?:[\w'-]+\s+){0,2}?(?:check-?up|haircut|eye\s+test|mot|car\s+service|jabs?|vaccinations?|blood\s+test|hygienist\s+visit)\b.*$|^(?:book|see|visit)\s+(?:(?:a|an|the|my|our)\s+)?(?:dentist|doctor|gp|hairdresser|barber|vet|optician|physio)\b.*$/i;

/** Bakes rise in an oven; a dish is cooked on the hob or in the oven. */
const BAKE = /\b(?:bread|loaf|loaves|sourdough|focaccia|bagels?|baguettes?|brioche|rolls|buns?|cakes?|scones?|biscuits?|cookies?|brownies?|muffins?|cupcakes?|pastry|pastries|pies?|tarts?|croissants?|pizza|bake)\b/i;
/** What is made in a kitchen: "Learn to make sourdough bread", not "Learn to make candles". */
const FOOD = new RegExp(`${BAKE.source}|\\b(?:pasta|gnocchi|ravioli|noodles|curry|curries|soup|stew|risotto|paella|sushi|dumplings|gyoza|omelette|pancakes?|waffles|crepes|jam|chutney|pickles|kimchi|sauerkraut|yoghurt|yogurt|cheese|hummus|falafel|tacos|tortillas|lasagne|lasagna|roast|sauce|dish|dishes|meal|meals|dinner|food|ramen|pho|dal|dhal|biryani|pie)\\b`, 'i');
const DISH_TITLE = /^learn\s+(?:how\s+)?to\s+(?<making>make|bake|cook)\s+(?:a\s+|an\s+|the\s+|my\s+own\s+|your\s+own\s+|proper\s+|homemade\s+|good\s+)?(?<dish>.+?)(?:\s+(?:from\s+scratch|at\s+home|this\s+\w+|by\s+.+|before\s+.+))?$/i;
/** A criterion that asks more than a first go: more than one, a result to be happy with, by heart. */
const ASKS_MORE = /\b(?:happy|good|perfect|right|proud|properly|well|again|twice|(?:two|three|four|five|\d+)\s+(?:times|loaves|batches|tries|bakes)|without\s+(?:the\s+)?recipe|by\s+heart|confident|consistently)\b/i;

/** Verbs of a craft or a skill learnt by doing it once with a guide: "Learn to make candles", "Learn to knit", "Learn to do calligraphy". */
const CRAFT_VERBS = 'make|do|build|sew|knit|crochet|embroider|weave|quilt|carve|whittle|solder|weld|draw|sketch|paint|sculpt|brew|upholster';
/** Verbs that need a thing after them: "Learn to make" says nothing until it says what. */
const NEEDS_A_THING = /^(?:make|do|build)$/i;
const CRAFT_TITLE = new RegExp(
  `^learn\\s+(?:how\\s+)?to\\s+(?<craft>${CRAFT_VERBS})(?:\\s+(?<thing>.+?))?(?:\\s+(?:from\\s+scratch|at\\s+home|this\\s+\\w+|by\\s+.+|before\\s+.+|in\\s+time\\s+for\\s+.+))?$`,
  'i',
);
/** A skill done with the body, on paper or on a screen has no materials to buy: "do a handstand", "do my own taxes", "make a website"; "do calligraphy" has. */
const NO_MATERIALS = /^learn\s+(?:how\s+)?to\s+(?:(?:make|build)\s+.*\b(?:websites?|sites?|apps?|games?|programs?|spreadsheets?|podcasts?|videos?)\b|do\s+(?!.*\b(?:calligraphy|pottery|ceramics|embroidery|origami|macram[eé]|crafts?|woodwork|woodworking|mosaics?|stained\s+glass|batik|lino|printmaking|screen\s*printing|needlepoint|cross[\s-]stitch|patchwork|quilting|knitting|crochet|sewing|jewell?ery|candles?|soap)\b))/i;

/**
 * The first go at a craft, in the title's words: a thing named with "a" is "your first" one
 * ("Sew your first dress", "Do your first handstand"); anything else is done "for the first time"
 * ("Make candles for the first time", "Knit for the first time").
 */
function firstGo(craft: string, thing: string | undefined): string {
  const verb = craft.charAt(0).toUpperCase() + craft.slice(1).toLowerCase();
  if (!thing) return `${verb} for the first time`;
  const single = /^(?:a|an)\s+(.+)$/i.exec(thing);
  return single ? `${verb} your first ${single[1]}` : `${verb} ${toListener(thing)} for the first time`;
}

/**
 * How a physical or practical skill is taught: a first lesson or the set-up it needs, short
 * regular practice, and a check that you can do it. `skill` says it after "can" ("swim", "ride a
 * bike"), `doing` after "practise" ("swimming").
 */
type Skill = { skill: string; doing: string; first: string; firstHow: string; practice: string; practiceHow: string; check: string; checkHow: string };

const SKILLS: Array<[RegExp, Skill]> = [
  [
    /^swim/i,
    {
      skill: 'swim',
      doing: 'swimming',
      first: 'Book a first adult swimming lesson',
      firstHow: 'Adult beginner classes at a local pool put you in the water with an instructor from the first lesson; book one, and take goggles, swimwear and a towel.',
      practice: 'Practise in the pool twice a week for 30 minutes',
      practiceHow: 'Between lessons, go over what the last one taught (floating, kicking, breathing out under water) in the shallow end, a little further each time.',
      check: 'Swim a length without stopping',
      checkHow: 'When a width feels easy, swim a full length at your own pace with the instructor or a friend watching: that is the check you can swim.',
    },
  ],
  [
    /^juggl/i,
    {
      skill: 'juggle',
      doing: 'juggling',
      first: 'Get three juggling balls and a beginner guide',
      firstHow: 'Beanbag balls do not roll away when dropped; pick one video or guide that starts with a single ball and follow it from its first lesson.',
      practice: 'Practise juggling for 10 minutes a day',
      practiceHow: 'Start each session with one ball from hand to hand, then two, then three, standing over a bed or a sofa so drops are quick to pick up; add a ball only when the last step feels easy.',
      check: 'Juggle three balls for a minute',
      checkHow: 'Time it with your phone or count the catches: three balls for a minute without a drop shows you can juggle; film it to keep as evidence.',
    },
  ],
  [
    /^(?:ride|cycle)\b/i,
    {
      skill: 'ride a bike',
      doing: 'riding',
      first: 'Get a bike that fits and a quiet place to learn',
      firstHow: 'Lower the saddle so both feet reach the ground, wear a helmet, and find a flat, empty space (a car park on a Sunday, a quiet path), with a friend or a cycling instructor for the first lesson.',
      practice: 'Practise riding for 20 minutes two or three times a week',
      practiceHow: 'First scoot and glide with your feet off the ground to find your balance, then pedal, then brake and turn; raise the saddle once you can start and stop on your own.',
      check: 'Ride around the block on your own',
      checkHow: 'Ride a loop on a quiet street, starting, turning and stopping without help: that is the check you can ride.',
    },
  ],
  [
    /\btyp(?:e|ing)\b/i,
    {
      skill: 'touch type',
      doing: 'typing',
      first: 'Set up a typing course and learn the home row',
      firstHow: 'Pick one free typing course site or app, rest your fingers on the home row (the F and J keys have bumps) and do its first lesson without looking at the keys.',
      practice: 'Practise typing for 15 minutes a day',
      practiceHow: 'Do the next lesson each day with your eyes on the screen, accuracy before speed; slow down whenever you catch yourself looking at the keys.',
      check: 'Take a typing test without looking at the keys',
      checkHow: 'Take a one-minute test on a typing site and note your words per minute and accuracy; take it again each week to see the trend.',
    },
  ],
  [
    /^meditat/i,
    {
      skill: 'meditate',
      doing: 'meditating',
      first: 'Pick a guided course and a time of day',
      firstHow: 'Choose one beginner course (an app or a free recording), a quiet spot and a time you already keep (after coffee, before bed), and do its first 5-minute session.',
      practice: 'Practise meditating for 10 minutes a day',
      practiceHow: 'Sit at the same time each day and follow the guide; when your mind wanders, notice it and come back to the breath: that noticing is the practice.',
      check: 'Meditate every day for two weeks',
      checkHow: 'Tick off each day in a calendar or in the app: two weeks without a gap shows the habit has started.',
    },
  ],
  [
    /\b(?:tyres?|tires?|punctures?|inner\s+tubes?)\b/i,
    {
      skill: 'fix a puncture',
      doing: 'taking the tyre off and putting it back',
      first: 'Get tyre levers, a patch kit and a pump',
      firstHow: 'Check the valve on your tyre (Presta or Schrader) so the pump fits, and watch one step-by-step video of a puncture repair on the same kind of wheel before you start.',
      practice: 'Practise taking the tyre off and putting it back',
      practiceHow: 'At home, take the wheel out, lever the tyre off and put it back on two or three times, for about 15 minutes: it is the part most people find hardest.',
      check: 'Fix the puncture and check it holds air',
      checkHow: 'Find the hole (pump the tube up and listen, or hold it under water for bubbles), patch it or fit a new inner tube, pump it to the pressure on the tyre wall, and check it is still hard the next morning.',
    },
  ],
];

/** Any other skill, said in the title's own words ("skateboard", "whistle a tune"). */
function anySkill(skill: string): Skill {
  const [verb = skill, ...rest] = skill.split(/\s+/);
  return {
    skill,
    doing: [gerund(verb), ...rest].join(' '),
    first: "Find a first lesson or a beginner's guide",
    firstHow: 'A class, a friend who can do it or one well-reviewed beginner video series: pick one and follow its first lesson before anything else.',
    practice: `Practise ${[gerund(verb), ...rest].join(' ')} for 15 minutes most days`,
    practiceHow: 'Short sessions often beat long ones now and then: put them in your calendar at the same time of day, and practise only what the last lesson showed until it feels easy.',
    check: `Show you can ${skill} without help`,
    checkHow: 'When it feels easy, do it once from start to finish with someone watching, or film it: that is the check you can do it.',
  };
}

/** The skill's slots; a criterion that starts with the skill's own verb ("Swim 25 m without stopping") is its check. */
function skillSlots(named: string, words: string): Record<string, string> {
  const said = toListener(named.trim());
  const skill = SKILLS.find(([pattern]) => pattern.test(said))?.[1] ?? anySkill(said);
  const verb = skill.skill.split(/\s+/)[0];
  const criterion = words
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .find((line) => new RegExp(`^${verb}\\b`, 'i').test(line));
  return { ...skill, check: criterion ?? skill.check };
}

const SKILL_STEPS: WorkStep[] = [
  { title: '{first}', description: '{firstHow}' },
  { title: '{practice}', description: '{practiceHow}' },
  { title: '{check}', titled: true, description: '{checkHow}' },
];

/** Skills learnt from words or books, or planned as music, a language or a dish elsewhere. */
const NOT_PHYSICAL = /^learn\s+(?:how\s+)?to\s+(?:code|program|speak|read|write|play|sing|cook|bake|invest|budget|save|trade|draw|paint)\b/i;

export const EVERYDAY_RECIPES: WorkSteps[] = [
  {
    title: SOCIAL_TITLE,
    slots: (g) => {
      const visit = /^(?:visit|see|go|meet|have)\b/i.test(g.how ?? '');
      return {
        when: visit ? 'Agree a day that suits you both' : 'Pick a time that suits you both',
        timing: visit
          ? 'Ask which day and time works for them, and set a reminder the day before with anything you want to bring.'
          : 'Choose a time when neither of you is rushed (an evening or a weekend morning), and set a reminder on your phone for it.',
        how: visit
          ? 'Go without an eye on the clock: ask how they are and what has been happening, share your own news, and listen more than you talk.'
          : 'Call when you have time to spare: ask how they are and what has been happening, share your own news, and let the talk wander.',
      };
    },
    steps: [
      { title: '{when}', description: '{timing}' },
      { title: '{todo}', titled: true, description: '{how}' },
      { title: 'Note anything to follow up', afterTheWork: true, description: 'If something came up (a date to remember, something you offered to send or do), write it down straight after, so it does not slip.' },
    ],
  },
  {
    title: APPOINTMENT_TITLE,
    // An appointment with a person the title does not name as a practice is a meeting to plan, not a booking with one.
    unless: /\b(?:boss|manager|landlord|bank|lawyer|solicitor|accountant|consulate|embassy|council|advisor|adviser)\b/i,
    slots: (_, words) => {
      const [, practice, bring] = PRACTICES.find(([pattern]) => pattern.test(words)) ?? [null, 'the practice', ''];
      return { practice, bring };
    },
    steps: [
      { title: 'Find how {practice} takes bookings', description: 'Look up its website or phone number: whether it books online or by phone, its opening hours, and what the appointment costs if you pay for it.' },
      { title: 'Pick two or three times that fit your week', description: 'Look at your calendar and note two or three slots you can make, so one is still free when you book.' },
      { title: '{todo}', titled: true, description: 'Book one of those times online or by phone, and keep the confirmation (the mail or text, or the time and the name of who you spoke to).' },
      { title: 'Put it in your calendar with a reminder', afterTheWork: true, description: 'Add the date, the time and the address, with a reminder the day before{bring}.' },
    ],
  },
  {
    title: /^(?:cancel|stop|end|get\s+rid\s+of|cut(?:\s+down)?|sort\s+out|review|go\s+through|audit|clear\s+out)\s+(?:(?:my|the|all|our|any|old|unused|unwanted|forgotten|extra)\s+){0,3}(?:[\w-]+\s+)?(?:subscriptions?|memberships?|direct\s+debits?|standing\s+orders?|streaming\s+services?)\b.*$/i,
    steps: [
      { title: 'List every subscription you pay for', description: 'Go through the last two or three bank and card statements and the subscriptions in your app stores (Apple, Google), and write down each one with its price and when it renews.' },
      { title: 'Mark the ones you have not used in the last month', description: 'Next to each, note when you last used it; what you have not used in a month goes on the cancel list, unless you know you need it soon.' },
      { title: 'Cancel each one you marked', titled: true, description: 'Cancel it in its account settings, or in the app store where it was bought (deleting the app does not cancel it), and note the date it ends and the confirmation.' },
      { title: 'Check the next statement', afterTheWork: true, description: 'When the next bank or card statement comes, check that none of the cancelled ones charged you; if one did, contact it with the cancellation confirmation.' },
    ],
  },
  {
    title: DISH_TITLE,
    unless: new RegExp(`^learn\\s+(?:how\\s+)?to\\s+make\\s+(?!.*(?:${FOOD.source}))`, 'i'),
    slots: (g, words) => {
      const bake = BAKE.test(g.dish ?? '') || /^bake$/i.test(g.making ?? '');
      return {
        dish: g.dish ?? 'it',
        making: (g.making ?? 'make').toLowerCase(),
        doIt: bake ? 'bake' : 'cook',
        tools: bake ? 'kitchen scales, a large bowl and the tin, tray or pot it bakes in' : 'the pan it cooks in, a sharp knife and a chopping board',
        exactly: bake
          ? 'Weigh rather than guess, keep to its times and oven temperature, and set a timer for each rise and for the bake; change nothing this first time, so you learn what the recipe does.'
          : 'Have everything cut and measured before you start, keep to its amounts, heat and times, and change nothing this first time, so you learn what the recipe does.',
        judge: /\b(?:bread|loaf|loaves|sourdough|focaccia|baguettes?|brioche|rolls)\b/i.test(words)
          ? 'Let it cool before you cut it (a loaf that is done sounds hollow when tapped underneath), taste it'
          : 'Taste it',
      };
    },
    steps: [
      { title: 'Pick one beginner recipe and read it to the end', description: 'Choose one recipe for {dish} written for beginners, from a trusted book or site, and read it through before you start, so the timings hold no surprise.' },
      { title: 'Get a starter going', fits: /\bsourdough\b/i, description: 'Sourdough rises on an active starter: get some from a bakery or a friend who bakes, or start one from flour and water fed every day; a new one takes about a week before it doubles within hours of a feed.' },
      { title: 'Get the ingredients and the tools', description: "Buy everything on the recipe's list and check you have what it uses ({tools}) before the day you {doIt}." },
      { title: '{making} {dish} following the recipe exactly', titled: true, description: '{exactly}' },
      { title: 'Judge it and note what to change', description: '{judge} and write down what worked and the one thing to change next time.' },
      { title: 'Make it again with that one change', whenAsked: ASKS_MORE, description: 'Keep everything else the same, so you see what the change does; repeat until the result is one you are happy with.' },
    ],
  },
  {
    title: CRAFT_TITLE,
    // A dish or a bake is learnt from a recipe (above); "Learn to make" with nothing after it names no craft.
    unless: new RegExp(`^learn\\s+(?:how\\s+)?to\\s+(?:(?:make|bake|cook)\\s+.*(?:${FOOD.source})|(?:make|do|build)\\s*$)`, 'i'),
    slots: (g) => {
      const craft = (g.craft ?? 'make').toLowerCase();
      const thing = g.thing && !NEEDS_A_THING.test(g.thing) ? g.thing : undefined;
      const what = thing ? `${craft} ${toListener(thing)}` : craft;
      return { what, first: firstGo(craft, thing) };
    },
    steps: [
      { title: 'Find out what you need to {what}', description: "Read one beginner's guide or ask someone who already does it: the materials and tools it takes, the mistakes beginners make, and what a first try costs." },
      { title: 'Get the materials and tools for a first try', unless: NO_MATERIALS, description: "Buy only what the guide lists for one or two tries, or a beginner's kit (often cheaper than each thing on its own), and set up a space where you can leave it out." },
      { title: 'Follow one guide or class from start to finish', description: 'Pick one beginner guide, video course or local class (a taster workshop is a quick way in) and follow it as it is written, so you learn one way well before you mix in others.' },
      { title: '{first}', titled: true, description: 'Go from start to finish with the guide open, even if it comes out rough: a finished first try teaches more than a careful half of one.' },
      { title: 'Note what to change next time', afterTheWork: true, description: 'Compare the result with the guide or with what you aimed for, and write down what worked and the one thing to change next time.' },
      { title: 'Try again with that one change', whenAsked: ASKS_MORE, description: 'Keep everything else the same, so you see what the change does; repeat until the result is one you are happy with.' },
    ],
  },
  {
    title: /^(?:learn|teach\s+(?:myself|yourself))\s+(?:how\s+)?to\s+(?<skill>.+?)(?:\s+(?:this\s+\w+|by\s+.+|before\s+.+|in\s+time\s+for\s+.+))?$/i,
    unless: NOT_PHYSICAL,
    slots: (g, words) => skillSlots(g.skill ?? '', words),
    steps: SKILL_STEPS,
  },
  {
    title: /^(?:learn|start|begin|take\s+up|get\s+into)\s+(?<skill>touch[\s-]typing|typing|meditating|meditation|juggling|swimming)\b.*$/i,
    slots: (g, words) => skillSlots(g.skill ?? '', words),
    steps: SKILL_STEPS,
  },
  {
    title: /^(?:fix|repair|mend|patch)\s+(?:a|the|my|our)\s+(?:flat\s+|punctured\s+)?(?:(?:bike|bicycle)\s+(?:tyre|tire|inner\s+tube)s?|(?:bike\s+)?puncture)\b.*$/i,
    slots: (g, words) => skillSlots('tyre', words),
    steps: SKILL_STEPS,
  },
];
