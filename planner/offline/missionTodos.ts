import type { GeneratedTodo, GeneratedTodos } from '../../domain/planning';
import type { MissionTodosInput, PlanProgressListener } from '../../commands/ports/planner';
import { unlabelledDeadline, type PlanConstraints } from './constraints';
import { assemblePlan } from './assemblePlan';
import { missionField } from './missionField';
import { MONTHLY_REVIEW_TITLE, type KindStage, type TodoTemplate } from './goalKind';
import { spreadDueDates } from './dueDates';
import { GENERAL_KIND, namedStageTodos, personsOwnText } from './goalKinds';
import { honourExclusions, honourInText, templatesLeft } from './honourConstraints';
import { answerActions, answersNamingWork, describedWork, ownActions, samePlanItem, sameWork } from './ownActions';
import { answersNote } from './planNotes';
import { ownItemsKept } from './ownRoom';
import { withOdysseyAnswers } from './odysseyAnswersHeard';
import { cleanTitle } from './titleText';
import { todoOrder, type TodoRole } from './todoOrder';
import { clip, keywords, lowerFirst, stem, words } from './text';
import { PARTICIPLES } from './verbs';
import { workTypeOf, type WorkType } from './workType';

const MAX_TODOS = 8;
/** A deadline five weeks away or less leaves room for the essentials only. */
const MAX_TODOS_SHORT = 5;
/** Families whose deadline is the day of the thing itself (the party, the interview), not a day to be done by. */
const DAY_GOALS = new Set(['event', 'interview']);

/** A deadline months away gets a monthly review, so the plan is re-aimed on the way. */
function monthlyReview(c: PlanConstraints): TodoTemplate {
  return {
    title: MONTHLY_REVIEW_TITLE,
    description: `Once a month until the deadline (${unlabelledDeadline(c.deadline ?? '').replace(/^on\s+/i, '')}), compare progress with the plan and move or drop todos that no longer fit.`,
    criteria: ['Monthly review in the calendar until the deadline', 'Plan adjusted after each review'],
    priority: 'medium',
  };
}

function fromOwnAction(action: string, index: number, where: 'description' | 'answers'): TodoTemplate {
  return {
    title: cleanTitle(action),
    description: `You listed this in ${where === 'description' ? 'the mission description' : 'your answers'}. Keep the result (a link, a file or a short note) as evidence.`,
    criteria: [`Done: ${lowerFirst(action)}`, 'Result recorded as evidence'],
    priority: index === 0 ? 'high' : 'medium',
  };
}

/** "Venue is booked", "the flights are already paid": a thing the person says is done, and the participle that says so. */
const DONE_STATE = /\b([\p{L}-]{3,})\s+(?:is|are|has\s+been|have\s+been)\s+(?:already\s+)?([\p{L}]+)\b/giu;

/** Whether a todo does work the person says is done already: "Book the venue" after "Venue is booked". */
function doneAlready(todo: TodoTemplate, texts: string[]): boolean {
  const title = words(todo.title);
  return texts.some((text) =>
    [...text.matchAll(DONE_STATE)].some(([, thing, participle]) => {
      const verb = PARTICIPLES[participle.toLowerCase()]?.split(' ')[0];
      return verb !== undefined && title[0] === verb && title.slice(1).some((w) => stem(w) === stem(thing.toLowerCase()));
    }),
  );
}

/** Verbs a plan's last item may share with any piece of work: no sign that a piece is the plan's last act. */
const ANY_WORK = new Set(['finish', 'complete', 'do', 'make', 'get', 'review', 'check']);

/**
 * Whether an action the person listed is the plan's own last act, done by its closing item: "Submit
 * through the university portal" is how "Publish or submit" is done, and "Finish without walking" how
 * the race goes, not pieces of work to do early.
 */
function closesThePlan(action: string, closing: TodoTemplate | undefined): boolean {
  const verb = words(action)[0] ?? '';
  // "Finish without walking, under 70 minutes" says how the end should go, not a piece of work before it.
  if (/^(?:finish|complete)\s+(?:without|under|in|within|strong|it|the\s+(?:race|course|distance))\b/i.test(action.trim())) return true;
  return closing !== undefined && !ANY_WORK.has(verb) && words(closing.title).includes(verb);
}

/** The stages of the field no todo of the plan covers: none does its work or names it. */
function openStages(stages: KindStage[], planned: TodoTemplate[]): KindStage[] {
  return stages.filter((stage) => !planned.some((o) => stage.work.includes(o.title) || (stage.names?.test(o.title) ?? false)));
}

/** Whether a todo only says the goal again ("Launch your MVP" of "Launch our MVP"): the whole plan does that. */
const restatesGoal = (todo: TodoTemplate, goal: string) => {
  const own = keywords(todo.title);
  const goalWords = keywords(goal);
  return own.size > 0 && [...own].every((k) => goalWords.has(k));
};

/** Work types that keep track of the work or check it: they follow a stage's work, they are not it. */
const TRACKING = new Set<WorkType>(['measure', 'review']);

/**
 * The todo each open stage is for (its last in the arc: the work, not the choosing before it nor
 * the tracking after it, unless the stage holds nothing else), in the stages' order; a stage whose
 * last todo only says the goal again is what the whole plan does.
 */
const stageEssentials = (middle: TodoTemplate[], open: KindStage[], goal: string) =>
  open
    .flatMap((s) => {
      const work = middle.filter((t) => s.work.includes(t.title));
      const done = work.filter((t) => !TRACKING.has(workTypeOf(t.title)));
      return (done.length > 0 ? done : work).slice(-1);
    })
    .filter((t) => !restatesGoal(t, goal));

/**
 * The field's todos a plan keeps when it has less room than the arc (`room` left), in the arc's
 * order: each stage of the field that no other todo of the plan covers keeps its last todo (the
 * work the stage is for: "Do the work one job at a time", not only the choosing and buying before
 * it), then the others fill what room is left. A stage is covered by the plan's first or last todo,
 * or by one of the person's own that names it ("Get three quotes from bathroom fitters" covers the
 * quotes, so "Get quotes for the professional work" gives way). With own todos, those of stages no
 * other todo covers fill first; without, the stages only the first todo begins keep their work next
 * ("Complete the first four weeks of training" after "Measure your starting baseline"), and the
 * rest fill in the arc's order.
 */
function everyStage(
  middle: TodoTemplate[],
  room: number,
  stages: KindStage[],
  plan: { planned: TodoTemplate[]; own: TodoTemplate[]; goal: string },
): TodoTemplate[] {
  const { planned, own, goal } = plan;
  if (middle.length <= room) return middle;
  const [first, ...after] = planned;
  const unplanned = own.length === 0 ? openStages(stages, after) : [];
  const begun = unplanned.filter((s) => s.work.includes(first.title));
  const open = own.length === 0 ? unplanned.filter((s) => !begun.includes(s)) : openStages(stages, planned);
  const essential = new Set([...stageEssentials(middle, open, goal), ...stageEssentials(middle, begun, goal)].slice(0, room));
  const inOpenStage = (t: TodoTemplate) => own.length > 0 && open.some((s) => s.work.includes(t.title));
  const others = middle.filter((t) => !essential.has(t));
  const rest = [...others.filter(inOpenStage), ...others.filter((t) => !inOpenStage(t))].slice(0, room - essential.size);
  return middle.filter((t) => essential.has(t) || rest.includes(t));
}

/**
 * Todos for a mission: the kind's proven sequence, with the actions the person
 * listed in the description placed after the setup todos, constraints from the
 * answers written into the text, and the count asked for respected.
 */
export function missionTodos(input: MissionTodosInput, onProgress?: PlanProgressListener): GeneratedTodos {
  onProgress?.({ phase: 'understanding_goal', fraction: 0.1, items: [] });
  const field = missionField({ title: input.mission_title, description: input.mission_description, qa_pairs: input.qa_pairs, now: input.now }, input.odyssey);
  // The odyssey's answers shape every mission of it: the role and the gap named once, the weekly time given once.
  const { c, ctx } = withOdysseyAnswers(field, input.odyssey, input.now);
  const kind = field.kind;
  onProgress?.({ phase: 'drafting', fraction: 0.4, items: [] });

  // A mission that names one stage of its field ("Write the draft") gets that stage's todos, not the field's whole arc.
  // One an odyssey's plan wrote (planned in it, or its description holds the stage's summary) names its stage in one word too: "Move".
  const inPlan = Boolean(input.odyssey?.title.trim()) || personsOwnText(input.mission_title, input.mission_description).summary;
  const stage = namedStageTodos(kind, ctx, inPlan);
  const templates = templatesLeft({ family: stage ?? kind.todos(ctx), general: () => GENERAL_KIND.todos(ctx), c, goal: input.mission_title, items: 'todo' });
  // A mission no family fits (often one of an odyssey's phases, re-planned on its own: "Increase the load") is
  // planned from the work its description names, even one piece ("Quotes compared" -> "Compare quotes").
  const general = kind.id === 'general';
  // What an odyssey's plan wrote into the description is no item of the person's: the stage's own
  // summary is what the field's todos plan, and the field's advice on a limit is a todo of its own
  // with the field's wording. What the person added is theirs, even one item. A mission no field
  // plans keeps its summary: that is the work it names.
  const persons = general ? { text: input.mission_description, summary: false } : personsOwnText(input.mission_title, input.mission_description);
  const advised = kind.limitTodos(persons.text);
  const fromDescription = general ? describedWork(advised.rest) : ownActions(advised.rest, 5, persons.summary ? 1 : 2);
  const ownItems = [
    ...fromDescription.map((a) => ({ a, where: 'description' as const })),
    ...answerActions(answersNamingWork(input.qa_pairs)).map((a) => ({ a, where: 'answers' as const })),
  ];
  const closing = templates[templates.length - 1];
  const listed = honourExclusions(
    [
      ...advised.todos,
      ...ownItems
        .filter((item, i) => !ownItems.slice(0, i).some((b) => sameWork(item.a, b.a)))
        // The plan's first and last todos are in every plan: an item that does their work is planned once, in the field's words.
        .filter((item) => !closesThePlan(item.a, closing) && !samePlanItem(item.a, templates[0].title) && !samePlanItem(item.a, closing.title))
        .slice(0, 5)
        .map((item, i) => fromOwnAction(item.a, i, item.where)),
    ],
    c,
  );
  // A goal no family knows is planned from the person's own work: what its description names, or two actions of the answers.
  const ownEnough = general && (listed.some((o) => fromDescription.some((a) => sameWork(a, o.title))) || listed.length >= 2);
  const doneTexts = [input.mission_description, ...input.qa_pairs.map((p) => p.answer)];
  const fieldTodos = ownEnough ? [] : templates.slice(1, -1).filter((t) => !doneAlready(t, doneTexts));
  // A family that plans its own monthly review (saving) keeps it: the plan holds one.
  const review = fieldTodos.find((t) => t.title === MONTHLY_REVIEW_TITLE) ?? monthlyReview(c);
  const reviews = new Set<TodoTemplate>([review]);
  const max = ctx.horizon === 'short' ? MAX_TODOS_SHORT : MAX_TODOS;
  // A stage that ends on its own monthly review (the budget's, once it is written) holds one already.
  const withReview = ctx.horizon === 'long' && !ownEnough && closing.title !== MONTHLY_REVIEW_TITLE;
  const arcOf = (items: TodoTemplate[]) => fieldTodos.filter((t) => !items.some((o) => samePlanItem(o.title, t.title)) && !(withReview && t === review));
  // The person's own todos take the room the essential todo of each stage none of them covers leaves
  // (a short deadline cuts to the essentials, not to a pasted list); the field's todos get the rest.
  const stages = kind.stages(ctx);
  const planned = (items: TodoTemplate[]) => [templates[0], closing, ...items];
  const fieldRoom = (c.itemCount ?? max) - 2 - (withReview ? 1 : 0);
  const own = stage ? listed : ownItemsKept(listed, fieldRoom, (items) => stageEssentials(arcOf(items), openStages(stages, planned(items)), ctx.goalTitle).length);
  const middle = arcOf(own);
  // A monthly review leaves the field's todos the room of a plan of the most todos less one; a count
  // asked for keeps the review beside the person's own todos, and cuts it before the field's alone.
  const reviewGives = withReview && c.itemCount !== null && own.length === 0 ? 1 : 0;
  const room = Math.max(0, Math.min(fieldRoom + reviewGives, withReview ? MAX_TODOS - 3 : Infinity) - own.length);
  // A mission of one stage keeps its todos in their order.
  const stageRoom = withReview ? Math.max(0, MAX_TODOS - 3 - own.length) : undefined;
  const sequence = stage ? middle.slice(0, stageRoom) : everyStage(middle, room, stages, { planned: planned(own), own, goal: ctx.goalTitle });
  const todos = assemblePlan({
    first: templates[0],
    own,
    middle: withReview ? [...sequence, review] : sequence,
    last: templates[templates.length - 1],
    max,
    count: c.itemCount,
    checkpoint: (i): TodoTemplate => {
      const checkpoint: TodoTemplate = {
        title: `Checkpoint ${i}: review progress on ${ctx.subject}`,
        description: 'Compare what is done with the mission goal, and re-plan the remaining todos if needed.',
        criteria: ['Progress compared with the mission goal', 'Remaining todos adjusted'],
        priority: 'medium',
      };
      reviews.add(checkpoint);
      return checkpoint;
    },
  });
  const order = todoOrder(
    todos.map((t, i): TodoRole => (i === 0 ? 'opening' : i === todos.length - 1 ? 'closing' : own.includes(t) ? 'own' : reviews.has(t) ? 'review' : 'sequence')),
  );

  onProgress?.({ phase: 'shaping_to_answers', fraction: 0.7, items: todos.map((t) => t.title) });
  // An event's or an interview's plan is due by its day: "one week before" is a week before it.
  const due = spreadDueDates(todos.length, c, input.now, { titles: todos.map((t) => t.title), event: DAY_GOALS.has(kind.id) });
  // Advice that is a todo of the plan is not said again in the first todo's note.
  const advice = kind.limitAdvice(ctx).filter((a) => !todos.some((t) => t.title.toLowerCase() === a.toLowerCase()));
  const note = honourInText(answersNote(c, { advice, dated: due.every((d) => d !== null) }), c);
  const result: GeneratedTodo[] = todos.map((t, i) => ({
    title: cleanTitle(t.title),
    description: clip(i === 0 && note ? `${t.description} ${note}` : t.description, 4000),
    success_criteria: t.criteria.map((line) => `- ${line}`).join('\n'),
    priority: t.priority,
    due_date: due[i],
    depends_on: order[i],
  }));
  return { todos: result };
}
