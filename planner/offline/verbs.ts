/** Verbs that start an action ("Book the venue"), for telling actions from statements. */
export const ACTION_VERBS = new Set(
  (
    'add agree analyse analyze apply arrange ask attach attend audit automate bake book brainstorm brew buy build calculate calibrate call cancel change check cook ' +
    'increase raise ' +
    'choose clean clear climb close collect compare complete compile configure confirm connect contact create cut decide declutter define ' +
    'deliver deploy design develop document do download draft email estimate evaluate export fill find finish fix follow gather get give ' +
    'hire hold identify implement improve install interview invite join learn list make map measure meet migrate move negotiate note ' +
    'open order organise organize outline pack pay pick plan post practise practice prepare present print prioritise prioritize publish ' +
    'perform play read record reduce refactor register rehearse remove rent repair replace request research reserve review revise rewrite run save schedule sing ' +
    'restore rebuild repaint roast sand search select sell send set sew share shortlist sign sketch sort speak start stock strip submit summarise summarize take talk test track train ' +
    'transfer translate try update upload validate verify visit walk watch write ' +
    // Verbs todo titles start with that are rarely a noun at the start of a title.
    'batch-cook break celebrate describe drop enter harvest lay listen log reach recruit re-test repeat settle sit sow spread unpack wrap'
  ).split(/\s+/),
);

/**
 * Words that start an action only with their particle ("Work out the numbers", "Line up help"):
 * on their own they are nouns ("Work permit", "Line manager", "Back pain").
 */
export const PHRASAL_VERBS: Record<string, string[]> = {
  work: ['out', 'through', 'on'],
  line: ['up'],
  back: ['up'],
  hand: ['over', 'in'],
  wind: ['down'],
};

/** Past participles of criteria written as states ("3 quotes compared") -> the verb to do it. */
export const PARTICIPLES: Record<string, string> = {
  added: 'add', agreed: 'agree on', analysed: 'analyse', analyzed: 'analyze', approved: 'get approval for', attached: 'attach',
  attended: 'attend', booked: 'book', bought: 'buy', built: 'build', cancelled: 'cancel', canceled: 'cancel', chosen: 'choose',
  cleaned: 'clean', collected: 'collect', compared: 'compare', completed: 'complete', confirmed: 'confirm', contacted: 'contact',
  created: 'create', decided: 'decide', defined: 'define', delivered: 'deliver', deployed: 'deploy', discarded: 'discard',
  documented: 'document', donated: 'donate', done: 'do', drafted: 'draft', filed: 'file', finished: 'finish', fixed: 'fix', held: 'hold', identified: 'identify',
  implemented: 'implement', installed: 'install', interviewed: 'interview', invited: 'invite', launched: 'launch', listed: 'list',
  made: 'make', measured: 'measure', ordered: 'order', packed: 'pack', paid: 'pay', picked: 'pick', planned: 'plan',
  prepared: 'prepare', published: 'publish', read: 'read', received: 'receive', recorded: 'record', reduced: 'reduce',
  repeated: 'repeat', reviewed: 'review', revised: 'revise', saved: 'save', scheduled: 'schedule', selected: 'select', sent: 'send',
  set: 'set', shared: 'share', signed: 'sign', sold: 'sell', submitted: 'submit', taken: 'take', tested: 'test', tracked: 'track',
  updated: 'update', uploaded: 'upload', verified: 'verify', written: 'write', 'written down': 'write down',
  eaten: 'eat', arrived: 'arrive', passed: 'pass', frozen: 'freeze', tried: 'try', painted: 'paint', primed: 'prime', opened: 'open', swept: 'sweep',
  adjusted: 'adjust', arranged: 'arrange', asked: 'ask', attempted: 'attempt', calculated: 'calculate', changed: 'change',
  checked: 'check', communicated: 'communicate', cooked: 'cook', copied: 'copy', cut: 'cut', described: 'describe', diced: 'dice',
  doubled: 'double', labelled: 'label', labeled: 'label', logged: 'log', marked: 'mark', matched: 'match', moved: 'move',
  noted: 'note', photographed: 'photograph', posted: 'post', practised: 'practise', practiced: 'practice', rated: 'rate',
  reached: 'reach', registered: 'register', removed: 'remove', replanned: 're-plan', requested: 'request', reserved: 'reserve',
  retested: 're-test', sat: 'sit', scanned: 'scan', seasoned: 'season', secured: 'secure', sorted: 'sort', started: 'start',
  tailored: 'tailor', thanked: 'thank', studied: 'study', recruited: 'recruit', gathered: 'gather', mapped: 'map', rehearsed: 'rehearse',
  played: 'play', walked: 'walk', climbed: 'climb', hiked: 'hike', swum: 'swim', cycled: 'cycle', jogged: 'jog', rowed: 'row', danced: 'dance', sung: 'sing', called: 'call', phoned: 'phone', visited: 'visit', met: 'meet',
};

/**
 * Verbs a goal or todo title may start with that are (almost) never a noun there: whatever follows
 * is what they are done to or how ("Lose weight", "Quit smoking", "Keep one moving folder").
 */
export const VERBS_BEFORE_ANY_OBJECT = new Set(
  (
    'be declutter explore feel grow hear keep meditate pray quit relax relocate retire see stay stop ' +
    // Verbs goals start with and no plan's steps use: a title that starts with a word no list knows, and no object after it, names a thing ("Weight loss").
    'adopt become borrow breathe celebrate compose downsize drink earn eat gain heal invent invest lose manage marry memorise memorize ' +
    'pass prevent recover refinance renovate repay shrink simplify spend strengthen teach throw understand upgrade ' +
    // Verbs goals start with before a bare noun ("Switch bank accounts", "Ditch sugar"), where no article tells the verb from a noun.
    'switch ditch tidy revamp overhaul boost transform conquer digitise digitize'
  ).split(/\s+/),
);

/**
 * Verbs a goal may start with that name no step's action: a goal title of one
 * word is read as a verb only when it is one of these or an action verb
 * ("Meditate" -> "meditating"; "Home" and "Fitness" stay nouns).
 */
export const GOAL_TITLE_VERBS = new Set([
  ...VERBS_BEFORE_ANY_OBJECT,
  // As often a noun before another word ("Travel insurance", "Garden shed", "Ski pass", "Master bedroom", "Swap shop", "Tackle box"):
  // a verb alone, before a count or before how and when.
  ...(
    'bike camp climb crochet cycle dance draw drive exercise fish fly garden graduate hike jog journal knit lead lift listen master mentor ' +
    'paint play remodel ride row sail sing skate ski sleep stretch study surf swap swim tackle travel volunteer'
  ).split(/\s+/),
]);
