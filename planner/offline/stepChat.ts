import type { StepChatResult } from '../../domain/planning';
import type { StepChatInput } from '../../commands/ports/planner';
import { withApostrophes } from './typedEnglish';
import { bareMoney, brokenLimit, fallsShort, isCurrency, namesMoney, reachedCount, withinLimit } from './amounts';
import { detectsCompletion, isQuestionMessage } from './completion';
import { leavesResultToShow, resultIsANote } from './evidenceWorth';
import { extractFindings } from './findings';
import { settlesKickoff } from './framingSteps';
import { detectKind, templateKind } from './goalKinds';
import { inOtherLanguage, smallTalk, type SmallTalk } from './messageKind';
import { leastOfCountRanges } from './numberedRanges';
import { numbersAsWritten, withDigits } from './numberWords';
import { answerStepQuestion, CANNOT_ANSWER, CANNOT_JUDGE, firstInstruction, ownDescription, relatedCriterion, troubleWithAdvice } from './stepAnswer';
import { asksWhatNext, saysStuck, whatIfCondition, withStepSlipsMended } from './stepQuestion';
import { asksWhen } from './stepTiming';
import { paceChatAnswer } from './paceKnowledge';
import { savingsChatAnswer, savingsChatReport } from './savingsChat';
import { clip, keywords, lowerFirst, sentences, trimPunctuation, words } from './text';

/** A finding that records a result: a number, a time or a link. */
const recordsResult = (findings: Array<{ title: string; content: string }>) => findings.some((f) => /\d|https?:\/\//.test(`${f.title} ${f.content}`));

/**
 * The step to open after this one: the first still open after it, else the first before it; null
 * when none is left, undefined when the todo's steps are not known.
 */
function nextOpenStep(input: StepChatInput): string | null | undefined {
  if (!input.steps) return undefined;
  const here = input.steps.findIndex((s) => s.title === input.step.title);
  const open = input.steps.flatMap((s, i) => (i !== here && s.status !== 'completed' ? [{ title: s.title, i }] : []));
  return (open.find((s) => s.i > here) ?? open[0])?.title ?? null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the todo goes after this step: its next open step, the check of a todo whose steps are all done, or its next pending step. */
function afterThisStep(input: StepChatInput): { next: string | null | undefined; open: string } {
  const next = nextOpenStep(input);
  if (next === null) return { next, open: `every step of "${input.todo.title}" is done, and its Evaluation tab shows how it stands against the success criteria` };
  return { next, open: next === undefined ? `open the next pending step of "${input.todo.title}"` : `open "${next}", the next step of "${input.todo.title}"` };
}

function nextAction(input: StepChatInput, completed: boolean, findings: StepChatResult['extracted_findings'], reported: boolean, named = false): string {
  // The step's work is reported but not marked done: marking it is the next move, then the todo's next step.
  if (reported && !completed) {
    const { next, open } = afterThisStep(input);
    return `Say "done" to mark "${input.step.title}" complete${next === null ? ': then' : ', then'} ${open}.`;
  }
  if (completed) {
    // A result this message or an earlier one gave is saved as a finding: it shows the step done, as evidence would.
    // A step whose result is the act itself, or the note the chat saved, has nothing more to show.
    // The things a step picks out, named in the message, are its result.
    const noted = (named || resultIsANote(input.step.title)) && input.findings.length + findings.length > 0;
    const worthAsking = leavesResultToShow(input.step.title) && !noted;
    const evidence = worthAsking && input.evidence.length === 0 && !recordsResult([...input.findings, ...findings]) ? `Add evidence for "${input.step.title}" (a link, a number or a short note)` : null;
    const { next, open } = afterThisStep(input);
    // The last step done: the todo is judged against its success criteria (evidence added later is judged again).
    if (next === null) return evidence ? `${evidence}: ${open}.` : `${capitalised(open)}.`;
    return evidence ? `${evidence}, then ${open}.` : `${capitalised(open)}.`;
  }
  const instruction = firstInstruction(input.step.description);
  if (instruction) return `${instruction}.`;
  const criterion = relatedCriterion(input);
  if (criterion) return `Work towards the success criterion "${criterion}" and note what you find.`;
  // A step that names its own length ("Have a 30-minute conversation") is done as it says.
  if (/\b\d+[\s-]?(?:minutes?|mins?|hours?|hrs?)\b/i.test(input.step.title)) return `Do "${input.step.title}", then tell me how it went.`;
  return `Spend 25 focused minutes on "${input.step.title}", then tell me what you got done.`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Questions the offline chat answers for any step. */
const OFFLINE_EXAMPLES = '"where do I start?", "how long will it take?" or "what if I get stuck?"';
const OFFLINE_QUESTIONS = `Offline I can answer questions about doing the step itself, such as ${OFFLINE_EXAMPLES}.`;
const sameQuestion = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** "I have written half of it", "most of the kitchen": a report of a part of the step. */
const PARTIAL = /\b(?:half|part\s+of|some\s+of|most\s+of|the\s+first\s+(?:half|part|few)|so\s+far)\b/i;

const FINISH_HINT = `When the step is finished, tell me (for example "done") and I'll mark it complete.`;

const SMALL_TALK_REPLY: Record<SmallTalk, string> = {
  thanks: "You're welcome.",
  ack: 'Good.',
  unsure: 'Not sure where to go from here? Take one small, concrete move.',
};

const saidBefore = (input: StepChatInput, text: string) => input.history.some((turn) => turn.role === 'assistant' && turn.message.includes(text));
/** Whether one of the last two replies said it: the next action is repeated only after a while, or when asked for. */
const saidLately = (input: StepChatInput, text: string) =>
  input.history
    .filter((turn) => turn.role === 'assistant')
    .slice(-2)
    .some((turn) => turn.message.includes(text));

/** The step's family, from the work, never from the question ("example" is not about exams). */
function stepKind(input: StepChatInput) {
  // A todo's title rarely names its goal's field ("Measure your starting baseline"): when the
  // title leaves the family open, the description counts as much as the title.
  const rest = `${input.step.title} ${input.todo.success_criteria}`;
  const byTitle = detectKind(input.todo.title, `${input.todo.description ?? ''} ${rest}`);
  return templateKind(input.todo.title) ?? (byTitle.id !== 'general' ? byTitle : detectKind(`${input.todo.title} ${input.todo.description ?? ''}`, rest));
}

/**
 * The offline step assistant: reply, findings, completion and a next action. The reply answers
 * the message it is given (a question, a report, a "thanks", a "done"), also on a step already
 * complete, and does not say the same thing twice in one chat.
 */
/** A currency said on its own ("CHF", "in euros"), as an answer to which one a number is in. */
const currencyAlone = (message: string) => {
  const said = /^\s*(?:in\s+)?(\S+?)\s*[.!]*\s*$/i.exec(message);
  return said !== null && isCurrency(said[1]) ? said[1] : null;
};

/** How the reply asking for a bare number's currency starts. */
const ASKS_CURRENCY = "I can't tell what ";

/**
 * The report the message completes: the amount with its currency the last reply asked for
 * ("$30" after "Done, spent 30") is read with the report that gave the bare number.
 */
function reportOf(input: StepChatInput, message: string): string {
  const lastReply = [...input.history].reverse().find((turn) => turn.role === 'assistant');
  const lastReport = [...input.history].reverse().find((turn) => turn.role === 'user');
  if (!lastReply?.message.includes(ASKS_CURRENCY) || !lastReport || isQuestionMessage(message)) return message;
  const before = lastReport.message.trim().replace(/[.!]*$/, '.');
  if (namesMoney(message)) return `${before} ${message}`;
  // The currency alone ("EUR", "€") goes with the number it was asked for.
  const bare = bareMoney(lastReport.message, input.step.title);
  const currency = currencyAlone(message);
  return bare && currency ? `${before} ${bare.number} ${currency}` : message;
}

/** "I hit a pipe, what now?": asks what to do about what happened, when the chat has advice for it, not for the step's next move. */
function reportsTrouble(input: StepChatInput, message: string): boolean {
  const happened = whatIfCondition(message);
  return happened !== null && troubleWithAdvice(input, happened);
}

/** The "Next:" line of the chat's last reply, if it gave one. */
function lastNext(input: StepChatInput): string | null {
  const lastReply = [...input.history].reverse().find((turn) => turn.role === 'assistant');
  return lastReply ? (/\bNext: (.+)$/s.exec(lastReply.message)?.[1] ?? null) : null;
}

/**
 * The next move said another way, after the last reply gave it: the todo's next step once this
 * step's work is reported, else what is left of the step (the rest of its description, the
 * criterion it counts towards, a focused block of it).
 */
function movedOn(input: StepChatInput, said: string, reported: boolean): string {
  if (reported) {
    const { next, open } = afterThisStep(input);
    return next === null
      ? `Once "${input.step.title}" is marked done, ${open}.`
      : `${capitalised(open)}, once "${input.step.title}" is marked done (say "done" here).`;
  }
  const rest = sentences(ownDescription(input.step.description)).slice(1).map((s) => `${trimPunctuation(s)}.`);
  const criterion = relatedCriterion(input);
  const ways = [
    ...rest,
    ...(criterion ? [`Check the step against the success criterion "${criterion}" and note what is still missing.`] : []),
    `Take the part of "${input.step.title}" still to do in one focused block of 25 minutes, then tell me what you got done.`,
  ];
  return ways.find((way) => way !== said) ?? ways[ways.length - 1];
}

/** "one funny and one warm", "one short and one long": kinds of the counted things the description asks for. */
const ONE_AND_ONE = /\bone\s+([\p{L}-]+)\s+(?:and|,)\s+(?:one|the\s+other)\s+([\p{L}-]+)/iu;

/**
 * What a report that reaches the step's count still leaves to say: the kinds the description asks
 * for ("one funny and one warm") that the report did not name.
 */
function kindsStillAsked(input: StepChatInput, message: string): string | null {
  const kinds = ONE_AND_ONE.exec(ownDescription(input.step.description));
  if (!kinds) return null;
  const said = keywords(message);
  const [named, unnamed] = [kinds[1], kinds[2]].reduce<[string[], string[]]>(
    ([yes, no], kind) => ([...keywords(kind)].every((k) => said.has(k)) ? [[...yes, kind], no] : [yes, [...no, kind]]),
    [[], []],
  );
  if (unnamed.length === 0) return null;
  const asks = `The step also asks for ${lowerFirst(kinds[0])}`;
  if (named.length === 0) return `${asks}: is that what you have?`;
  return `${asks}: you named ${/^[aeiou]/i.test(named[0]) ? 'an' : 'a'} ${named[0]} one; is the other ${/^[aeiou]/i.test(unnamed[0]) ? 'an' : 'a'} ${unnamed[0]} one?`;
}

/** A step that picks out a number of things: "Find your top 3 spending categories", "Pick two or three dates". */
const PICKS_OUT = /^(?:find|pick|choose|name|list|identify|select|shortlist|decide\s+on|write\s+down|note\s+down)\s+(?:(?:your|the|my|our)\s+)?(?:top\s+)?(\d+)\s+\S/i;

/**
 * Whether a report names as many things as the step picks out: "top three are housing, food and
 * takeaway" of "Find your top 3 spending categories". The things are the list after "are", "is"
 * or a colon, else the whole report.
 */
function namesTheCount(report: string, stepTitle: string): boolean {
  const asked = PICKS_OUT.exec(leastOfCountRanges(withDigits(stepTitle)));
  if (!asked || isQuestionMessage(report) || PARTIAL.test(report)) return false;
  const list = report.split(/\s+(?:are|is)\s+|:\s*/i).pop() ?? '';
  const items = list.split(/\s*,\s*(?:and\s+|&\s+)?|\s+and\s+|\s*&\s*/i).map((item) => trimPunctuation(item)).filter((item) => item !== '' && words(item).length <= 4);
  return items.length >= 2 && items.length >= Number(asked[1]);
}

/** ", what now?", "so what's next?" after a report. */
const ASKS_WHAT_NOW = /\s*[,;.!-]*\s*(?:so\s+|and\s+)?what(?:'s|’s|\s+is)?\s+(?:now|next)\s*\?*\s*$/i;

export function stepChat(input: StepChatInput): StepChatResult {
  // Read as meant ("whats next", "i cant", "finsihed it"); findings keep the person's own words.
  const own = [input.step.title, input.step.description, input.todo.title, input.todo.description, input.todo.success_criteria].join(' ');
  const message = withStepSlipsMended(withApostrophes(input.message.trim()), own);
  const alreadyDone = input.step.status === 'completed';
  const report = alreadyDone ? message : reportOf(input, message);
  // A kickoff is done when what it settles is settled: "I know the order now", "I've planned it out".
  // A step that picks out a number of things is done when the report names that many.
  const named = !alreadyDone && namesTheCount(report, input.step.title);
  const completed = !alreadyDone && (detectsCompletion(report, input.step.title) || settlesKickoff(report, input.step) || named);
  const findings = extractFindings(input.message.trim(), input.findings, input.step.title);
  // A report that reaches the count the step names ("two stories" of "Collect two or three stories"), in this message or before.
  // "I have 3 quotes, what now?" reports as much as "I have 3 quotes".
  const countIn = (text: string) => {
    const said = text.replace(ASKS_WHAT_NOW, '');
    if (isQuestionMessage(said) || PARTIAL.test(text)) return null;
    const count = reachedCount(said, input.step.title);
    // "I have two stories" is met with "two stories": the count is said back as the person wrote it.
    return count === null ? null : numbersAsWritten(count, said);
  };
  const stillOpen = !completed && !alreadyDone;
  const reached = stillOpen ? countIn(report) : null;
  const reported = reached !== null || (stillOpen && input.history.some((turn) => turn.role === 'user' && countIn(turn.message) !== null));
  let next = nextAction(input, completed || alreadyDone, findings, reported, named);
  const parts: string[] = [];
  // An answered question ends with the answer, not with the step's own instruction again.
  let answered = false;
  // A question it again cannot answer: the next action is a reminder, as after a report.
  let unanswered = false;
  const talk = completed ? null : smallTalk(message);
  // After thanks, an "ok" or a report, the next action is a reminder: not one of the last two replies' again.
  // "I'm stuck", "I have writer's block": asks for help as a question does.
  const stuck = !completed && !talk && saysStuck(message);
  // "when should I book them" asks, with or without its question mark.
  const asks = isQuestionMessage(message) || asksWhen(message);
  const isReport = !completed && !talk && !stuck && !inOtherLanguage(message) && !asksWhatNext(message) && !asks;
  // A report over the step's limit, or with a number that may be any currency, is answered as such.
  const broken = brokenLimit(report, input.step.title);
  const bare = broken ? null : bareMoney(report, input.step.title);
  // A report with an amount to check is answered with the check, also when it asks what is next
  // (the check is the next move); the reply asks for nothing else: the report said whether it is done.
  const checksAmount = !completed && !alreadyDone && (broken !== null || bare !== null) && !talk && !inOtherLanguage(message) && (isReport || asksWhatNext(message));

  // A chat's first reply names the step it works on, unless the message already finished it or reported a result to check.
  if (input.history.length === 0 && !completed && !checksAmount) parts.push(`Let's work on "${input.step.title}".`);

  if (completed) {
    parts.push(`Great work: I've marked "${input.step.title}" as complete.`);
    // "Replaced it, but it still drips": the step is done, and the trouble it tells of gets its advice.
    if (saysStuck(message)) parts.push(answerStepQuestion({ ...input, message }, stepKind(input)));
  } else if (inOtherLanguage(message)) {
    parts.push(`Offline I only understand English, so I may have missed what you said. Ask me in English${alreadyDone ? '' : ', or write "done" when the step is finished'}.`);
  } else if (talk) {
    parts.push(SMALL_TALK_REPLY[talk]);
  } else if (checksAmount && broken) {
    parts.push(`That is over the step's limit: you reported ${broken.reported}, and "${input.step.title}" sets a limit of ${broken.limit}, so I've left the step open.`);
  } else if (checksAmount && bare) {
    parts.push(`${ASKS_CURRENCY}${bare.number} is: "${input.step.title}" counts money. Tell me the amount with its currency (for example "${bare.example}") and I'll check it against the step.`);
  } else if (reached !== null) {
    // Reaching the count may not be all the step asks: marking it done is the person's call ("done").
    parts.push(`That makes ${reached}, the count "${input.step.title}" asks for.`);
    const more = kindsStillAsked(input, message);
    if (more) parts.push(more);
  } else if (asksWhatNext(message) && !reportsTrouble(input, message)) {
    // The next action is always known: the "Next:" line below is the answer.
    parts.push(alreadyDone ? `"${input.step.title}" is complete.` : `Here is the next move for "${input.step.title}".`);
  } else if (asks || stuck) {
    const answer = savingsChatAnswer(input, message) ?? paceChatAnswer(input, message) ?? answerStepQuestion({ ...input, message }, stepKind(input));
    if (saidBefore(input, answer)) {
      // The same answer again: said in one line, with what the offline chat can answer instead (nothing it cannot do).
      if (answer.startsWith(CANNOT_ANSWER) || answer.startsWith(CANNOT_JUDGE)) {
        const askedBefore = input.history.some((turn) => turn.role === 'user' && sameQuestion(turn.message, message));
        parts.push(askedBefore ? "I still can't answer that offline." : "I can't answer that one offline either.");
        if (!saidBefore(input, OFFLINE_QUESTIONS)) parts.push(OFFLINE_QUESTIONS);
        unanswered = true;
      } else {
        parts.push(`I answered that above: "${clip(sentences(answer)[0] ?? answer, 160)}" If it did not help, ask about the part that blocks you: ${OFFLINE_EXAMPLES}.`);
      }
    } else {
      answered = true;
      parts.push(answer);
    }
  } else if (alreadyDone) {
    parts.push(
      broken
        ? `"${input.step.title}" is already complete, but the ${broken.reported} you report is over its limit of ${broken.limit}.`
        : detectsCompletion(message, input.step.title)
          ? `"${input.step.title}" is already complete.`
          : `Thanks for the update. "${input.step.title}" is already complete; what you add here is kept with it.`,
    );
  } else if (fallsShort(message, input.step.title) || PARTIAL.test(message)) {
    parts.push(`Thanks for the update: that is a part of "${input.step.title}", so I've left the step open.`);
  } else {
    const within = withinLimit(report, input.step.title);
    parts.push(within ? `Thanks: ${within.reported} is within the limit of "${input.step.title}" (${within.limit}).` : 'Thanks for the update.');
  }

  const reach = completed || isReport ? savingsChatReport(input, message) : null;
  if (reach) parts.push(reach);
  if (findings.length > 0) {
    const types = [...new Set(findings.map((f) => f.finding_type))].join(', ');
    parts.push(`I saved ${plural(findings.length, 'finding', 'findings')} (${types}) from your message: ${findings.map((f) => `"${f.title}"`).join(', ')}.`);
  }
  if (!completed && !alreadyDone && !checksAmount && !reported && !saidBefore(input, FINISH_HINT)) parts.push(FINISH_HINT);
  // The same next move is never given twice in a row: asked again, it moves on. Once the step is
  // done its next move is the todo's next step, and asked for, that is the answer again.
  const askedOnDone = alreadyDone && asksWhatNext(message);
  if (next === lastNext(input) && !askedOnDone) next = movedOn(input, next, reported);
  const nextLine = `Next: ${next}`;
  const reminder = talk === 'thanks' || talk === 'ack' || isReport || unanswered;
  // A question about the currency is the next move until it is answered.
  if (!answered && !(checksAmount && bare) && !(reminder && saidLately(input, nextLine))) parts.push(nextLine);

  return { response: parts.join(' '), extracted_findings: findings, step_completed: completed, next_action: next };
}
