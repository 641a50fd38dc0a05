import type { DirectorInput } from '../../commands/ports/director';
import type { ResponseStyle } from '../../domain/director/settings';
import { entityTitle, isSpecificTitle, matchNamedEntity, missionOrOdysseyByWords, type NamedEntity } from './analysis';
import { buildDirectorContext, type DirectorContext } from './context';
import { inOtherLanguage, smallTalk } from '../offline/messageKind';
import {
  cannotChangeAnswer,
  dataAnswer,
  decisionAnswer,
  entityAnswer,
  focusPeriod,
  hoursAvailable,
  INTRO_START,
  introAnswer,
  missionRiskAnswer,
  notUnderstoodAnswer,
  otherLanguageAnswer,
  askDecisionAgain,
  recentAnswer,
  recentDays,
  thanksAnswer,
  unclearNameAnswer,
  withOfflineNote,
} from './offlineAnswers';
import {
  afterAnswer,
  afterQuestion,
  anythingWord,
  blockedAnswer,
  candidatesAnswer,
  countAnswer,
  doneAnswer,
  doneDay,
  doneOnDayAnswer,
  dueAnswer,
  duePeriod,
  encouragementAnswer,
  encouragementRequest,
  forecastAnswer,
  forecastQuestion,
  missionListAnswer,
  missionListQuestion,
  odysseyListAnswer,
  odysseyListQuestion,
  inProgressAnswer,
  priorityAnswer,
  priorityQuestion,
  readyAnswer,
  readyQuestion,
  todoListAnswer,
  type PriorityAsked,
} from './offlinePlanQuestions';
import { comparedNames, comparisonAnswer, orderQuestion, type OrderQuestion } from './offlineComparison';
import { isNamedAspect, namedAnswer, type NamedAspect } from './offlineNamedQuestions';
import { mentionAsked, mentionsAnswer, PLAN_PROGRESS, riskThingAsked, thingDateAnswer, thingRiskAnswer } from './offlineMentions';
import { streamText } from './streamText';
import { withSlipsMended } from './offlineTypos';
import { withApostrophes } from '../offline/typedEnglish';
import { asksForSize } from '../offline/stepQuestion';
import { sizeQuestionAnswer } from './offlineSizeQuestion';
import { missedTimeAnswer, missedTimeQuestion } from './offlineMissedTime';
import { whyAnswer, withFollowUpNamed } from './offlineFollowUp';
import { savingsQuestionAnswer } from './offlineSavingsQuestions';
import { text } from './markdown';

/**
 * The Director without a model: recognises what the user asks about and answers from their
 * data (through the same context toggles as the model would get). Deterministic.
 */

export type OfflineIntent =
  | 'change' | 'order' | 'decision' | 'candidates' | 'entity' | 'named' | 'after' | 'unclear' | 'count' | 'done' | 'due' | 'ready' | 'blocked' | 'inProgress' | 'priority' | 'list' | 'missions' | 'odysseys' | 'forecast' | 'risk' | 'focus' | 'summary'
  | 'encouragement' | 'size' | 'missedTime' | 'mentions' | 'intro';

/** A request to change something: an imperative ("Add a todo...", "Can you pause the mission?"), not a question about it ("update on the thesis?" asks for news). */
const changeRequest =
  /^\s*(please\s+|(can|could|would|will)\s+you\s+(please\s+)?|i\s+(want|need)\s+you\s+to\s+|go\s+ahead\s+and\s+)?(create|add|make|schedule|delete|remove|update(?!\s+(?:on|me|about)\b)|change|edit|rename|move|mark|set|pause|resume|reschedule|complete)\b[^.?!]*\b(todos?|tasks?|missions?|odysseys?|steps?|due dates?|deadlines?|priority|priorities|status)\b/i;
/**
 * A command that starts with a verb of change ("Can you move the hotel booking to next week?",
 * "Mark the shoes as done"): a request to change something, whether or not it names it as written.
 */
const changeVerbFirst =
  /^\s*(please\s+|(can|could|would|will)\s+you\s+(please\s+)?|i\s+(want|need)\s+you\s+to\s+|go\s+ahead\s+and\s+)?(create|add|schedule|delete|remove|update(?!\s+(?:on|me|about)\b)|change|edit|rename|move|mark|set|pause|resume|reschedule|complete|push|postpone|cancel)\b/i;
/** "What should I drop?", "What can I skip?", "Is there anything I can skip?": a decision naming no one thing, so the candidates answer it. */
const whatToGiveUp = /\b(?:what\s+(?:should|could|can|shall|do)\s+(?:i|we)|(?:anything|something)\s+(?:i|we)\s+(?:should|could|can|might))\s+(drop|skip|cut|cancel|give\s+up|abandon|postpone|defer|delay|ditch|let\s+go(?:\s+of)?)\b/i;
/**
 * A question asking for a decision about one thing ("Should I drop the long run?", "Can I skip
 * the gels?"): the verb, then what it names. "How can I delete a todo?" asks how, not whether.
 */
const decisionQuestion = /(?<!\bhow\s+)\b(?:should|shall|do|can|could|may)\s+(?:i|we)\s+(?:just\s+|still\s+)?(drop|skip|cut|cancel|give up(?: on)?|abandon|delete|remove|postpone|defer|delay|quit|ditch|stop|pause|keep)\s+(.+?)[\s?.!]*$/i;
/** "Tell me about the hotel", "What about the shoes?": a question about the one thing it names. */
const aboutQuestion = /^\s*(?:(?:can\s+you\s+)?tell\s+me\s+(?:more\s+)?about|what\s+about|how\s+about)\s+(.+?)[\s?.!]*$/i;
/** What "Tell me about ..." may name that is no title: the assistant itself, the whole plan. */
const notAName = /^(?:you|yourself|your\s.*|me|myself|it|that|this|them|those|these|everything|anything|something|things|stuff|(?:my|the)\s+(?:plan|plans|day|week|month|progress|todos?|tasks?|missions?|odysseys?|goals?))$/i;
/** "How many todos do I have?", "What is left to do?": counts, by status. */
const countQuestion = /\b(?:how\s+many|how\s+much\s+is\s+left|what(?:'s|\s+is)\s+left|left\s+to\s+do|remaining)\b/i;
/** "What did I finish this week?", "What have I completed?", "What did I do yesterday?": what was done. */
const doneQuestion =
  /\bwhat\s+did\s+i\s+do\s+(?:yesterday|today|this\s+week|last\s+week)\b|\b(?:did|have|has)\s+i\b[^?]*\b(?:finish\w*|complet\w*|done|accomplish\w*|achiev\w*|get\s+done|got\s+done)\b|\bwhat\b[^?]*\bi(?:'ve)?\s+(?:finished|completed|got\s+done|accomplished)\b/i;
/** "What is due today?", "What is coming up?", "When is my next deadline?": what is due when (not what is overdue). */
const dueQuestion = /\b(?:due|coming\s+up|upcoming)\b|\bnext\s+(?:deadline|due\s+date)\b/i;
/** "What is in progress?", "What am I working on?": the started todos. */
const inProgressQuestion = /\bin[\s-]progress\b|\b(?:am\s+i|i\s+am|i'm)\s+(?:currently\s+|now\s+)?working\s+on\b/i;
/** "List my todos", "Show me all my tasks", "What are my todos?", "What's on my plate?": the open todos. */
const listQuestion = /\b(?:list|show|see|display|give\s+me|what\s+are)\s+(?:(?:me|all|of|my|the|open|current)\s+)*(?:todos|to-dos|tasks)\b|\bwhat\s+(?:todos|to-dos|tasks)\s+do\s+i\s+have\b|\bon\s+my\s+plate\b/i;
/** "What is blocked?", "What is waiting on something else?": the todos that wait for others (not what is late). */
const blockedQuestion = /\b(?:blocked|blocking|held\s+up|holding\s+(?:me|it|them|things)\s+up|wait(?:s|ing)?\s+(?:for|on)|depend(?:s|ing)?\s+on)\b/i;
const lateWords = /\b(?:overdue|late|behind|risk|risky|at[-\s]risk|slipping|missed|deadlines?)\b/i;
const riskWords =
  /\b(overdue|late|behind|risk|risky|at[-\s]risk|slipping|missed|deadlines?|critical|blocked|stuck|worst|weakest|struggl\w*|in\s+trouble|attention|realistic|feasible|achievable|on\s+time|in\s+time|make\s+it)\b/i;
const focusWords =
  /\b(focus|today|tonight|tomorrow|tmrw|tmr|priorit\w*|next|first|start|work on|should i|urgent|important|plan my day|overwhelm\w*|too much|so much to do|quick\s+wins?|spare\s+time|free\s+time|\d+\s+(?:minutes|mins|hours?)|what\s+now|what\s+(?:do|shall|can)\s+i\s+do)\b/i;
/** A risk question about missions ("Which mission is at risk and why?") is answered mission by mission. */
const aboutMissions = /\bmissions?\b/i;
const summaryWords = /\b(compare|comparison|how\s+far|far\s+along|completion\s+rate|percent(?:age)?|closest\s+to\s+(?:done|finish\w*|complet\w*)|summary|summari[sz]e|progress|overview|status|report|how am i|how'?s it going|doing|going|happening|going\s+on|gonna|be\s+(?:ok|okay|fine|alright|all\s+right)|on track|stats?|statistics|week|month|recap)\b/i;

/** "How is school?", "hows uni", "How are things?", "how r things": how something goes, as "how is it going" asks (not "how are you"). */
const howIsIt = /^\s*(?:so\s+|and\s+|hey\s+)?how(?:'s|\s+is|\s+are|\s+r|\s+was)\s+(?!(?:you|u|ya)\b)/i;
/** "When's the hotel?", "When is the visa appointment?", "hotel's due when?": when the one thing it names is due. */
const whenIsIt = /^\s*when(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(.+?)(?:\s+due)?[\s?.!]*$/i;
/** "When do I need to book the consulate?", "When should I file the tax return by?": when that todo is due. */
const whenMustI = /^\s*when\s+(?:do|should|must)\s+i\s+(?:need\s+to\s+|have\s+to\s+)?(.+?)(?:\s+by)?[\s?.!]*$/i;
/** "hotel's due when?", "statistics due?", "is the hotel due?". */
const dueWhen = /^\s*(.+?)(?:\s+is|\s+are|\s+was)?\s+due(?:\s+when)?[\s?.!]*$/i;

/** What kind of question about the plan the words ask, the most specific first; null when none. */
function questionKind(message: string): OfflineIntent | null {
  if (countQuestion.test(message)) return 'count';
  if (doneQuestion.test(message)) return 'done';
  // "What is overdue or due soon?" is a question about risk.
  if (dueQuestion.test(message) && !/\boverdue\b/i.test(message)) return 'due';
  if (readyQuestion.test(message)) return 'ready';
  if (blockedQuestion.test(message) && !lateWords.test(message)) return 'blocked';
  if (riskWords.test(message)) return 'risk';
  if (inProgressQuestion.test(message)) return 'inProgress';
  if (priorityQuestion.test(message)) return 'priority';
  if (missionListQuestion.test(message)) return 'missions';
  if (odysseyListQuestion.test(message)) return 'odysseys';
  if (forecastQuestion.test(message)) return 'forecast';
  // "What are my tasks for today?" asks what to do today: the focus answers it.
  if (focusWords.test(message)) return 'focus';
  if (listQuestion.test(message)) return 'list';
  if (summaryWords.test(message) || howIsIt.test(message)) return 'summary';
  return null;
}

export type OfflineQuestion = {
  intent: OfflineIntent;
  entity: NamedEntity | null;
  near: string[];
  /** The words several titles hold when `near` lists them all ("the run"). */
  several: string | null;
  /** What the question names its one thing by, as written ("the piano lessons"), when it says so apart. */
  asked: string | null;
  decision: { verb: string; object: string } | null;
  order: OrderQuestion | null;
  /** For `named`: what the question asks of the one thing it names (how urgent, when due, why at risk, how long); for `mentions`, when it is (due) or whether it is a risk (risk). */
  aspect: NamedAspect | null;
  /** For `entity` named by words a mission and todos of it hold: those words and todos, for the answer to name. */
  alsoNamed?: { by: string; todos: string[] };
};

export function offlineIntent(message: string, ctx: DirectorContext): OfflineQuestion {
  const { entity, near, byWords, several, holder } = matchNamedEntity(ctx, message);
  const about = { entity, near, several, asked: null, decision: null, order: null, aspect: null };
  if (changeRequest.test(message) || changeVerbFirst.test(message)) return { intent: 'change', ...about };
  const names = comparedNames(message);
  const order = names && orderQuestion(ctx, names);
  if (order) return { intent: 'order', ...about, order };
  const giveUp = whatToGiveUp.exec(message);
  const candidates = (decision: { verb: string; object: string }): OfflineQuestion => ({ intent: 'candidates', entity: null, near: [], several: null, asked: null, decision, order: null, aspect: null });
  if (giveUp) return candidates({ verb: giveUp[1].toLowerCase(), object: '' });
  // A decision is about the one thing it names: that thing, or a sentence saying which is unclear.
  const asked = decisionQuestion.exec(message);
  if (asked) {
    const decision = { verb: asked[1].toLowerCase(), object: asked[2] };
    if (anythingWord.test(decision.object)) return candidates(decision);
    const named = matchNamedEntity(ctx, decision.object);
    return { intent: named.entity ? 'decision' : 'unclear', entity: named.entity, near: named.near, several: named.several, asked: decision.object, decision, order: null, aspect: null };
  }
  if (entity?.kind === 'todo' && afterQuestion.test(message)) return { intent: 'after', ...about };
  const dueName = (whenIsIt.exec(message) ?? whenMustI.exec(message) ?? dueWhen.exec(message))?.[1];
  const due = dueName ? matchNamedEntity(ctx, dueName) : null;
  if (due?.entity) return { intent: 'named', entity: due.entity, near: [], several: null, asked: null, decision: null, order: null, aspect: 'due' };
  // "When is my race?" names no title: the descriptions and items that mention it give its dates.
  if (dueName && due?.near.length === 0 && questionKind(message) === null && !notAName.test(dueName) && !PLAN_PROGRESS.test(dueName))
    return { intent: 'mentions', ...about, asked: dueName, aspect: 'due' };
  // "Is my knee a risk?" asks of a thing the person wrote about, not of the plan's progress ("Is my plan at risk?").
  const riskThing = riskThingAsked(message);
  const riskNamed = riskThing === null ? null : matchNamedEntity(ctx, riskThing);
  if (riskThing !== null && riskNamed?.entity === null && riskNamed.near.length === 0 && !notAName.test(riskThing) && !PLAN_PROGRESS.test(riskThing))
    return { intent: 'mentions', ...about, asked: riskThing, aspect: 'risk' };
  if (encouragementRequest.test(message)) return { intent: 'encouragement', ...about, entity: null, near: [] };
  // "How long should my long run be?" asks the size of a thing, not how long the plan will take.
  if (asksForSize(message)) return { intent: 'size', ...about };
  if (missedTimeQuestion.test(message)) return { intent: 'missedTime', ...about };
  // "Is there anything for the knee?" names no title: what mentions it answers, or that nothing does.
  // A question the plan's own answers read ("anything for today?", "anything on my plate?") is asked of those.
  const mentioned = entity === null ? mentionAsked(message) : null;
  if (mentioned !== null && questionKind(message) === null && !notAName.test(mentioned)) return { intent: 'mentions', ...about, asked: mentioned };
  const keyword = questionKind(message);
  // "How is Base Training doing?" is about the mission; a one-word title like "Focus" must
  // not turn "what should I focus on?" into a question about that todo. A thing named by a word
  // or two ("the hotel", "the marathon") is what a question asks about when it asks nothing
  // else, how it is going ("How is the marathon going?", "Am I on track for the move?"), or what
  // holds a todo up ("What is blocking the hotel?").
  // A question asking how urgent, when due, why at risk or how long, of one thing it names
  // ("Is the hotel urgent?", "Why is the bakery critical?"), is answered about that thing.
  const named = entity !== null && (byWords || isSpecificTitle(entityTitle(entity)));
  if (named && isNamedAspect(keyword)) return { intent: 'named', ...about, aspect: keyword };
  // "What's left for the thesis?" counts what is left of it: its answer says.
  const aboutIt = byWords
    ? keyword === null || keyword === 'summary' || keyword === 'count' || (keyword === 'blocked' && entity?.kind === 'todo')
    : keyword === null || named;
  if (entity && aboutIt) return { intent: 'entity', ...about };
  // "How is apartment hunting going?" names no title, but one mission or odyssey by a word of
  // its title: the question is about it. With none, or several, it is about the whole plan.
  const byAWord = entity === null && near.length === 0 && keyword === 'summary' ? missionOrOdysseyByWords(ctx, message) : null;
  if (byAWord) return { intent: 'entity', ...about, entity: byAWord };
  // "How is the visa going?" of "Get the residence visa" and a todo of it holding "visa" too: the
  // mission, which holds them all; the answer names the todo.
  if (!entity && holder && several && (keyword === null || keyword === 'summary' || keyword === 'count')) return { intent: 'entity', ...about, entity: holder.entity, alsoNamed: { by: several, todos: holder.todos } };
  // A question about a thing it names only loosely says so, rather than answer about the wrong one.
  if (!entity && near.length > 0 && (keyword === null || keyword === 'summary')) return { intent: 'unclear', ...about };
  // "Tell me about the piano lessons" names something that is not in the plan: say so, not the introduction.
  const object = aboutQuestion.exec(message)?.[1] ?? null;
  if (!entity && keyword === null && object !== null && !notAName.test(object)) return { intent: 'unclear', ...about, asked: object };
  return { intent: keyword ?? 'intro', ...about };
}

/** Questions answered by one listing of the data, whatever else the message says. */
const LISTINGS = {
  ready: readyAnswer,
  blocked: blockedAnswer,
  inProgress: inProgressAnswer,
  list: todoListAnswer,
  missions: missionListAnswer,
  odysseys: odysseyListAnswer,
  forecast: forecastAnswer,
} satisfies Partial<Record<OfflineIntent, (ctx: DirectorContext, style: ResponseStyle) => string>>;
const isListing = (intent: OfflineIntent): intent is keyof typeof LISTINGS => intent in LISTINGS;

/**
 * The question as it is read: with the apostrophes of its contractions ("whats left" is "what's
 * left"; a follow-up naming what the previous answer was about), and with its slips of the
 * keyboard mended when the mended words read as a question (`mended`: the words read instead).
 * Slips are mended even where the words as typed read as another question ("wehn is my next
 * dedline" asks when, not what to start with): a real word is never taken for a slip.
 */
function readQuestion(typed: string, ctx: DirectorContext, history: DirectorInput['history']): { question: OfflineQuestion; message: string; mended: string | null } {
  const message = withFollowUpNamed(withApostrophes(typed), ctx, history);
  const question = offlineIntent(message, ctx);
  const mended = withSlipsMended(message, ctx);
  const reread = mended === message ? null : offlineIntent(mended, ctx);
  return reread && reread.intent !== 'intro' ? { question: reread, message: mended, mended } : { question, message, mended: null };
}

/** The todos of the mission answered about that hold the words asked by too, each with the question that finds it alone. */
const alsoNamedLine = ({ by, todos }: { by: string; todos: string[] }) =>
  `"${by}" is also in the title of ${todos.map((t) => `**${t}**`).join(' and ')}, ${todos.length === 1 ? 'a todo' : 'todos'} of this mission: ask "How is ${todos[0]} doing?" for ${todos.length === 1 ? 'it' : 'one'} alone.`;

/** The whole offline answer as markdown. */
export function offlineDirectorAnswer(input: DirectorInput): string {
  const ctx = buildDirectorContext(input.data, input.settings.context_settings, input.now, input.timeZone);
  if (inOtherLanguage(input.message)) return otherLanguageAnswer();
  const why = whyAnswer(input.message, input.history);
  if (why !== null) return withOfflineNote(why);
  const money = savingsQuestionAnswer(ctx, withApostrophes(input.message));
  if (money !== null) return withOfflineNote(money);
  const { question, message, mended } = readQuestion(input.message, ctx, input.history);
  const answer = answerTo(input, ctx, question, message);
  // A question read with other words than typed says which, so a wrong guess shows.
  return mended === null ? answer : `_I read your question as "${text(mended.trim())}"._\n\n${answer}`;
}

function answerTo(input: DirectorInput, ctx: DirectorContext, question: OfflineQuestion, message: string): string {
  const style = input.settings.response_style;
  const { intent, entity, near, several, asked, decision, order, aspect, alsoNamed } = question;
  if (isListing(intent)) return withOfflineNote(LISTINGS[intent](ctx, style));
  switch (intent) {
    case 'change':
      return cannotChangeAnswer(ctx, entity);
    case 'order':
      return order ? withOfflineNote(comparisonAnswer(ctx, order)) : unclearNameAnswer(near, null, several);
    case 'candidates':
      return withOfflineNote(candidatesAnswer(ctx, style, decision?.verb ?? 'drop'));
    case 'after':
      return entity?.kind === 'todo' ? withOfflineNote(afterAnswer(ctx, entity.todo, style)) : unclearNameAnswer(near, null);
    case 'priority':
      return withOfflineNote(priorityAnswer(ctx, style, (priorityQuestion.exec(message)?.[1].toLowerCase() ?? 'high') as PriorityAsked));
    case 'encouragement':
      return withOfflineNote(encouragementAnswer(ctx));
    case 'size':
      return withOfflineNote(sizeQuestionAnswer(ctx, message));
    case 'missedTime':
      return withOfflineNote(missedTimeAnswer(ctx, style, message));
    case 'decision':
      return entity && decision ? withOfflineNote(decisionAnswer(ctx, entity, decision.verb, style)) : unclearNameAnswer(near, asked, several, askDecisionAgain(decision?.verb ?? 'drop'));
    case 'entity':
      return entity ? withOfflineNote(`${entityAnswer(ctx, entity, style)}${alsoNamed ? `\n\n${alsoNamedLine(alsoNamed)}` : ''}`) : unclearNameAnswer(near, null, several);
    case 'named':
      return entity && aspect ? withOfflineNote(namedAnswer(ctx, entity, aspect, style, message)) : unclearNameAnswer(near, null, several);
    case 'mentions': {
      const thing = asked ?? '';
      if (aspect === 'due') return withOfflineNote(thingDateAnswer(ctx, thing));
      if (aspect === 'risk') return withOfflineNote(thingRiskAnswer(ctx, thing, () => dataAnswer(ctx, 'risk', style)));
      return withOfflineNote(mentionsAnswer(ctx, thing));
    }
    case 'unclear':
      return unclearNameAnswer(near, asked, several, decision ? askDecisionAgain(decision.verb) : undefined);
    case 'count':
      return withOfflineNote(countAnswer(ctx));
    case 'done': {
      const day = doneDay(message);
      return withOfflineNote(day ? doneOnDayAnswer(ctx, style, day) : doneAnswer(ctx, style, recentDays(message)));
    }
    case 'due':
      return withOfflineNote(dueAnswer(ctx, style, duePeriod(message)));
    case 'risk':
      return withOfflineNote(aboutMissions.test(message) && ctx.missions ? missionRiskAnswer(ctx, style) : dataAnswer(ctx, intent, style));
    case 'focus':
      return withOfflineNote(dataAnswer(ctx, intent, style, focusPeriod(message), hoursAvailable(message)));
    case 'summary': {
      const days = recentDays(message);
      const summary = dataAnswer(ctx, intent, style);
      return withOfflineNote(days === null ? summary : `${recentAnswer(ctx, days, style)}\n\n${summary}`.trim());
    }
    case 'intro': {
      // One introduction per conversation: later small talk and unread questions get a line of their own.
      const talk = smallTalk(input.message);
      if (talk === 'thanks') return thanksAnswer();
      const introduced = input.history.some((m) => m.role === 'assistant' && m.content.startsWith(INTRO_START));
      return introduced ? notUnderstoodAnswer(ctx, talk !== null) : introAnswer(ctx);
    }
  }
}

export function offlineDirectorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string> {
  return streamText(offlineDirectorAnswer(input), signal);
}
