import type { StepChatInput } from '../../commands/ports/planner';
import { detectsCompletion } from './completion';
import { deadlineWhen } from './constraints';
import { NOTE_MARKER } from '../../domain/todos/notes';
import type { StepQuestionKind } from './stepQuestion';
import { escapeRegex, splitItems } from './text';
import type { WorkType } from './workType';
import { workWords, type WorkWords } from './workWords';

/** The step every offline plan starts with: ordering the todo's work, not doing it. */
export const KICKOFF_STEP_TITLE = 'Plan the approach';
/** The step every offline plan ends with: checking the criteria, not doing the work. */
export const FINAL_CHECK_STEP_TITLE = 'Check the result against the success criteria';

const quoted = (items: string[]) => items.map((c) => `"${c}"`).join(', ');
const listed = (criteria: string[]) => (criteria.length > 0 ? ` (${quoted(criteria)})` : '');

/** The work types a kickoff is worded to; any other work gets the general wording. */
type KickoffKind = 'session' | 'make' | 'document' | 'research' | 'measure' | 'edit' | 'lookBack' | 'milestone' | 'general';

/**
 * One kickoff wording: the step's description the plan writes, in the words of the work (`by` is
 * ", to finish <deadline>" or ''), what the step settles, and the answers about it in the same
 * terms. The plan and the chat both read these, so the chat knows every kickoff the plan writes.
 */
type KickoffWording = {
  describe: (work: WorkWords, by: string) => string;
  /** What the kickoff settles, after "long enough to". */
  settles: string;
  how: (todo: string, criteria: string[]) => string;
  first: (todo: string, criteria: string[]) => string;
  enough: (todo: string) => string;
  stuck?: string;
  example?: (todo: string, criteria: string[]) => string;
};

const KICKOFFS: Record<KickoffKind, KickoffWording> = {
  session: {
    describe: (w, by) => `Set the time and place for ${w.doing} and have ready what it needs${by}.`,
    settles: 'set the time and place and have ready what it needs',
    how: (t) => `Pick a day and a time for "${t}" that you can keep and put it in your calendar, choose the place, and lay out what it needs the day before.`,
    first: (t) => `Start with the day and time: put "${t}" in your calendar, then decide the place, then list what it needs.`,
    enough: (t) => `It is enough when "${t}" has a day, a time and a place, and what it needs is ready.`,
    stuck: 'If no day looks right, take the first free slot in your calendar that is long enough; a set time you keep beats a perfect one you keep moving.',
    example: (t) => `For example: "${t}: Saturday 9:00, at the usual place; ready the night before: what it needs", one line for when and where, one for what to have ready.`,
  },
  make: {
    describe: (w, by) => `Put the jobs of ${w.doing} in order and note what each one needs${by}.`,
    settles: 'put the jobs in order and note what each one needs',
    how: (t, c) => `List the jobs of "${t}"${listed(c)}, put them in the order the work allows (a job the next one builds on goes first), and note next to each the tools, materials or help it needs.`,
    first: () => 'Start by listing the jobs and what each one needs; get what is missing for the first job before you begin it.',
    enough: (t) => `It is enough when every job of "${t}" has its place in the order and you have what the first one needs.`,
  },
  document: {
    describe: (w, by) => `Gather your notes and sources for ${w.doing} and decide what goes first${by}.`,
    settles: 'gather your notes and sources and decide what goes first',
    how: (t, c) => `Put your notes and sources for "${t}" in one place, group them by what they are about${c.length > 0 ? ` (${quoted(c)})` : ''}, and decide which part goes first and what follows.`,
    first: () => 'Start by collecting the notes and sources you already have in one place; the order of the parts is easier to see once they are together.',
    enough: (t) => `It is enough when your notes and sources for "${t}" are in one place and you know which part comes first.`,
  },
  research: {
    describe: (w, by) => `Write down what you need to find out for ${w.doing} and where you will look${by}.`,
    settles: 'write down what to find out and where you will look',
    how: (t, c) => `Write down each thing "${t}" has to find out${listed(c)}, and next to each where you will look: a website, a person, a place or a document.`,
    first: () => 'Start with the question the others depend on, and write next to it where you will look for the answer.',
    enough: (t) => `It is enough when each thing "${t}" has to find out is written down with where you will look.`,
    example: (t, c) => `For example: "${c[0] ?? `first thing ${t} has to find out`}: look on ..., ask ...", one line per thing to find out, with where you will look.`,
  },
  measure: {
    describe: (w, by) => `Decide how and when ${w.clause}, so the next time can be done the same way${by}.`,
    settles: 'decide how and when you will measure',
    how: (t, c) => `Decide what you measure for "${t}"${listed(c)}, with what, at what time of day and under which conditions, and write it down so the next measurement is taken the same way.`,
    first: () => 'Start by choosing when you will measure and with what, and write both down.',
    enough: (t) => `It is enough when how and when you measure for "${t}" are written down well enough to repeat exactly.`,
  },
  edit: {
    describe: (w, by) => `Decide what to check first when ${w.clause} (the whole, then the detail) and have the latest version at hand${by}.`,
    settles: 'decide what to check first and have the latest version at hand',
    how: (t, c) => `Open the latest version, then put the checks of "${t}"${listed(c)} in order: the whole first (structure, what is missing), then the detail (sentences, typos).`,
    first: () => 'Start by making sure you have the latest version, then read it once for the whole before you touch any detail.',
    enough: (t) => `It is enough when the latest version is at hand and you know what "${t}" checks first, the whole before the detail.`,
  },
  lookBack: {
    describe: (w, by) => `Gather the notes, numbers and results for ${w.doing}${by}.`,
    settles: 'gather the notes, numbers and results to look back on',
    how: (t, c) => `Collect the notes, numbers and results "${t}" looks back on in one place, for the whole period, before you judge any of it${c.length > 0 ? `; ${quoted(c)} say what to look for` : ''}.`,
    first: () => 'Start with the numbers: they are quickest to gather and show where to look in the notes.',
    enough: (t) => `It is enough when the notes, numbers and results "${t}" looks back on are in one place.`,
  },
  milestone: {
    describe: (w, by) => `List what has to be ready before ${w.clause} and get it in place${by}.`,
    settles: 'list what has to be ready and get it in place',
    how: (t, c) => `List what has to be ready before "${t}"${listed(c)}, with the day each must be ready by, and get what takes longest or needs someone else in place first.`,
    first: () => 'Start with what takes longest or depends on someone else; the rest can follow.',
    enough: (t) => `It is enough when everything "${t}" needs is on the list and in place, or has a day it will be.`,
  },
  general: {
    describe: (w, by) => `Decide the order of work for ${w.doing} and collect the information, tools or people you need${by.replace(/^,/, '')}.`,
    settles: 'put the parts in order and list what you need',
    how: (t, c) => `List what has to happen for "${t}"${listed(c)}, put the parts in the order they can be done (what others wait on, or what takes longest, first), and note next to each what you need: information, tools or people.`,
    first: (t, c) =>
      c.length > 0
        ? `Start by writing down, for each criterion (${quoted(c)}), the first thing that has to happen; the one that takes longest or needs someone else goes first.`
        : `Start by writing down the parts of "${t}" and the first thing each needs.`,
    enough: (t) => `It is enough when every part of "${t}" has its place in the order and you know what the first one needs.`,
  },
};

/** The kickoff worded to the work type, as the plan writes it; `todo` is the todo's title, said in the words of its work. */
export function kickoffDescription(work: WorkType, todo: string, deadline: string | null): string {
  const by = deadline ? `, to finish ${deadlineWhen(deadline)}` : '';
  const kind: KickoffKind =
    work === 'review' ? (/^(?:edit|proofread|revise|rewrite)\b/i.test(todo) ? 'edit' : 'lookBack') : work in KICKOFFS ? (work as KickoffKind) : 'general';
  return KICKOFFS[kind].describe(workWords(todo), by);
}

/**
 * Each wording as a pattern over a step's description: any work, with or without a deadline (the
 * work in quotes too, as plans once quoted the todo's title).
 */
const KICKOFF_PATTERNS = (Object.keys(KICKOFFS) as KickoffKind[]).map((kind) => {
  const [TODO, BY] = ['\u0000', '\u0001'];
  const pattern = escapeRegex(KICKOFFS[kind].describe({ doing: TODO, clause: TODO }, BY)).split(TODO).join('.+?').replace(BY, '(?:,?\\s+to\\s+finish\\s+.+?)?');
  return { kind, pattern: new RegExp(`^${pattern}$`, 'is') };
});
/** The wordings plans stored before kickoffs spoke in words of the work, the todo's title quoted in them: still known as their kind. */
const STORED_KICKOFF_PATTERNS: Array<{ kind: KickoffKind; pattern: RegExp }> = [
  { kind: 'research', pattern: /^Write down what ".+?" has to find out and where you will look(?:,?\s+to\s+finish\s+.+?)?\.$/is },
  { kind: 'measure', pattern: /^Decide how and when you will measure for ".+?", so the next time can be done the same way(?:,?\s+to\s+finish\s+.+?)?\.$/is },
  { kind: 'edit', pattern: /^Decide what ".+?" checks first \(the whole, then the detail\) and have the latest version at hand(?:,?\s+to\s+finish\s+.+?)?\.$/is },
  { kind: 'lookBack', pattern: /^Gather what ".+?" looks back on: notes, numbers and results(?:,?\s+to\s+finish\s+.+?)?\.$/is },
  { kind: 'milestone', pattern: /^List what has to be ready before ".+?" and get it in place(?:,?\s+to\s+finish\s+.+?)?\.$/is },
];

/**
 * Which kickoff a step is: by its description, whatever its title now says, or by the kickoff's
 * title (a plan's kickoff whose description was edited is answered in the general terms); null for
 * any other step.
 */
function kickoffKind(title: string, description: string | null): KickoffKind | null {
  // The notes a person added to the step are not its wording.
  const own = (description ?? '').split(NOTE_MARKER)[0].trim();
  const worded = [...KICKOFF_PATTERNS, ...STORED_KICKOFF_PATTERNS].find((k) => k.pattern.test(own));
  if (worded) return worded.kind;
  return title.trim().toLowerCase() === KICKOFF_STEP_TITLE.toLowerCase() ? 'general' : null;
}

export function isKickoffStep(step: { title: string; description: string | null }): boolean {
  return kickoffKind(step.title, step.description) !== null;
}

/**
 * "I know the order now", "I know what goes first", "I've got it all planned": what a kickoff
 * settles, said as settled (a question, a negation or a hedge is not).
 */
const KICKOFF_SETTLED =
  /^(?:(?:ok|okay|right|so|great|good|yes|yep|all\s+good|sorted|done)[,.!:\s]+)?(?:i|we)\s+(?:now\s+)?(?:know|have)\s+(?:(?:now|all)\s+)?(?:the\s+order|what\s+(?:goes|comes|to\s+do)\s+first|where\s+(?:to\s+start|i'?ll\s+look|we'?ll\s+look)|the\s+plan|a\s+plan|it\s+(?:all\s+)?(?:planned|mapped|worked)\s+out|everything\s+(?:planned|ready|lined\s+up)|it\s+all\s+(?:planned|ready))(?:\s+now)?\s*[.!]*$/i;

/** Whether the message reports a kickoff's own result ("I know the order now", "I've planned it out"). */
export function settlesKickoff(message: string, step: { title: string; description: string | null }): boolean {
  if (!isKickoffStep(step)) return false;
  return message.split(/(?<=[.!])\s+|,\s*(?=(?:i|we)\b)/i).some((part) => KICKOFF_SETTLED.test(part.trim())) || detectsCompletion(message, KICKOFF_STEP_TITLE);
}

function kickoffAnswer(question: StepQuestionKind, kind: KickoffKind, todo: string, criteria: string[]): string | null {
  const wording = KICKOFFS[kind];
  switch (question) {
    case 'how':
      return wording.how(todo, criteria);
    case 'duration':
      return `Planning the approach to "${todo}" takes one sitting of 20 to 40 minutes: long enough to ${wording.settles}, not to do the work itself. If it runs longer, start the first part and plan the rest as you go.`;
    case 'first':
      return wording.first(todo, criteria);
    case 'stuck':
      return wording.stuck ?? 'If the order will not come clear, start the part you already know how to do; the rest of the plan is easier once it gives a first result.';
    case 'examples':
      return wording.example?.(todo, criteria) ?? `For example: "1. ${criteria[0] ?? 'first part'}: need ...; 2. ${criteria[1] ?? 'next part'}: ask ...", one line per part, with what it needs and by when.`;
    case 'enough':
      return wording.enough(todo);
  }
}

function finalCheckAnswer(question: StepQuestionKind, criteria: string[]): string | null {
  const n = Math.max(1, criteria.length);
  switch (question) {
    case 'how':
      return `Take each criterion in turn${criteria.length > 0 ? ` (${quoted(criteria)})` : ''} and find what shows it: a link, a number, a document or a short note. Add it as evidence; a criterion with nothing to show is still open.`;
    case 'duration':
      return `About 5 minutes a criterion: ${n} ${n === 1 ? 'criterion' : 'criteria'}, so around ${5 * n} minutes, more where the evidence still has to be found.`;
    case 'first':
      return criteria.length > 0 ? `Start with the criterion you are least sure of; of ${quoted(criteria)}, which one could you not show today?` : 'Start by writing down what the todo had to achieve.';
    case 'stuck':
      return 'If a criterion cannot be shown, either do the part that is missing, or complete the todo knowing that gap is open; the evaluation will name it.';
    case 'examples':
      return criteria.length > 0 ? `For example: "${criteria[0]}: shown by ..." with the link, number or note that shows it.` : null;
    case 'enough':
      return `It is enough when every criterion${criteria.length > 0 ? ` (${quoted(criteria)})` : ''} has evidence; the evaluation reads it when the last step is completed.`;
  }
}

/**
 * The answer about one of the plan's own framing steps (the kickoff and the final check), or
 * null for any other step. These steps are about ordering or checking the todo's work, so the
 * family's knowledge of doing the work ("Logging takes two minutes") never answers them.
 */
export function framingStepAnswer(question: StepQuestionKind, input: StepChatInput): string | null {
  const criteria = splitItems(input.todo.success_criteria);
  const kickoff = kickoffKind(input.step.title, input.step.description);
  if (kickoff) return kickoffAnswer(question, kickoff, input.todo.title.trim(), criteria);
  if (input.step.title.trim().toLowerCase() === FINAL_CHECK_STEP_TITLE.toLowerCase()) return finalCheckAnswer(question, criteria);
  return null;
}
