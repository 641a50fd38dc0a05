import { invalid } from '../../domain/decider';
import type { PlannedStep, StepPlan } from '../../domain/planning';
import type { TodoInput } from '../../commands/ports/planner';
import { criterionStep, thingCriterion } from './actions';
import { extractConstraints } from './constraints';
import { FINAL_CHECK_STEP_TITLE, KICKOFF_STEP_TITLE, kickoffDescription } from './framingSteps';
import { detectKind, kindContext, templateKind, templateSteps, type KindContext, type WrittenSteps } from './goalKinds';
import { honourExclusions } from './honourConstraints';
import { criterionDescription, ownActionDescription, titledWorkDescription } from './stepDescriptions';
import { ownActions, sameTask, sameWork } from './ownActions';
import { clip, keywords, overlap, splitItems, words } from './text';
import { cleanTitle } from './titleText';
import { titleWork } from './titleWork';
import { tipFits, WORK_TYPE_TIPS, workTypeOf, type WorkType } from './workType';
import { workSteps, type WorkStep } from './workSteps';

const MAX_STEPS = 8;

/**
 * Steps for a todo. A todo the planner wrote from a family template with steps written for it
 * ("Write a weekly training plan") gets those: how a person does the work, in their order. Any
 * other gets steps read from its own words: a short kickoff, the actions listed in the description,
 * one step per success criterion, a habit that suits this kind of work, and a final check against
 * the criteria. The habit fits what the todo is (its work type, from its title): the family's tip
 * for that type, else the type's own. A habit that says how to go about the work comes before it
 * ("Compare before you pay" before "Buy the shoes"), one that records it after; the criteria keep
 * their steps when the plan is full, habits give way.
 */
export function todoSteps(input: TodoInput): StepPlan {
  const description = input.description ?? '';
  const criteria = splitItems(input.success_criteria);
  const c = extractConstraints(`${description}\n${input.success_criteria}`, [], { title: input.title });
  const ctx = kindContext(input.title, description, c);
  const title = input.title.trim();
  // A criterion that names a thing ("Three written quotes") is checked as it is, in the final check, when steps do the work;
  // a target ("Aim for 5 km at threshold pace") stays a step of a todo whose steps only name its work.
  const toDo = criteria.filter((cr) => thingCriterion(cr) === null);
  const written = templateSteps(title, ctx) ?? (templateKind(title) ? null : stepsForWork(input, toDo, ctx));
  const { steps, titled } = written
    ? { steps: stepsAsWritten(written, title, description, toDo, c.deadline), titled: null }
    : stepsFromWords(input, criteria.filter((cr) => thingCriterion(cr) !== 'restated'), ctx);

  const named = criteria.map((cr) => `"${cr}"`);
  const final: PlannedStep = {
    title: FINAL_CHECK_STEP_TITLE,
    description:
      criteria.length === 1
        ? `Go through the criterion ${named[0]} and make sure it has evidence before you complete the todo.`
        : `Go through each criterion${criteria.length > 1 ? ` (${named.join(', ')})` : ''} and make sure each one has evidence before you complete the todo.`,
  };
  // What the todo rules out ("no oven") stays out of its steps too, the final check included.
  const body = honourExclusions(steps, c).slice(0, MAX_STEPS - 1);
  const check = honourExclusions([{ title: final.title, description: clip(final.description, 4000) }], c);
  const plan = [...body, ...check];
  // The title's work alone restates the todo: no plan is left.
  if (plan.every((step) => step.title === titled)) throw invalid(`The todo "${title}" rules out every step of a plan (${c.exclusions.map((e) => e.term).join(', ')}). Allow one of them and plan again.`);
  return { steps: plan };
}

/**
 * How the work a todo's title names is done (`workSteps`), for a title no family template writes:
 * what its title names in its own words ("Get quotes from three moving companies", "Find a
 * Spanish tutor") always; its work type's steps (a purchase, a booking, ...) only when the todo's
 * own words give less than two pieces of work, since two or more already say how it is done.
 */
function stepsForWork(input: TodoInput, toDo: string[], ctx: KindContext): Pick<WrittenSteps, 'steps'> | null {
  const description = input.description ?? '';
  const ownWork = ownActions(description).length + toDo.length;
  return workSteps(ctx.goalTitle, `${input.title}\n${description}\n${input.success_criteria}`, ctx.c.deadline, ownWork < 2);
}

/** A criterion's step whose whole object is a pronoun ("Booked" is "Book it", "Done" is "Do it"): the criterion names no work of its own. */
const BARE_OBJECT = /^\S+\s+(?:it|them|this|that)$/i;
const namesItsWork = (criterion: string) => !BARE_OBJECT.test(criterionStep(criterion));

/**
 * A criterion as a step to do or to check, with its evidence to note. One that names no work of
 * its own ("Booked") is the todo's own work, named as its title names it ("Book a haircut").
 */
const criterionStepOf = (criterion: string, title: string): PlannedStep => ({
  title: namesItsWork(criterion) ? criterionStep(criterion) : (titleWork(title) ?? title),
  description: criterionDescription(criterion),
});

/** Adds a step to a list unless a step already there does the same work. */
function addStep(list: PlannedStep[], step: PlannedStep, taken: PlannedStep[] = []) {
  const title = cleanTitle(step.title);
  if (![...taken, ...list].some((s) => sameWork(s.title, title))) list.push({ title, description: clip(step.description, 4000) });
}

/** Whether most of a phrase's words are in a text: "Baseline test repeated" is in "Repeat the baseline test the same way". */
const mostlyIn = (phrase: string, text: string) => overlap(keywords(phrase), keywords(text)) >= 0.6;

/**
 * The family's written steps, then the criteria none of them covers (its words mostly in a step's
 * title and description). What the description adds to the template's own (a limit's advice, an
 * action the person wrote in) comes first: it is said before the work starts.
 */
function stepsAsWritten(written: { steps: WorkStep[]; description?: string }, title: string, description: string, criteria: string[], deadline: string | null): PlannedStep[] {
  // Written steps are each their own work, however many words they share ("Record your level", "Set a target level").
  // The step that does the title's work takes the words of a criterion with its verb: "Buy running shoes that fit" is done as "Buy and try shoes on a run".
  const verb = (title: string) => words(title)[0];
  const own = written.steps.map((step) => {
    const said = step.titled ? criteria.filter(namesItsWork).map(criterionStep).find((action) => verb(action) === verb(step.title)) : undefined;
    return { title: cleanTitle(said ?? step.title), description: clip(step.description, 4000) };
  });
  // A step that records or follows up the work comes after the criteria too ("Get it confirmed in writing").
  const last = own.filter((_, i) => written.steps[i].afterTheWork);
  // The template's own sentences are what the written steps do; the rest of the description was added to it.
  const added: PlannedStep[] = [];
  for (const action of ownActions(description).filter((a) => !mostlyIn(a, written.description ?? ''))) addStep(added, { title: action, description: ownActionDescription(action) }, own);
  // Coverage, not a shared word, decides: "List your fixed costs" leaves "Budget lists income, fixed costs and flexible spending" to check.
  // The day a criterion names is the todo's, not work a step does: "Level re-tested by next summer" is covered by "Take the same test again ... to re-test your level".
  const undated = (criterion: string) => (deadline ? criterion.replace(deadline, ' ') : criterion);
  // A step that does the criterion's task covers it too: "Book a hotel in Lisbon" books "the hotel for 3 nights".
  // One that names no work of its own ("Booked") is covered by the step that does the todo's work.
  const covers = (step: PlannedStep, criterion: string) =>
    (!namesItsWork(criterion) && written.steps.some((s, i) => s.titled && own[i] === step)) ||
    [criterion, criterionStep(criterion)].some((c) => mostlyIn(undated(c), `${step.title}. ${step.description}`)) || sameTask(step.title, criterionStep(criterion));
  const uncovered: PlannedStep[] = [];
  for (const criterion of criteria.filter((cr) => !own.some((step) => covers(step, cr)))) addStep(uncovered, criterionStepOf(criterion, title), added);
  return [...added, ...own.filter((step) => !last.includes(step)), ...uncovered, ...last];
}

/** The steps read from the todo's own words: its kickoff, actions, work, criteria and a habit. */
function stepsFromWords(input: TodoInput, criteria: string[], ctx: KindContext): { steps: PlannedStep[]; titled: string | null } {
  const description = input.description ?? '';
  const kind = templateKind(input.title) ?? detectKind(input.title, `${description}\n${input.success_criteria}`);
  const steps: PlannedStep[] = [];
  const add = (list: PlannedStep[], step: PlannedStep) => addStep(list, step, steps);

  // The work the title names, as a step: "Long run of 18 km" is done as "Do the long run of 18 km".
  const titled = titleWork(input.title);
  const work = workTypeOf(titled ?? input.title);
  const title = input.title.trim();
  const kickoff = kickoffFor(title, work, ctx.c.deadline);
  if (kickoff) add(steps, { title: KICKOFF_STEP_TITLE, description: kickoff });
  const kickoffStep = kickoff ? steps[0] : undefined;
  for (const action of ownActions(description)) add(steps, { title: action, description: ownActionDescription(action) });
  const criterionSteps: PlannedStep[] = [];
  // A criterion that names no work of its own ("Done") is done by the title's work, its step below.
  for (const criterion of criteria.filter(namesItsWork)) add(criterionSteps, criterionStepOf(criterion, title));
  steps.push(...criterionSteps);
  // A tip fits the todo's own words too: no weather check for seeds sown indoors.
  const words = `${input.title}\n${description}\n${input.success_criteria}`;
  const familyTips = kind.stepTips(ctx, work).filter((tip) => tipFits(tip, words));
  const typeTip = WORK_TYPE_TIPS[work] && tipFits(WORK_TYPE_TIPS[work], words) ? WORK_TYPE_TIPS[work] : undefined;
  const [before, after]: PlannedStep[][] = [[], []];
  for (const tip of familyTips.length > 0 ? familyTips : typeTip ? [typeTip] : []) add(tip.afterTheWork ? after : before, tip);
  // Room for the habits after the kickoff and the work (the final check takes the last place).
  const room = Math.max(0, MAX_STEPS - 1 - steps.length);
  steps.splice(kickoff ? 1 : 0, 0, ...before.slice(0, room));
  steps.push(...after.slice(0, room - Math.min(room, before.length)));
  // The work the title names ("Pick up the race bib", "Do the long run of 18 km") is a step of its own, before the criteria, unless another step does it.
  const titledStep: PlannedStep | null = titled
    ? { title: cleanTitle(titled), description: titledWorkDescription(cleanTitle(titled), { description, criteria, deadline: ctx.c.deadline }) }
    : null;
  if (titledStep && !steps.some((s) => sameWork(s.title, title) || sameWork(s.title, titledStep.title))) {
    // In a full plan the work takes a habit's place.
    const habits = [...before, ...after].filter((tip) => steps.includes(tip));
    if (steps.length >= MAX_STEPS - 1 && habits.length > 0) steps.splice(steps.indexOf(habits[habits.length - 1]), 1);
    const next = criterionSteps[0] ?? after.find((tip) => steps.includes(tip));
    steps.splice(next ? steps.indexOf(next) : steps.length, 0, titledStep);
  }

  // One piece of work and a criterion leave nothing to put in order: the kickoff earns its place from three pieces of work on.
  const tips = [...before, ...after];
  if (kickoffStep && steps.filter((s) => s !== kickoffStep && !tips.includes(s)).length < 3) steps.splice(steps.indexOf(kickoffStep), 1);

  return { steps, titled: titledStep?.title ?? null };
}

/** Work that is one errand: buying, booking, a form, a conversation, collecting a thing, giving things away. */
const ERRANDS = new Set<WorkType>(['purchase', 'booking', 'paperwork', 'conversation', 'giveaway']);

/**
 * The kickoff a todo's work needs, worded to it, or null when it needs none: an errand ("Pick up
 * the race bib", "Book the hotel", "Donate old clothes") is done, not planned, and a todo that is itself a plan or a
 * choice ("Plan the race-morning breakfast") would be planned twice.
 */
function kickoffFor(title: string, work: WorkType, deadline: string | null): string | null {
  if (ERRANDS.has(work) || work === 'plan' || work === 'decision' || /^(?:pick\s+up|collect)\b/i.test(title)) return null;
  return kickoffDescription(work, title, deadline);
}
