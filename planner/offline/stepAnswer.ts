import type { StepChatInput } from '../../commands/ports/planner';
import { NOTE_MARKER } from '../../domain/todos/notes';
import { amountAgainstStep } from './amountQuestion';
import { distanceTimeAnswer } from './distanceTime';
import { framingStepAnswer } from './framingSteps';
import type { GoalKind } from './goalKind';
import { runningGoal, type RunningGoal } from './paceKnowledge';
import { CONDITION_KNOWLEDGE, STEP_KNOWLEDGE, type StepKnowledge } from './stepKnowledge';
import { sizeAnswer, type PlanText } from './stepSize';
import { asksWhen, timingAnswer } from './stepTiming';
import { asksForAdvice, asksForSize, problemCondition, saysStuck, stallingCondition, stepQuestionKind, whatIfCondition, type StepQuestionKind } from './stepQuestion';
import { clip, keywords, lowerFirst, overlap, sentences, splitItems, toListener, trimPunctuation, words } from './text';

/** The success criterion of the todo that shares most words with the step (and the question), if any. */
export function relatedCriterion(input: StepChatInput, extra = ''): string | null {
  const stepWords = keywords(`${input.step.title} ${input.step.description ?? ''} ${extra}`);
  let best: string | null = null;
  let bestScore = 0;
  for (const criterion of splitItems(input.todo.success_criteria)) {
    const score = overlap(keywords(criterion), stepWords);
    if (score > bestScore) {
      best = criterion;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : null;
}

/** The step's own description without the notes the user added to it. */
export function ownDescription(description: string | null): string {
  return (description ?? '').split(NOTE_MARKER)[0].trim();
}

/**
 * Plans stored before their steps were described carry labels of where a step came from (the
 * title's work, the todo's description, a success criterion) in place of what to do; the plan
 * writes none of them now.
 */
const STORED_LABELS = ['The work this todo names.', 'From the todo description.'];
/** A stored step made from a success criterion: its label names the criterion, not an action. */
const CRITERION_LABEL = /^Success criterion:\s*"(.+)"$/;

/** The first instruction in the step's own description, if any ("Make "X" true, ..." for a stored criterion's step). */
export function firstInstruction(description: string | null): string | null {
  const own = ownDescription(description);
  if (STORED_LABELS.some((label) => own.startsWith(label))) return null;
  const first = sentences(own)[0];
  if (!first) return null;
  const instruction = trimPunctuation(first);
  const criterion = CRITERION_LABEL.exec(instruction);
  return criterion ? `Make "${criterion[1]}" true, then note how you know` : instruction;
}

/** Does a text contain one of the entry's words (as a word start: "measur" matches "measuring")? */
function mentions(text: string, about: readonly string[]): number {
  const lower = ` ${words(text).join(' ')} `;
  return about.filter((word) => lower.includes(` ${word.toLowerCase()}`)).length;
}

/**
 * The family's knowledge for this step: the entry sharing most words with the question, the
 * step and its todo (the question counts twice: it says what the person is after), else the
 * family's default entry; null for a family without knowledge. An entry chosen by the step's
 * words alone leaves the questions it has no answer for to the default entry.
 */
function knowledgeFor(familyId: string, input: StepChatInput): { entry: StepKnowledge; askedAbout: boolean; byStep?: boolean } | null {
  const own = knowledgeOfFamily(familyId, input);
  // The step's own words name work another family knows ("Book the flights" in a todo to visit
  // grandma): that knowledge, not the family's entry its todo's words chose. The other family is
  // found by what the step acts on, not by its verb ("book" is also a textbook).
  const stepText = `${input.step.title} ${ownDescription(input.step.description)}`;
  // Only an entry its todo's words chose gives way (the family's default entry is about any step);
  // a todo of no family with knowledge ("Visit grandma in Porto") takes what the step names too.
  const byTodoOnly = own !== null && !own.askedAbout && own.entry.about !== undefined && mentions(stepText, own.entry.about) === 0;
  if (own === null || byTodoOnly) {
    const object = input.step.title.trim().split(/\s+/).slice(1).join(' ');
    for (const [otherId, entries] of Object.entries(STEP_KNOWLEDGE)) {
      if (otherId === familyId) continue;
      const named = entries.find((e) => e.about !== undefined && mentions(object, e.about) > 0);
      if (named) return { entry: named, askedAbout: false, byStep: true };
    }
  }
  return own;
}

function knowledgeOfFamily(familyId: string, input: StepChatInput): { entry: StepKnowledge; askedAbout: boolean; byStep?: boolean } | null {
  const entries = STEP_KNOWLEDGE[familyId] ?? [];
  const context = `${input.step.title} ${ownDescription(input.step.description)} ${input.todo.title}`;
  let best: { entry: StepKnowledge; askedAbout: boolean } | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    if (!entry.about) continue;
    const asked = mentions(input.message, entry.about);
    const score = 2 * asked + mentions(context, entry.about);
    if (score > bestScore) {
      best = { entry, askedAbout: asked > 0 };
      bestScore = score;
    }
  }
  const fallback = entries.find((e) => !e.about);
  if (best && !best.askedAbout && fallback) return { entry: { ...fallback, ...best.entry }, askedAbout: false, byStep: true };
  if (best && !best.askedAbout) return { ...best, byStep: true };
  return best ?? (fallback ? { entry: fallback, askedAbout: false } : null);
}

/** Quantities the person named ("5 km", "20 minutes"): the answer speaks of their own numbers. */
const QUANTITY = /\b\d+(?:[.,]\d+)?\s?(?:km|k|mi|miles?|m|kg|lbs?|minutes?|mins?|hours?|h|days?|weeks?|words?|pages?|reps?|push-?ups?|euros?|eur|dollars?|usd|%)(?![\p{L}])/giu;

function namedQuantity(message: string): string | null {
  return message.match(QUANTITY)?.[0]?.trim() ?? null;
}

/** Findings of this step that share words with the question or the step, most relevant first. */
function relevantFindings(input: StepChatInput, max = 2): string[] {
  const wanted = keywords(`${input.message} ${input.step.title}`);
  return input.findings
    .map((f) => ({ f, score: overlap(keywords(`${f.title} ${f.content}`), wanted) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ f }) => `"${clip(trimPunctuation(f.content), 160)}"`);
}

const quote = (text: string) => `"${text}"`;

/** The answer from the step itself, when the family has nothing for this kind of question. */
function fromStep(question: StepQuestionKind, input: StepChatInput, criterion: string | null, kind: GoalKind): string | null {
  const step = quote(input.step.title);
  const criteria = splitItems(input.todo.success_criteria);
  switch (question) {
    case 'how':
      return criterion
        ? `Work backwards from what has to be true: the todo asks for ${quote(criterion)}, so do the part of ${step} that makes it true first and keep a note of how you know. ${kind.chatTip}`
        : `Do ${step} in one focused block, then write down what you found or decided. ${kind.chatTip}`;
    case 'duration': {
      const parts = Math.max(1, sentences(ownDescription(input.step.description)).length);
      const sessions = parts === 1 ? 'one focused session of 25 to 45 minutes' : `${parts} short sessions of 25 to 45 minutes, one per part of the step,`;
      return `Plan ${sessions} for ${step}; if it needs more than three sessions, split it into smaller steps.`;
    }
    case 'first':
      return criterion
        ? `Start by writing down where you stand on ${quote(criterion)} today and what is missing; the first missing piece is your first task.`
        : `Start with the part of ${step} you can finish today in under 30 minutes.`;
    case 'stuck':
      return `When ${step} stalls, shrink it: name the one thing that blocks you, and either do a 25-minute version of the step or ask one person who has done it. ${kind.chatTip}`;
    case 'examples':
      return criteria.length > 0
        ? `A result that would count for ${quote(input.todo.title)}: ${criteria.slice(0, 2).map((c) => quote(c)).join(' and ')}, each shown with a link, a number or a short note.`
        : null;
    case 'enough':
      return criteria.length > 0 ? `It is enough when you can show ${criteria.map((c) => quote(c)).join(', ')} with evidence.` : null;
  }
}

/** What the step already has: the numbers say how close "enough" is. */
function progressNote(input: StepChatInput): string {
  const evidence = input.evidence.length;
  const findings = input.findings.length;
  if (evidence === 0 && findings === 0) return 'Nothing is recorded for this step yet: add the result as evidence when you have it.';
  return `So far the step has ${evidence} piece${evidence === 1 ? '' : 's'} of evidence and ${findings} finding${findings === 1 ? '' : 's'}.`;
}

/** "What should I bring?", "What do I write?": an advice question whose only words are its verb. */
const ADVICE_VERBS = new Set(['ask', 'bring', 'say', 'tell', 'writ', 'pack', 'check', 'includ', 'keep', 'look', 'talk', 'wear', 'prepar', 'cancel', 'choos', 'pick', 'buy', 'use', 'put', 'mention', 'send', 'them', 'first', 'next', 'there']);
const namesNoThing = (message: string) => [...keywords(message)].every((k) => ADVICE_VERBS.has(k));

/**
 * "What stories work best?", "What makes a good toast?", "What should the photos be like?", "What
 * kind of stories?": what a good one of a thing is like, which the step's own description (or its
 * todo's) may say.
 */
const WHAT_IS_GOOD =
  /\bwhat\s+(?:[\w'-]+\s+){0,3}?works?\s+best\b|\bwhich\s+(?:[\w'-]+\s+){0,3}?(?:works?|is|are)\s+best\b|\bwhat\s+makes\s+(?:[\w'-]+\s+){0,3}?(?:good|great|strong)\b|\bwhat\s+(?:should|do|does|must|would)\s+(?:[\w'-]+\s+){1,3}?be\s+like\b|\bwhat\s+(?:kinds?|sorts?|types?)\s+of\b/i;
/**
 * "What categories should I use?", "Which course should I choose?": which ones to take, which the
 * description may name; what the family knows about the thing asked answers it first. "What
 * should I compare?", "How do I write the gap down?": what to do, which the description may say
 * by the verb or the thing asked; any other answer the chat has comes first.
 */
const WHAT_TO_DO = /\b(?:what|which|how)\s+(?:[\w'-]+\s+){0,3}?(?:should|do|shall|can|could|would|must)\s+(?:i|we)\s+(go\s+for|[\w'-]+)/i;
/** The verbs of a which-to-take question. */
const TAKE_VERB = /^(?:use|pick|choose|select|take|go\s+for|have|include)$/i;
/** The words of such questions that ask how good or which to take, not what about. */
const GOOD_WORDS = new Set(['work', 'best', 'good', 'great', 'strong', 'kind', 'sort', 'typ', 'be', 'use', 'pick', 'choos', 'choose', 'select', 'take', 'go', 'have', 'includ', 'include']);

/**
 * What a review compares, as a plan's description lists it ("a balance, a distance, the pages
 * written"), said for the goal that measures by it (`goal`: its odyssey's and mission's words).
 */
const MEASURES: ReadonlyArray<{ item: RegExp; yours: (goal: string, running: RunningGoal | null) => string | null }> = [
  { item: /\bbalance\b/i, yours: (goal) => (/\bsav(?:e|ing|ings)\b|\bdeposit\b|\bdebts?\b|[$€£]\s?\d|\d\s?(?:euros?|dollars?|pounds?)\b/i.test(goal) ? 'your balance' : null) },
  { item: /\bdistance\b/i, yours: (_, running) => (running === 'timed' ? 'your distance and pace' : running ? 'your distance' : null) },
  { item: /\bpages?\b/i, yours: (goal) => (/\b(?:novel|thesis|book|pages?|words|chapters?|manuscript)\b/i.test(goal) ? 'the pages written' : null) },
];

/**
 * The advice with a list of examples in brackets ("(a balance, a distance, the pages written)")
 * narrowed to the one the goal measures by, when one alone fits ("— your distance and pace —").
 */
function fittedToGoal(advice: string, input: StepChatInput): string {
  const list = /\s*\(([^()]+,[^()]+)\)/.exec(advice);
  if (!list) return advice;
  const goal = [input.odyssey, input.mission].map((g) => (g ? `${g.title} ${g.description}` : '')).join(' ');
  const running = runningGoal(input);
  const fits = MEASURES.filter((m) => m.item.test(list[1])).flatMap((m) => m.yours(goal, running) ?? []);
  if (fits.length !== 1) return advice;
  return `${advice.slice(0, list.index)} — ${fits[0]} —${advice.slice(list.index + list[0].length)}`;
}

/**
 * The answer to a what-is-good, which-to-take or what-to-do question from the description of the
 * step (or else its todo's description or success criteria) that names the thing asked about:
 * its sentences that share the question's words, else its first, said as advice. `knownAbout`:
 * the family knows the thing asked; `answered`: the chat has another answer to the question.
 */
function describedAnswer(input: StepChatInput, knownAbout: boolean, answered: boolean): string | null {
  const toDo = WHAT_TO_DO.exec(input.message);
  const asks = WHAT_IS_GOOD.test(input.message) || (toDo !== null && !knownAbout && (TAKE_VERB.test(toDo[1]) || !answered));
  if (!asks) return null;
  const thing = new Set([...keywords(input.message)].filter((k) => !GOOD_WORDS.has(k)));
  if (thing.size === 0) return null;
  const texts = [
    { whose: 'the step itself says', title: input.step.title, description: ownDescription(input.step.description) },
    { whose: 'the todo itself says', title: input.todo.title, description: input.todo.description ?? '' },
    { whose: "the todo's success criteria say", title: '', description: splitItems(input.todo.success_criteria).map((c) => `${trimPunctuation(c)}.`).join(' ') },
  ];
  for (const { whose, title, description } of texts) {
    const said = sentences(description);
    if (said.length === 0 || overlap(thing, keywords(`${title} ${description}`)) === 0) continue;
    const sharing = said.filter((s) => overlap(thing, keywords(s)) > 0);
    const advice = (sharing.length > 0 ? sharing : said.slice(0, 1)).map((s) => trimPunctuation(s)).join('; ');
    return `Go by what ${whose}: ${lowerFirst(fittedToGoal(advice, input))}.`;
  }
  return null;
}

/** How the answer to a question the offline planner cannot answer starts. */
export const CANNOT_ANSWER = "I can't answer that";
/** How the answer to a what-if about a condition it knows nothing about starts. */
export const CANNOT_JUDGE = "I can't judge offline";

/**
 * "What if it rains?": what a practitioner would do about that condition for this kind of step
 * (the step's own words first, then its todo's), or one sentence saying it cannot be judged
 * offline. Null for a condition that stalls the step: the advice for a stalled step answers it.
 */
function knownConditionAnswer(input: StepChatInput, condition: string): string | null {
  const contexts = [`${input.step.title} ${ownDescription(input.step.description)}`, `${input.todo.title} ${input.todo.description ?? ''}`];
  for (const context of contexts) {
    const known = CONDITION_KNOWLEDGE.find((k) => k.condition.test(condition) && k.activity.test(context));
    if (known) return known.answer;
  }
  return null;
}

/** Whether what a message says happened ("I hit a pipe, what now?") is trouble the chat has advice for. */
export function troubleWithAdvice(input: StepChatInput, condition: string): boolean {
  return stallingCondition(condition) || knownConditionAnswer(input, condition) !== null;
}

/** What is known about a condition: for the kind of step, or about the thing it names ("my salary expectations", "my passport"). */
function knownAbout(input: StepChatInput, condition: string, kind: GoalKind): string | null {
  const known = knownConditionAnswer(input, condition);
  if (known) return known;
  if (stallingCondition(condition)) return null;
  const about = knowledgeFor(kind.id, { ...input, message: condition });
  return about?.askedAbout && about.entry.how ? about.entry.how : null;
}

function conditionAnswer(input: StepChatInput, condition: string, kind: GoalKind): string | null {
  const known = knownAbout(input, condition, kind);
  if (known) return known;
  if (stallingCondition(condition)) return null;
  return `${CANNOT_JUDGE} what would change for "${input.step.title}" if ${trimPunctuation(toListener(condition))}: I only have the step, its todo and your notes, and weighing that needs a connected model or your own judgment.`;
}

/**
 * The plan's own texts about the step, nearest first: the step, its todo and the todo's success
 * criteria, then the mission and odyssey the todo serves (the goal in the person's words, which
 * say where they start, never the step's size).
 */
function planTexts(input: StepChatInput): PlanText[] {
  const goals = [
    input.mission && { where: 'the mission', text: `${input.mission.title}\n${input.mission.description}`, goal: true },
    input.odyssey && { where: 'the odyssey', text: `${input.odyssey.title}\n${input.odyssey.description}`, goal: true },
  ];
  return [
    { where: 'the step', text: `${input.step.title}\n${ownDescription(input.step.description)}` },
    { where: 'the todo', text: `${input.todo.title}\n${input.todo.description ?? ''}` },
    ...splitItems(input.todo.success_criteria).map((text) => ({ where: "the todo's success criteria", text })),
    ...goals.filter((goal) => !!goal),
  ];
}

/**
 * The offline answer to a question about a step, from the family's knowledge, the step, its
 * todo and its findings; never the step's own description. When none of these can answer,
 * one sentence says so and what a connected model would add.
 */
export function answerStepQuestion(input: StepChatInput, kind: GoalKind): string {
  // "Is 300 ok?" on "Write 500 words a day": the step's own amount answers it.
  const judged = amountAgainstStep(input.message, input.step.title);
  if (judged !== null) return judged;
  const condition = whatIfCondition(input.message);
  const aboutCondition = condition === null ? null : conditionAnswer(input, condition, kind);
  if (aboutCondition !== null) return aboutCondition;
  // "When should I sow them?": the day comes from the plan (its due date, its order), not from the family's how.
  if (condition === null && asksWhen(input.message)) return timingAnswer(input);
  // "How long should my long run be?": the plan's own texts and the usual size of that kind of work.
  if (condition === null && asksForSize(input.message)) return sizeAnswer(input.message, planTexts(input), relatedCriterion(input, input.message) ?? splitItems(input.todo.success_criteria)[0] ?? null);
  // "How long will the long run of 18 km take?": the distance at an easy pace, not a session's usual length.
  const distanceTime = condition === null && stepQuestionKind(input.message) === 'duration' ? distanceTimeAnswer(input) : null;
  if (distanceTime !== null) return distanceTime;
  // "It's going to be hot this week, is that a problem?": what is known about the heat; else whether it is enough, or stuck.
  const problem = condition === null ? problemCondition(input.message) : null;
  const aboutProblem = problem === null ? null : knownAbout(input, problem, kind);
  if (aboutProblem !== null) return aboutProblem;
  // "I have no time this week", "it's too icy to run": a report of trouble the chat knows about for this kind of step.
  const stated = condition === null && problem === null && saysStuck(input.message) ? knownConditionAnswer(input, input.message) : null;
  if (stated !== null) return stated;
  const knowledge = knowledgeFor(kind.id, input);
  // "I keep forgetting them", "It still drips": a report of being stuck asks what a stuck question asks.
  const asked = stepQuestionKind(input.message) ?? (saysStuck(input.message) ? 'stuck' : null);
  // "What should I ask the plumber?" is answered by what the family knows about plumbers, or not at all;
  // "What should I bring?" names no thing: it asks about the step's own (the interview the step prepares).
  const aboutStep = knowledge?.byStep === true && namesNoThing(input.message);
  const advice = asked === null && (knowledge?.askedAbout === true || aboutStep) && asksForAdvice(input.message);
  const question = asked ?? (advice ? 'how' : null);
  const criterion = relatedCriterion(input, input.message);
  // The plan's kickoff and final check are about the todo's work as a whole, not a part of it.
  const framing = question && !knowledge?.askedAbout ? framingStepAnswer(question, input) : null;
  // Trouble with a thing the family knows ("the venue cancelled") is met with the family's advice for being stuck.
  const familyStuck = question === 'stuck' ? (STEP_KNOWLEDGE[kind.id] ?? []).find((e) => !e.about)?.stuck ?? null : null;
  const known = question && framing === null ? knowledge?.entry[question] ?? familyStuck : null;
  // "What stories work best?" on a step whose description says which: that sentence, before any general knowledge;
  // "What should I compare?" on a step whose description says what: that, when the chat has no other answer.
  const described = describedAnswer(input, known !== null && knowledge?.askedAbout === true, (framing ?? known) !== null || (question !== null && question !== 'how'));
  const answer = described ?? (question ? framing ?? known ?? (advice ? null : fromStep(question, input, criterion, kind)) : null);
  if (answer === null) {
    return `${CANNOT_ANSWER} from this step, its todo or your notes offline; a connected model would add general knowledge (methods, tools, typical numbers) about "${input.todo.title}".`;
  }

  const parts: string[] = [];
  // The person's own numbers lead the answer only when the answer is about what they asked.
  const quantity = known !== null && knowledge?.askedAbout ? namedQuantity(input.message) : null;
  parts.push(quantity && !answer.includes(quantity) ? `For your ${quantity}: ${lowerFirst(answer)}` : answer);
  if (question === 'enough') parts.push(progressNote(input));
  else if (framing === null && described === null && criterion && !answer.includes(criterion)) parts.push(`It counts towards ${quote(criterion)}.`);
  const notes = relevantFindings(input);
  if (notes.length > 0) parts.push(`From your notes: ${notes.join('; ')}.`);
  return parts.join(' ');
}
