import { capitalize, gerund, lowerFirst, trimPunctuation, withoutLeadIn } from './text';
import { kickoffDescription, KICKOFF_STEP_TITLE } from './framingSteps';
import { namesPlaceAbroad } from './countries';
import { EVERYDAY_RECIPES } from './everydaySteps';
import { SESSION_RECIPES } from './sessionSteps';
import { tipFits, WORK_TYPE_TIPS, workTypeOf, type StepTip, type WorkType } from './workType';

/**
 * How a kind of work is done, step by step, for a todo no family template wrote: what a person
 * does to get quotes, to find a tutor or a tradesperson, to prepare a speech, for the jobs of a
 * home (a repair, clearing out a place, packing for a trip, cleaning, assembling furniture,
 * painting a room), and for the errands and desk work a title names (a purchase, a booking,
 * finding things out, paperwork, a conversation, a decision, a document, giving things away,
 * giving blood, a donation of money or food), a swap someone organises and a small event a person
 * hosts (a party, a dinner party, a games night, a quiz night, a bake sale). Each step is worded with the title's own object ("List
 * four or five moving companies"); the slots in braces are filled from the title and the todo's
 * words. Parts in square brackets are alternatives: the first whose slots all have values is kept
 * ("[ {minutes} minutes][ the time you have]").
 */
export type WorkSteps = {
  /** The titles the steps are for; their named groups are slots of the same name. */
  title?: RegExp;
  /** Or every title of this work type. */
  work?: WorkType;
  /** Titles the `title` matches that name other work ("Fix my sleep schedule" is no repair). */
  unless?: RegExp;
  /** Slots read from the groups and the todo's words (title, description, criteria). */
  slots?: (groups: Record<string, string | undefined>, words: string) => Record<string, string | null>;
  /** A step marked `afterTheWork` (a work type's tip that records or follows the work up) comes after the criteria. */
  steps: WorkStep[];
};

/**
 * A step of how work is done; `titled` marks the one that does the work the title names ("Buy
 * running shoes"); `unlessAsked` drops a step the todo's own words already ask for (a log of the
 * run when a criterion says "logged"); `whenAsked` keeps a step only when they ask for it (a second
 * bake when a criterion asks for one to be happy with).
 */
export type WorkStep = StepTip & { titled?: boolean; unlessAsked?: RegExp; whenAsked?: RegExp };

/** A work type's tip as a step of its own. */
const tip = (work: WorkType): WorkStep => WORK_TYPE_TIPS[work] as StepTip;

const COUNTS = ['two', 'three', 'four', 'five'];
const COUNT = `\\d+|${COUNTS.join('|')}`;
/** More names than answers needed: some never reply. */
const SHORTLIST: Record<string, string> = { two: 'three or four', three: 'four or five', four: 'five or six', five: 'six or seven' };
const NUMBER_NAMES: Record<string, string> = { '2': 'two', '3': 'three', '4': 'four', '5': 'five' };

/** What every firm is told so their quotes compare, by the trade the title names. */
const QUOTE_DETAILS: Array<[RegExp, string]> = [
  [/\b(?:mov(?:e|es|ing|ers?)|removals?)\b/i, 'both addresses, the moving date, the floors and lift access, and a list of the furniture and boxes'],
  [/\b(?:build\w*|roof\w*|kitchens?|bathrooms?|fitters?|plumb\w*|electric\w*|paint\w*|decorat\w*|renovat\w*|extension|windows?|floors?|garden\w*|landscap\w*)\b/i, 'what the job is, with photos and measurements, and when it should be done'],
  [/\b(?:cater\w*|venues?|photograph\w*|dj|band|florists?)\b/i, 'the date, the place, the number of guests and what you want from them'],
];

/** People who teach: found by asking learners, tried in a lesson, booked for a rhythm. */
const TEACHERS = 'tutor|teacher|coach|instructor|trainer|mentor';
/** People who do a job for you: found by asking around, checked, agreed with in writing. */
const TRADES =
  'plumber|electrician|builder|cleaner|walker|sitter|babysitter|nanny|childminder|photographer|accountant|lawyer|solicitor|gardener|mechanic|painter|decorator|roofer|handyman|caterer|dj|florist|carpenter|locksmith|architect|surveyor|therapist|counsellor|designer|developer|translator|tailor|removal\\s+firm|mover|estate\\s+agent';
/** A person named with up to two words before their role: "a Spanish tutor", "a dog walker". */
const PERSON = (roles: string) =>
  new RegExp(`^(?:find|hire|get|book|look\\s+for|choose|pick|search\\s+for)\\s+(?:a|an|the|my|our)\\s+(?:new\\s+)?(?<who>(?:[\\w'-]+\\s+){0,2}?(?<role>${roles}))(?:\\s+.+)?$`, 'i');

const plural = (noun: string) => (/(?:s|sh|ch|x)$/i.test(noun) ? `${noun}es` : `${noun}s`);

/** Places and the things that fill them: what is cleared out, sorted or tidied. */
const PLACES =
  'garage|loft|attic|shed|cellar|basement|room|bedroom|kitchen|bathroom|hallway|hall|study|office|playroom|nursery|house|flat|home|apartment|cupboards?|wardrobes?|closets?|drawers?|desk|shelf|shelves|bookshelf|bookcase|pantry|fridge|freezer|car|garden|balcony|toys|clothes|books|paperwork|papers';
/**
 * One piece of furniture, a surface or a container: tidied in one go (cleared, sorted, wiped, put
 * back), with nothing to sell or take to the tip, unlike a room, a loft or a flat.
 */
const SMALL_PLACES = 'desk|drawers?|shelf|shelves|bookshelf|bookcase|wardrobe|closet|cupboard|pantry|fridge|freezer|car';
/** A place named with up to three words before it: "the garage", "my spare room", "the kitchen cupboards". */
const placeOf = (places: string) => `(?<place>(?:the|my|our|your|a)\\s+(?:[\\w'-]+\\s+){0,3}?(?:${places}))\\b`;
/** "Clean out the garage", "Tidy my desk", "Declutter the spare room before Christmas". */
const clearOutTitle = (places: string) =>
  new RegExp(`^(?:clean\\s+out|clear\\s+out|clear|declutter|tidy(?:\\s+up)?|sort(?:\\s+out|\\s+through)?|organi[sz]e)\\s+${placeOf(places)}(?:\\s+(?:for|before|so|to|in|by|this|next|and)\\b.*)?$`, 'i');
/** A place with a surface on top, cleared off rather than emptied out. */
const SURFACE = /\b(?:desk|shelf|shelves|bookshelf|bookcase)$/i;
/** A place of clothes, of which what is no longer worn is given away. */
const CLOTHES_PLACE = /\b(?:wardrobe|closet|(?:sock|underwear|clothes)\s+drawers?|chest\s+of\s+drawers)$/i;

/** A title that gives things away: its verb, the things and the place they go to, if named. */
const GIVING = /^(give\s+away|drop\s+off|hand\s+down|take|bring|drop|donate|recycle|freecycle|sell)\s+(.+?)(?:\s+(?:to|at|off\s+at)\s+((?:the|a|an|my|our|your)\s+.+?))?(?:\s+(?:by|before|this|next|on|for)\b.*)?$/i;
/** Things given away as a lot, sorted before they go; one thing (a sofa, a bike) is readied instead. */
const GOODS = /\b(?:donations|clothes|clothing|books|toys|things|stuff|items|belongings|electronics|electricals|bags|boxes|shoes|games|dvds|cds|clutter|junk|batteries|baby\s+things)\b/i;

/** Blood given: whole blood, plasma or platelets. */
const BLOOD_TITLE = /^(?:donate|give)\s+(?<what>blood|plasma|platelets)\b.*$/i;
/** An amount of money given: "50 euros", "$20", "£10". */
const AMOUNT_GIVEN = '(?:[$€£]\\s?\\d[\\d,.]*\\s?k?|\\d[\\d,.]*\\s?k?\\s?(?:euros?|eur|dollars?|usd|pounds?|gbp|chf))';
/** What is given: money, food or an amount. */
const GIFT = `money|food|tins|${AMOUNT_GIVEN}`;
/**
 * Money or food given to an organisation: "Donate to the food bank", "Donate 50 euros to charity",
 * "Make a donation to Oxfam", "Give to charity"; things given ("Donate old clothes") are given
 * away, and "give" only to someone ("Give money to my sister") is no donation.
 */
const DONATION_TITLE = new RegExp(
  `^(?:donate|make\\s+an?\\s+(?:[\\w-]+\\s+)?donation|give(?=(?:\\s+(?:${GIFT}))?\\s+(?:to|towards)\\s+(?!(?:my|his|her|their)\\b)))(?:\\s+(?<gift>${GIFT}))?(?:\\s+(?:to|towards)\\s+(?<org>.+?))?(?:\\s+(?:by|before|this|next|every|each|on|in)\\b.*)?$`,
  'i',
);
/** A cause rather than an organisation: the charity is still to be chosen. */
const ANY_CHARITY = /^(?:an?\s+|some\s+)?(?:local\s+)?(?:charit(?:y|ies)|good\s+causes?|causes?)$/i;
/** What the gift is, read off the title and the organisation: food for a food bank, money for an amount. */
function donationSlots(gift: string | undefined, org: string | undefined): Record<string, string> {
  const food = /^(?:food|tins)$/i.test(gift ?? '') || /\b(?:food\s+(?:bank|pantry)|soup\s+kitchen)\b/i.test(org ?? '');
  const money = !food && gift !== undefined;
  const chosen = !org || ANY_CHARITY.test(org);
  return {
    check: chosen ? 'Choose a charity and check it is registered' : food ? `Check what ${org} needs` : money ? `Check how ${org} takes donations` : `Check what ${org} needs`,
    checking: chosen
      ? 'Pick a cause you care about and look the charity up on the official charity register or a charity evaluator: what it does with gifts, and how much of them goes to the work itself.'
      : food
        ? 'A food bank lists what it takes and what it is short of (tins, pasta, toiletries) on its website or at the drop-off point, with its opening times; what it has too much of helps no one.'
        : money
          ? 'Give through its own website, office or bank details, never a link someone sent you, and see whether it can claim tax back on your gift (Gift Aid in the UK) or a monthly gift helps it more.'
          : 'Look on its website or ask it what it needs most now (money, food, things or time) and how it takes each.',
    choose: food ? 'Choose what to give' : money ? 'Decide how much to give' : 'Choose what and how much to give',
    choosing: food
      ? 'Pick from its list what you can give, in date and unopened; a few of what it is short of helps more than a bag of anything.'
      : 'Settle on what you give and an amount you can afford, once or each month, before you pay.',
    how: food
      ? 'Take it to the drop-off point in its opening hours, or to its collection point in a supermarket.'
      : 'Give through its own website, by bank transfer or in person, and choose whether it is a one-off or a monthly gift.',
  };
}

/** Bone marrow or stem cells given: "Donate bone marrow", "Join the bone marrow register", "Become a stem cell donor"; one given to a relative is matched in the family, not on a register. */
const BONE_MARROW_TITLE =
  /^(?:(?:donate|give)\s+(?:bone\s+marrow|stem\s+cells)|(?:join|sign\s+up\s+(?:to|for)|register\s+(?:on|with|for))\s+(?:the|a)\s+(?:bone\s+marrow|stem\s+cell)\s+(?:donor\s+)?regist(?:er|ry)|(?:become|register\s+as|sign\s+up\s+as)\s+an?\s+(?:bone\s+marrow|stem\s+cell)\s+donor)\b.*$/i;

/** A shift given at an organisation: "Volunteer at the food bank", "Help at the soup kitchen", "Volunteer with the Red Cross every Saturday". */
const VOLUNTEER_TITLE = /^(?:volunteer\s+(?:at|with|for|in)|help(?:\s+out)?\s+at)\s+(?<org>.+?)(?:\s+(?:by|before|this|next|every|each|on|once|twice|in)\b.*)?$/i;
/** Where people live, not an organisation: "the community", "my neighbourhood". */
const PLACE_LIVED = /^(?:the|our|my|your|this)\s+(?:local\s+)?(?:community|neighbourhood|neighborhood|area|town|city|village)$/i;
/** An organisation named ("the food bank", "Oxfam"), not a cause, a group of people or a place ("a charity", "refugees", "the community"): that one is still to be chosen. */
const namesOrganisation = (org: string) => !ANY_CHARITY.test(org) && !PLACE_LIVED.test(org) && (/^(?:the|our|my|your|this)\s/i.test(org) || /^\p{Lu}/u.test(org));

/** What is swapped at a swap someone organises, said as what people bring. */
const SWAPPED: Record<string, string> = { book: 'books', clothes: 'clothes', clothing: 'clothes', plant: 'plants', seed: 'seeds', toy: 'toys', game: 'games', record: 'records', puzzle: 'puzzles', jigsaw: 'puzzles', uniform: 'uniforms', tool: 'tools' };
/** A swap someone organises: "Organise a book swap", "Host a clothes swap", "Set up a swap"; not a swap shop that stays open, nor a house swap. */
const SWAP_TITLE = new RegExp(
  `^(?:organi[sz]e|host|hold|run|throw|put\\s+on|set\\s+up|arrange|plan)\\s+(?:a|an|the|our|my)\\s+(?:(?:first|monthly|local|community|neighbourhood|neighborhood|street|school|office|village|free|kids'?|children's|baby)\\s+)*(?<swap>(?:(?<thing>${Object.keys(SWAPPED).map((t) => `${t}s?`).join('|')})\\s+(?:swap|exchange)|swap))\\b(?!\\s+shop\\b)(?:\\s+.+)?$`,
  'i',
);

/**
 * A small event a person hosts, by its kind: a dinner party, a games night, a quiz night, a bake
 * sale or a party (a birthday party, a barbecue, a get-together). A wedding, a reunion or a
 * conference is no small event: its family plans it todo by todo.
 */
const DINNER = 'dinner(?:\\s+party)?|supper';
const GAMES_NIGHT = '(?:board\\s+)?games?\\s+night';
const QUIZ = 'pub\\s+quiz|quiz(?:\\s+night)?';
const SALE = '(?:bake|cake)\\s+sale';
const BIRTHDAY = 'birthday\\s+party';
const PARTY = 'party|get-together|barbecue|bbq';
/**
 * A title that hosts an event of these kinds: "Host a dinner party", "Organise Mum's 60th birthday
 * party", "Run a bake sale for the school"; not the day itself of an event already planned ("Hold
 * the party", "Host the dinner party", "Hold Mum's 60th birthday party"), nor a part of one ("Plan
 * the party food").
 */
const hostedTitle = (kinds: string) =>
  new RegExp(
    `^(?:(?:organi[sz]e|throw|put\\s+on|set\\s+up|arrange|plan)\\s+(?<det>a|an|the|our|my|[\\w'’-]+['’]s?)|(?:host|hold|run)\\s+(?<own>a|an|our|my)(?!\\s+[\\w-]+['’]s?\\s))\\s+(?<event>(?:[\\w'’-]+\\s+){0,3}?(?<kind>${kinds}))(?<rest>\\s+(?:for|at|in|on|with|this|next|by|before|to|so|and|over)\\b.*)?$`,
    'i',
  );
/** Large events, planned by their family; and a wedding party is the bride's and groom's people. */
const LARGE_EVENT = /\b(?:wedding|reunion|conference|festival|gala|offsite|hackathon|retreat|ceremony)\b/i;
/** Hosted at home: "at home", "at my parents' house", "at Sam's", "in the garden". A dinner and a games night are, unless the title names a place. */
const AT_HOME = /\b(?:at\s+home|at\s+(?:(?:my|our|his|her|their)\s+)?(?:[\w-]+['’]s?\s+)?(?:house|flat|place|home|apartment|cottage)|at\s+[\w-]+['’]s(?=\s|$)|in\s+(?:the|my|our)\s+(?:garden|back\s*yard|flat|house))\b/i;
/** A place named for the event that is not a home: "at the village hall", "at the Red Lion". */
const NAMED_PLACE = /\bat\s+(?<place>(?:the|a|an)\s+(?!(?:weekend|end|start|beginning|moment|last\s+minute)\b)[\w'’ -]+?)(?=\s+(?:on|in|for|this|next|by|before|with|and|to)\b|$)/i;
/** The kinds whose plans differ, each as the whole of an event's kind. */
const HOSTED_KINDS = [SALE, QUIZ, DINNER, GAMES_NIGHT].map((kinds) => new RegExp(`^(?:${kinds})$`, 'i'));
/** Hosting a bake sale, or a quiz: their steps differ most from a party's. */
const HOSTS_SALE = hostedTitle(SALE);
const HOSTS_QUIZ = hostedTitle(QUIZ);
/** What a small event needs said by its kind and its place: when and where it is, who comes, how the day runs. */
function hostedSlots(g: Record<string, string | undefined>, words: string): Record<string, string | null> {
  const kind = (g.kind ?? 'party').toLowerCase();
  const [sale, quiz, dinner, games] = HOSTED_KINDS.map((kinds) => kinds.test(kind));
  const rest = g.rest ?? '';
  const place = NAMED_PLACE.exec(rest)?.groups?.place ?? null;
  const home = AT_HOME.test(rest) || ((dinner || games) && !place);
  // A possessive is kept ("Mum's 60th birthday party", "my dad's 60th birthday party"); an article becomes "the".
  const det = g.det ?? g.own ?? 'a';
  const event = g.event ?? kind;
  const owned = /['’]s?$/.test(det) || /^[\w-]+['’]s?\s/.test(event);
  return {
    event: owned ? `${/^(?:a|an|the)$/i.test(det) ? 'the' : det} ${event}` : `the ${event}`,
    date: home ? 'Pick a date' : place ? `Pick a date and book ${place}` : 'Pick a date and a place',
    dating: sale
      ? 'Choose a day and an hour when people are about anyway (after school pick-up, a Saturday morning, a fete), two or three weeks ahead, and agree the spot with whoever runs it: a school hall, a church porch, outside a shop.'
      : home
        ? 'Choose an evening or a weekend two or three weeks ahead that the people you most want there can do.'
        : place
          ? `Choose an evening or a weekend three or four weeks ahead, and check ${place} is free that day, what it costs and until when you can stay.`
          : `Choose an evening or a weekend three or four weeks ahead, and where: at home, a room you book (the back room of a pub, a community hall) or outdoors with a plan for rain${quiz ? '; a quiz needs a table per team and a room where everyone can hear you' : ''}.`,
    size: dinner ? 'Six to eight people fit most tables. ' : games ? 'Ask as many people as your games play, four to eight. ' : '',
    secret: /\bsurprise\b/i.test(words) ? '; tell everyone it is a surprise, and who keeps the guest of honour busy until the moment' : '',
    hold: home ? 'Host' : 'Hold',
    ready: dinner ? 'the table laid and what can be cooked ahead done' : games ? 'the games out and the first one set up' : 'the food and drink out',
  };
}

/** What a fix stops at its source before the work starts: water, or the power. */
const WATER = /\b(?:tap|taps|faucet|sink|basin|toilet|loo|cistern|pipes?|leak\w*|drips?|shower|bath|radiators?|boiler|valve|washing\s+machine|dishwasher|drain|plumbing)\b/i;
const POWER = /\b(?:lights?|lamp|sockets?|switch|plug|fuse|wiring|oven|cooker|hob|fridge|freezer|heater|fan|doorbell|appliance|kettle|toaster|microwave|dryer|extractor)\b/i;

/** Words of a personal occasion: its speech tells stories, a talk makes points. */
const PERSONAL = /\b(?:toast|eulogy|vows|wedding|birthday|funeral|memorial|retirement|anniversary|farewell|leaving|sister|brother|mother|father|mum|dad|friend|best\s+man|maid\s+of\s+honou?r)\b/i;

/** A trip by plane or abroad: travel documents; camping: the camping gear. */
const FLYING = /\b(?:fly|flying|flights?|plane|airport|hand\s+luggage|carry-on)\b/i;
const ABROAD = /\b(?:abroad|overseas|international)\b/i;
const CAMPING = /\b(?:camping|camp|campsite|tent|bivvy)\b/i;

/**
 * What a packing's check names, by the trip: travel documents only for a trip by plane or abroad
 * (a plug adapter only abroad), the camping gear only for camping, else tickets and keys.
 */
function tripChecks(words: string): Record<string, string> {
  const flying = FLYING.test(words);
  const abroad = ABROAD.test(words) || namesPlaceAbroad(words);
  const camping = CAMPING.test(words);
  const documents = flying || abroad;
  const checks = [
    documents ? 'your passport or ID, tickets and bookings, bank cards' : camping ? 'your bank cards, keys' : 'your tickets and bookings, bank cards, keys',
    camping ? 'the tent with its poles and pegs, the sleeping bag and mat, the stove with fuel and a lighter, a head torch, a first-aid kit' : null,
    abroad ? 'phone and chargers with a plug adapter if the sockets there differ' : 'phone and chargers',
  ];
  return {
    checked: documents ? (camping ? 'documents, camping gear' : 'documents') : camping ? 'the camping gear' : 'tickets, keys',
    checks: checks.filter((c) => c !== null).join(', '),
    packing: flying ? 'liquids in a sealed bag, and a change of clothes and your documents in your hand luggage' : camping ? 'and the tent and rain gear on top, so they come out first' : 'and what you need on the way on top',
  };
}

const RECIPES: WorkSteps[] = [
  {
    title: new RegExp(`^(?:get|collect|request|ask\\s+for|gather)\\s+(?:(?<count>${COUNT})\\s+)?(?:written\\s+)?quotes?(?:\\s+from\\s+(?:(?<fromCount>${COUNT})\\s+)?(?<providers>.+?)|\\s+for\\s+(?<job>.+?))?$`, 'i'),
    slots: (g, words) => {
      const raw = (g.count ?? g.fromCount ?? 'three').toLowerCase();
      const count = NUMBER_NAMES[raw] ?? raw;
      return {
        count,
        shortlist: SHORTLIST[count] ?? 'a few more than that',
        firms: g.providers ?? (g.job ? `firms that can do ${g.job}` : 'firms that do the job'),
        details: QUOTE_DETAILS.find(([pattern]) => pattern.test(words))?.[1] ?? 'what you need, where and by when',
      };
    },
    steps: [
      { title: 'List {shortlist} {firms}', description: 'Ask friends or neighbours which ones they used and add well-reviewed local ones: with more names than you need, {count} quotes still come back when some never answer.' },
      { title: 'Send each the same details', description: 'Give every one of them the same facts ({details}), so the quotes can be compared.' },
      { title: 'Ask for each quote in writing', description: 'Ask for the price in writing, with what it includes and leaves out and how long it holds.' },
      { title: 'Compare the quotes side by side', description: 'Put the price, what is included, the dates they can do and their reviews in one table, and note which one you would pick and why.' },
    ],
  },
  {
    title: PERSON(TEACHERS),
    slots: (g, words) => ({
      people: plural(lowerFirst(g.who ?? 'tutor')),
      role: (g.role ?? 'tutor').toLowerCase(),
      rhythm: /\b(?:weekly|every\s+week|once\s+a\s+week)\b/i.test(words) ? 'weekly' : /\b(?:twice\s+a\s+week)\b/i.test(words) ? 'twice-weekly' : 'regular',
    }),
    steps: [
      { title: 'Look for {people} in two or three places', description: 'Ask people who learn with one for their pick, and look on teaching sites and local noticeboards or groups; note four or five names.' },
      { title: 'Compare them on price, times and reviews', description: 'Note what each one charges per lesson, the times they can do and what their students say, and keep the best two or three.' },
      { title: 'Book a trial lesson', description: 'Take one lesson with your first pick: it shows whether you get on and learn; try the next one on your list if not.' },
      { title: 'Book the {rhythm} lessons', description: 'Agree the day, the time and the price with the {role} you chose, and put the {rhythm} lessons in your calendar.' },
    ],
  },
  {
    title: PERSON(TRADES),
    slots: (g) => ({ who: lowerFirst(g.who ?? 'one') }),
    steps: [
      { title: 'Ask around for a {who}', description: 'Ask friends and neighbours who they use and read local reviews; note three or four names.' },
      { title: 'Talk to two or three of them', description: 'Tell each what you need, and ask what it costs, when they can start and what is included.' },
      { title: 'Check reviews and references', description: 'Read recent reviews of the one you prefer, and ask for a past customer you can call or proof of insurance.' },
      { title: 'Agree the price and start date in writing', description: 'Confirm by message or contract what they will do, when they start and what it costs.' },
    ],
  },
  {
    // Practising a speech the person has already written is a session of their own; preparing one starts from nothing.
    title: /^(?:prepare|write|give|deliver|make|do|draft|plan)\s+(?:the|a|an|my|our|your)\s+(?<what>(?:[\w'’-]+\s+){0,3}?(?<kind>toast|speech|talk|presentation|eulogy|pitch|lecture|keynote|sermon|vows))\b(?<about>.*)$/i,
    slots: (g, words) => {
      const personal = PERSONAL.test(words);
      const minutes = /\b(\d+)[\s-]*(?:minutes?|mins?)\b/i.exec(words)?.[1] ?? null;
      return {
        kind: (g.kind ?? 'speech').toLowerCase(),
        gather: personal ? 'Collect two or three stories' : 'Pick the two or three points',
        gathering: personal
          ? 'Note short moments that show who the {kind} is about and that the people listening will recognise; one funny and one warm make a good pair.'
          : 'Decide the one thing listeners should take away and the two or three points that lead to it, with an example for each.',
        parts: personal ? 'the stories' : 'the points',
        close: /toast/i.test(g.kind ?? '') ? 'a line that raises a glass' : 'a closing line',
        minutes,
      };
    },
    steps: [
      { title: '{gather}', description: '{gathering}' },
      { title: 'Write a draft of the {kind}', description: 'An opening line, {parts} and {close}; write it the way you speak, in short sentences.' },
      { title: 'Read it aloud and time it', description: 'Time it with your phone and cut until it fits[ {minutes} minutes][ the time you have].' },
      { title: 'Rehearse until you can say it without notes', description: 'Say it through once a day, then once to a friend; keep a card with the first words of each part as a fallback.' },
    ],
  },
  {
    // A thing that broke: find the cause and the fix for its model, get what it needs, make it safe, fix it, and use it again.
    title: /^(?:fix|repair|mend|unblock|unclog|patch)\s+(?:the|a|an|my|our|that|this)\s+.+$/i,
    unless: /\b(?:sleep|posture|habits?|routine|schedule|relationship|credit|budget|diet|cv|résumé|resume|website|site|app|code|bug|typo|date|(?:bike|bicycle)\s+(?:tyres?|tires?|inner\s+tubes?)|puncture|problem\s+with\s+(?:my|our)\s+(?:boss|manager))\b/i,
    // A blockage needs no part and no model's guide, only finding where it sits and what clears it, and no water turned off.
    slots: (g, words) =>
      /^(?:unblock|unclog)\b/i.test(words)
        ? {
            finding: 'Find where it blocks (the plughole, the trap under it or the pipe further on) and how that one is cleared: a plunger, the trap unscrewed and emptied, or a drain snake.',
            get: 'Get a plunger or a drain snake',
            getting: 'Buy or borrow a plunger or a drain snake, with gloves and a bucket for what comes out.',
            how: 'Start with the plunger, then the trap, then the snake; no bleach with other drain cleaners, as they react.',
          }
        : {
            finding: "Note the make and model, work out what causes the fault, and look up the fix for that model (the maker's guide or a video of the same one): which part, which tools and how long it takes.",
            get: 'Get the part and the tools',
            getting: 'Buy or borrow the tools and the replacement part for that model; take the old part to the shop when you can, so the new one matches.',
            how: 'Follow the guide for your model one step at a time; take a photo before you take anything apart, so it goes back the same way.',
          },
    steps: [
      { title: 'Find out how to {verb} {object}', description: '{finding}' },
      { title: '{get}', description: '{getting}' },
      { title: 'Turn the water off first', fits: WATER, unless: /^(?:unblock|unclog)\b/i, description: 'Close the valve under it or the stopcock, and open the tap to let out what is left in the pipe; put a towel or a bowl underneath.' },
      { title: 'Switch off the power first', fits: POWER, description: 'Unplug it, or switch off its circuit at the fuse box, and check it is dead before you touch anything inside.' },
      { title: '{todo}', titled: true, description: '{how}' },
      { title: 'Test it in normal use', description: 'Turn things back on and use it as you normally would, then look again the next day: a fault that is fixed stays away after a day of use.' },
    ],
  },
  {
    // A desk, a drawer or a wardrobe tidied in one go: emptied, each thing sorted once, wiped, only what belongs put back.
    title: clearOutTitle(SMALL_PLACES),
    slots: (g) => {
      const place = lowerFirst(g.place ?? 'it');
      return {
        place,
        empty: SURFACE.test(place) ? `Clear everything off ${place}` : `Take everything out of ${place}`,
        giveAway: CLOTHES_PLACE.test(place) ? ' Clothes you have not worn for a year go in a bag for the charity shop.' : '',
      };
    },
    steps: [
      { title: '{empty}', description: 'Put it all on a table or the floor next to it, so you see everything at once.' },
      { title: 'Sort it into keep, elsewhere and bin', titled: true, description: 'Pick each thing up once: keep what belongs here, put what belongs in another room in one pile, and bin what is broken, used up or out of date.{giveAway}' },
      { title: 'Wipe {place} down while it is empty', description: 'Wipe it with a damp cloth, corners and edges too, and let it dry before anything goes back.' },
      { title: 'Put back only what belongs', description: 'What you use most goes nearest to hand; then take the elsewhere pile to where each thing lives, the same day.' },
    ],
  },
  {
    // A place cleared out: one area at a time, each thing decided once, what goes gone within the week, what stays given a place.
    title: clearOutTitle(PLACES),
    steps: [
      { title: 'Set out boxes for keep, donate, sell and bin', description: 'Label four boxes or bags before you start and have bin bags to hand, so every thing goes straight into one of them.' },
      { title: '{todo}, one area at a time', titled: true, description: 'Empty one shelf, corner or drawer at a time: pick each thing up, decide keep, donate, sell or bin, and put it straight in its box; wipe the empty space before the next area.' },
      { title: 'Take away what goes the same week', description: 'Take the donate boxes to a charity shop, list what you sell and take the rest to the tip within the week; what waits in boxes drifts back in.' },
      { title: 'Put back what stays, with a place for each thing', description: 'Give every kept thing one place, what you use most where it is easiest to reach, and label shelves or boxes so things go back there.' },
    ],
  },
  {
    // Packing for a trip (not boxes for a move): what the trip needs, laid out, packed, the essentials checked.
    title: /^pack\s+(?:for\s+(?<trip>.+)|(?:my|the|a|our|your)\s+(?:[\w-]+\s+)?(?:bags?|suitcases?|case|rucksack|backpack)(?:\s+for\s+(?<forTrip>.+))?)$/i,
    slots: (g, words) => ({ trip: g.trip ?? g.forTrip ?? 'the trip', ...tripChecks(words) }),
    steps: [
      { title: 'List what {trip} needs', description: 'Check the weather there for those days, count the days and nights, and note what you will do (walking, swimming, a dinner out); write down the clothes, toiletries and gear each one needs.' },
      { title: 'Lay everything out first', description: 'Put it all on the bed or the floor before it goes in the bag: you see what is missing, and take out what you will not use.' },
      { title: '{todo}', titled: true, description: 'Heavy things at the bottom near the back, clothes rolled, {packing}.' },
      { title: 'Check {checked}, chargers and medicines', description: 'Before you close the bag, check {checks}, medicines and glasses.' },
    ],
  },
  {
    // A thing or a place cleaned: what cleans it at hand, surfaces cleared, top to bottom, things back clean.
    title: /^(?:(?:deep|spring|thoroughly)[\s-]+)?clean\s+(?!out\b|up\b)(?:the|my|our|your|a|an|all\s+the)\s+.+$/i,
    unless: /\b(?:data|code|inbox|emails?|diet|list|files?|desktop|record)\b/i,
    steps: [
      { title: 'Get the cleaning things ready', description: 'Have to hand the cleaners its surfaces need (a degreaser for grease, a limescale remover for taps and tiles), cloths, a scrubbing brush, gloves and bin bags.' },
      { title: 'Clear the surfaces', description: 'Take everything off the worktops, shelves and floor first, and throw out what is out of date or broken as you go.' },
      { title: '{todo}', titled: true, description: 'Work from top to bottom (high shelves and lights, then the surfaces, the floor last) so dirt falls where you have not cleaned yet, and leave what needs soaking (oven racks, the hob) to soak while you do the rest.' },
      { title: 'Put things back clean', description: 'Wipe each thing as it goes back, and put back only what is used there; the rest goes where it is used.' },
    ],
  },
  {
    // Flat-pack furniture: parts checked, space cleared, instructions in order, a tall piece fixed to the wall.
    title: /^(?:assemble|put\s+together|build)\s+(?:the|a|an|my|our)\s+(?:new\s+)?(?:[\w'-]+\s+){0,2}?(?<piece>wardrobe|desk|bed|bunk\s+bed|cot|crib|shelf|shelves|shelving|bookcase|bookshelf|table|chairs?|cabinet|chest\s+of\s+drawers|drawers|dresser|sofa|furniture)\b.*$/i,
    unless: /\b(?:garden|raised|flower|vegetable|sand|potting|sun)\s+(?:bed|table)\b/i,
    steps: [
      { title: 'Check every part against the list', description: 'Unpack it on the flattened box, count the panels and the fixings against the parts list, and ask the shop for what is missing before you start.' },
      { title: 'Clear a space the size of it', description: 'Clear the floor where it will stand or next to it, with room to lay it flat, and get a second person for the heavy or tall steps.' },
      { title: '{todo}', titled: true, description: 'Follow the instructions in their order; tighten screws loosely until a part is square, then fully, and check each step\'s picture before you fix the next.' },
      { title: 'Fix it to the wall', fits: /\b(?:wardrobe|bookcase|bookshelf|shelving|cabinet|drawers|dresser)\b/i, description: 'Use the wall fixing in the box: a tall piece that is not fixed can tip over when a drawer or door is pulled.' },
    ],
  },
  {
    // A room or a piece painted: paint bought by the area, the room prepared, coats with their drying time, put back.
    title: /^(?:paint|repaint)\s+(?:the|my|our|a)\s+.+$/i,
    unless: /\b(?:picture|portrait|landscape|canvas|watercolou?r|nails?|miniatures?)\b/i,
    steps: [
      { title: 'Work out how much paint you need', description: 'Measure the walls or the surface (width times height, less doors and windows), check the coverage on the tin, and buy enough for two coats with brushes, a roller, tape, filler and dust sheets.' },
      { title: 'Prepare the surfaces', description: 'Move furniture out or to the middle under dust sheets, fill holes and cracks, sand them smooth, wipe the dust off and tape the edges.' },
      { title: '{todo}', titled: true, description: 'Cut in the edges with a brush, then roll the rest; let the first coat dry as long as the tin says before the second.' },
      { title: 'Clean up and put the room back', description: 'Take the tape off while the last coat is still a little soft, wash the brushes and rollers, and put the furniture back once it is dry.' },
    ],
  },
  {
    // A swap, planned as the small event it is: a date and a place, people asked to bring what is swapped, the swap held, what is left given a home.
    title: SWAP_TITLE,
    slots: (g) => {
      const thing = g.thing?.toLowerCase().replace(/s$/, '');
      const things = thing ? (SWAPPED[thing] ?? SWAPPED[`${thing}s`]) : undefined;
      return { swap: (g.swap ?? 'swap').toLowerCase(), things: things ?? 'things to swap', left: things ?? 'things' };
    },
    steps: [
      { title: 'Pick a date and a place', description: 'A free room at the library or a community centre, a café or a garden; a weekend afternoon of two or three hours, three or four weeks ahead, so people have time to gather {things}.' },
      { title: 'Invite people and ask them to bring {things}', description: 'Tell friends, neighbours and local groups the date, the place and how it works: everyone brings a few {things} in good condition and takes home what they like; ask for a reply, so you know roughly how many will come.' },
      { title: 'Hold the {swap}', titled: true, description: 'Set out tables by kind before people arrive, take in what they bring at the door, and let everyone choose; keep to the end time you gave.' },
      { title: 'Find a home for the leftover {left}', afterTheWork: true, description: 'Agree beforehand where what is left goes (a charity shop, a school, a little free library, or back home with whoever brought it), and take it there the same day.' },
    ],
  },
  {
    // A small event a person hosts: a date (and a place when it is not at home), the guests invited, what it needs prepared, the event held, the clearing up or the money handed over.
    title: hostedTitle([DINNER, GAMES_NIGHT, QUIZ, SALE, PARTY].join('|')),
    unless: LARGE_EVENT,
    slots: hostedSlots,
    steps: [
      { title: '{date}', description: '{dating}' },
      { title: 'Ask people to bake and spread the word', fits: HOSTS_SALE, description: 'Ask friends, parents or neighbours to bake one thing each and note who brings what, so there is a mix of cakes, biscuits and something without nuts; put up posters and post in local groups with the date, the time, the place and what the money is for.' },
      { title: 'Write the guest list and send the invitations', unless: HOSTS_SALE, description: '{size}Write down who you want there, then send each of them the date, the time, the place and a reply-by date two or three weeks ahead; ask about food they cannot eat{secret}, and keep the replies in one list.' },
      { title: 'Get a table and a float of change', fits: HOSTS_SALE, description: 'Borrow a table or two and a tablecloth, and get plates, napkins and paper bags; get a cash tin with a float of coins and small notes for change (about 20 to 30 in your currency), and a card reader or a QR code if people will pay by card.' },
      { title: 'Collect the bakes and price them', fits: HOSTS_SALE, description: 'Collect them the evening before or the morning of the sale, label each with what it is and its allergens (nuts, gluten, eggs, milk), and price them in round amounts that are easy to give change for.' },
      { title: 'Plan the food and drink', fits: hostedTitle(PARTY), unless: hostedTitle(`${DINNER}|${BIRTHDAY}`), description: 'Plan finger food or one big dish that needs no cutlery for the number who said yes, with something for the dietary needs they gave, and drinks with soft ones too; buy what keeps a few days ahead and the rest the day before.' },
      { title: 'Plan the food, the drink and the cake', fits: hostedTitle(BIRTHDAY), description: 'Plan food for the number who said yes, with something for the dietary needs they gave, and drinks with soft ones too; order or bake the cake, and get the candles and a lighter.' },
      { title: 'Plan the menu and shop for it', fits: hostedTitle(DINNER), description: 'Choose a starter, a main and a pudding you have made before, at least one of which can be made the day before, and that suits what your guests cannot eat; shop for it a day or two ahead.' },
      { title: 'Choose the games', fits: hostedTitle(GAMES_NIGHT), description: 'Pick two or three games for the number coming, one quick and easy to learn to start with; check every box has all its pieces, read the rules beforehand, and get snacks and drinks in that can be eaten with one hand.' },
      { title: 'Write the rounds and the questions', fits: HOSTS_QUIZ, description: 'Write six to eight rounds of ten questions (general knowledge, a picture round, a music round), with the answers on a separate sheet checked twice; print an answer sheet per team per round.' },
      { title: 'Sort people into teams', fits: HOSTS_QUIZ, description: 'Teams of four to six, each with a table, a name, pens and the answer sheets; mix people who do not know each other and put the strongest players on different teams.' },
      { title: '{hold} {event}', titled: true, fits: HOSTS_QUIZ, description: 'Give the rules and the number of rounds at the start, read each question twice, collect the answer sheets after each round and give the scores as you go; keep a tie-break question for a draw.' },
      { title: '{hold} {event}', titled: true, fits: HOSTS_SALE, description: 'Set the bakes out by kind with the prices on show before the start; keep two people on the table, one to serve and one to take the money, and lower the prices in the last half hour so little is left.' },
      { title: '{hold} {event}', titled: true, unless: hostedTitle(`${QUIZ}|${SALE}`), description: 'Have {ready} before the first guest arrives, so you are free to greet people and introduce those who do not know each other.' },
      { title: 'Count and hand over the money', afterTheWork: true, fits: HOSTS_SALE, description: 'Count the takings with a second person, take out the float, and write down the total with both your names; hand it to the school, club or charity treasurer the same day and ask for a receipt, and give leftover bakes away.' },
      { title: 'Clear up afterwards', afterTheWork: true, unless: HOSTS_SALE, description: 'Wash up, take the bins and bottles out, put the furniture back and return what you borrowed; send a thank-you message to anyone who helped.' },
    ],
  },
  ...EVERYDAY_RECIPES,
  ...SESSION_RECIPES,
  {
    work: 'purchase',
    steps: [
      { title: 'Write down what you need from {object}', description: 'Note the two or three things that matter most (what it is for, size or fit, the most you will pay), so you compare like with like.' },
      tip('purchase'),
      { title: '{todo}', titled: true, description: 'Take the option that meets your needs within budget, and keep the receipt until you know it works.' },
    ],
  },
  {
    work: 'booking',
    steps: [
      { title: 'Fix the dates and what you need', description: 'Write down the dates, how many people and the must-haves for {object}, with the most you will pay.' },
      { title: 'Compare two or three options', description: 'Look at price, place, reviews and cancellation terms; prefer free cancellation while plans can still change.' },
      { title: '{todo}', titled: true, description: 'Book the one that fits, and pay only what the booking asks for now.' },
      tip('booking'),
    ],
  },
  {
    // Blood given: whether you can, an appointment, a meal and water before, the donation, rest after.
    title: BLOOD_TITLE,
    slots: (g) => ({ what: (g.what ?? 'blood').toLowerCase() }),
    steps: [
      { title: 'Check you can give {what}', description: "Answer the eligibility questions on your national blood service's website or app (age, weight, recent illness, travel, tattoos, medicines): some of them mean waiting a few weeks or months first." },
      { title: 'Book a donation appointment', description: "Book a slot at a donation centre, or at a session near you (sessions move between towns), on the blood service's website, app or phone line." },
      { title: 'Eat and drink well beforehand', description: 'Have a proper meal in the three hours before and drink about half a litre of water just before you go; take photo ID, and your donor card if you have one.' },
      { title: '{todo}', titled: true, description: 'Tell the staff about any medicines or recent illness; the visit takes about an hour, the donation itself 5 to 10 minutes for blood and longer for plasma or platelets.' },
      { title: 'Rest afterwards', afterTheWork: true, description: 'Sit for the drink and snack you are offered, drink more than usual for the rest of the day, and leave heavy lifting and hard exercise until the next day.' },
    ],
  },
  {
    // Money or food given to an organisation: what it needs, what to give, giving it, the receipt.
    title: DONATION_TITLE,
    slots: (g) => donationSlots(g.gift, g.org),
    steps: [
      { title: '{check}', description: '{checking}' },
      // An amount in the title is chosen already.
      { title: '{choose}', unless: new RegExp(AMOUNT_GIVEN, 'i'), description: '{choosing}' },
      { title: '{todo}', titled: true, description: '{how}' },
      { title: 'Keep the receipt', afterTheWork: true, description: 'Keep the receipt, or the confirmation email of a gift made online: it is the record of what you gave, and in some countries a gift to a registered charity lowers your tax.' },
    ],
  },
  {
    // Joining the bone marrow register: whether you can, the swab, details kept current, the call answered if you match.
    title: BONE_MARROW_TITLE,
    unless: /\b(?:to|for)\s+(?:my|our|his|her|their)\b/i,
    slots: (_g, words) => ({ register: /\bstem\s+cells?\b/i.test(words) ? 'stem cell register' : 'bone marrow register' }),
    steps: [
      { title: 'Check you can join the {register}', description: "Find your country's register (Anthony Nolan or DKMS in the UK, NMDP in the US) and answer its health questions; each register has its own age limits for joining, from 16 or 18 up to somewhere between 30 and 55." },
      { title: 'Register and give a cheek swab sample', description: "Sign up on the register's website; it posts you a swab kit: rub the swabs inside your cheeks as the instructions say and post them back, so your tissue type goes on the register." },
      { title: 'Keep your contact details up to date', description: 'You stay on the register until about 60: tell it when you move or change your phone number or email, and when your health changes, so it can reach you the day you match.' },
      { title: 'Answer when the register calls', titled: true, description: 'If a patient matches you, the register calls: answer quickly, as the patient is waiting; more tests come first, and most donations are stem cells collected from the blood, like giving platelets, the rest bone marrow from the hip under anaesthetic.' },
    ],
  },
  {
    // A volunteering shift: what the organisation needs, signing up with what it asks first, the shift, whether to keep a regular slot.
    title: VOLUNTEER_TITLE,
    slots: (g) => {
      const org = g.org ?? '';
      return namesOrganisation(org)
        ? { find: `Find out what ${org} needs from volunteers`, finding: 'Look for the volunteering page on its website, or call or drop in and ask for the volunteer coordinator: the roles and shifts it needs filled, the minimum age, and how often it asks you to come.' }
        : { find: 'Choose where to volunteer', finding: 'Look on a volunteering website or ask your local volunteer centre which organisations near you need volunteers, for what and when; pick one whose work you care about and whose shifts fit your week, and read its volunteering page.' };
    },
    steps: [
      { title: '{find}', description: '{finding}' },
      { title: 'Sign up as a volunteer', description: 'Fill in its volunteer form and go to the induction or training it asks for; work with children or vulnerable adults needs a background check first (a DBS check in the UK), which can take a few weeks, and a kitchen may ask for a short food hygiene course.' },
      { title: '{todo}', titled: true, description: 'Arrive ten minutes early for your first shift in comfortable clothes and closed shoes, ask the shift lead what to do and whom to ask, and tell them ahead if you cannot come.' },
      { title: 'Note how it went and whether to keep a regular slot', afterTheWork: true, description: 'Write down what you did and how it felt; to go on, agree a regular slot with the coordinator (the same day each week or month), so the rota can count on you.' },
    ],
  },
  {
    // Things given away: what goes sorted (or the one thing readied), where it can go found, taken or listed, the record kept.
    work: 'giveaway',
    slots: (g, words) => {
      // What goes and where, read off the title: "Take the books to the charity shop" gives "the books" to "the charity shop".
      const [, , things = 'it', place = null] = GIVING.exec(words.split('\n')[0].trim()) ?? [];
      const sold = /^sell\b/i.test(words);
      const recycled = /^recycle\b|\b(?:recycling|tip|dump)\b/i.test(words);
      return {
        things,
        where: sold ? 'Find where to sell {things}' : place ? `Check what ${place} takes` : 'Find where {things} can go',
        finding: sold
          ? 'Look up what the same thing sold for recently and where it sells (an online listing, a local selling group), and set a price a little under that.'
          : recycled
            ? "Check what the local recycling centre, a collection point or a shop's take-back bin accepts and when it is open: electricals, batteries and ink often go to bins of their own."
            : 'Check what a local charity shop, food bank or collection point accepts and when it takes donations, or offer it in a local giving group; large furniture and electricals often need a collection booked.',
        how: sold
          ? 'List it with photos taken in daylight, the price and how it is collected; agree the price in writing and take the payment before it leaves.'
          : 'Take it there in one trip, or book the collection, and ask for a receipt where they give one.',
      };
    },
    steps: [
      { title: 'Sort out what goes', fits: GOODS, description: 'Go through them once: clean, working and complete things can be given or sold, broken ones go to recycling; bag each kind apart and check pockets and boxes for what should stay.' },
      { title: 'Get {things} ready to go', unless: GOODS, description: 'Clean it, check it works, and put its parts with it (chargers, manuals, keys, screws); note anything wrong with it, so whoever takes it knows.' },
      { title: '{where}', description: '{finding}' },
      { title: '{todo}', titled: true, description: '{how}' },
      tip('giveaway'),
    ],
  },
  {
    work: 'research',
    steps: [
      // The kickoff of research is its first piece of work: what to find out and where to look.
      { title: KICKOFF_STEP_TITLE, description: '{kickoff}' },
      { title: 'Look in two or three sources', description: 'Start with official or first-hand sources, then reviews or people who have done it; keep the link or the name behind each fact.' },
      { title: 'Sum up what you found', description: 'Write the answer to each question in a line, with its source and what it means for you.' },
    ],
  },
  {
    work: 'paperwork',
    steps: [
      { title: 'Find out what {doing} takes', description: 'Look up, on the official site or with the provider, the form, the documents, the fee and how long it takes.' },
      { title: 'Gather the documents', description: 'Put everything it asks for in one place, with copies, before you fill anything in.' },
      { title: '{todo}', titled: true, description: 'Fill in the form or make the request, pay any fee, and note the reference number and the date.' },
      tip('paperwork'),
    ],
  },
  {
    work: 'conversation',
    steps: [
      tip('conversation'),
      // A message needs no moment picked; a talk does.
      { title: 'Pick a good moment', unless: /^(?:email|e-mail|text|message|write)\b/i, description: 'Choose a time when neither of you is rushed, and say beforehand what it is about.' },
      { title: '{todo}', titled: true, description: 'Make your points, hear the answer out, and agree what happens next.' },
    ],
  },
  {
    work: 'decision',
    steps: [
      { title: 'List the options', description: 'Write down the two to four options you are really choosing between.' },
      { title: 'Write down what matters most', description: 'Pick the three or four things the choice must get right (cost, time, how it fits your plans), and which one counts most.' },
      { title: 'Compare the options on those points', description: 'Score each option on each point in a small table; when two are close, the one that wins on what counts most goes first.' },
      tip('decision'),
    ],
  },
  {
    work: 'document',
    steps: [
      { title: 'Collect what goes into {object}', description: 'Note the points it must make and the facts, examples or sources behind each.' },
      { title: 'Put the points in order', description: 'Decide what goes first, what follows and how it ends, one line per part.' },
      tip('document'),
      { title: 'Read it again and edit', description: 'After a break, read it aloud, cut what does not help, and check names, numbers and spelling.' },
    ],
  },
];

/**
 * The title's verb, the particle or preposition that goes with it, and what it acts on:
 * "Research" and "travel insurance for my trip", "Apply", "for" and "the job".
 */
function verbAndObject(title: string): { verb: string; particle: string; object: string } {
  const [, verb = '', particle = '', object = ''] = /^(\S+)(?:\s+(up|out|into|in|on|for|to|with))?\s+(.+)$/i.exec(title) ?? [];
  return { verb, particle, object };
}

const fill = (text: string, slots: Record<string, string | null>) => text.replace(/\{(\w+)\}/g, (whole, slot: string) => slots[slot] ?? whole);

/**
 * The steps for the work a todo's title names, worded to its object, or null when the title
 * names work none of them is for. `title` is the todo's title without its deadline, `words` its
 * title, description and criteria. `byType`: a title that names only a work type (a purchase, a
 * booking, ...) gets that type's steps too; the steps for what a title names in its own words
 * (quotes, a tutor, a toast) are always given.
 */
export function workSteps(title: string, words: string, deadline: string | null, byType: boolean): { steps: WorkStep[] } | null {
  const text = withoutLeadIn(trimPunctuation(title));
  const work = workTypeOf(text);
  for (const recipe of RECIPES) {
    const match = recipe.title ? recipe.title.exec(text) : byType && recipe.work === work ? /^/.exec(text) : null;
    if (!match || recipe.unless?.test(text)) continue;
    const { verb, particle, object } = verbAndObject(text);
    if (!object) return null;
    const own = recipe.slots?.(match.groups ?? {}, words) ?? {};
    const base: Record<string, string | null> = { todo: capitalize(text), verb: verb.toLowerCase(), object, doing: [gerund(verb), particle, object].filter(Boolean).join(' '), kickoff: kickoffDescription(work, capitalize(text), deadline), ...own };
    // A slot's text may name another slot ("who the {kind} is about").
    const slots = Object.fromEntries(Object.entries(base).map(([key, value]) => [key, value === null ? null : fill(value, base)]));
    const fitting = recipe.steps.filter((step) => tipFits(step, text) && !step.unlessAsked?.test(words) && (!step.whenAsked || step.whenAsked.test(words)));
    return { steps: fitting.map((step) => ({ ...step, title: capitalize(withChoice(step.title, slots)), description: withChoice(step.description, slots) })) };
  }
  return null;
}

/** A text with its slots filled and, of its bracketed alternatives, the first whose slots all have values. */
function withChoice(text: string, slots: Record<string, string | null>): string {
  let chosen = false;
  const kept = text.replace(/\[([^\]]*)\]/g, (_, inner: string) => {
    if (chosen) return '';
    const given = [...inner.matchAll(/\{(\w+)\}/g)].every(([, slot]) => slots[slot] != null);
    if (!given) return '';
    chosen = true;
    return inner;
  });
  return fill(kept, slots);
}
