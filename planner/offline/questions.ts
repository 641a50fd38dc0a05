import type { QaPair, QuestionsResult } from '../../domain/planning';
import type { GoalInput, MissionQuestionsInput, OdysseyContext } from '../../commands/ports/planner';
import { extractConstraints, standingIn, unlabelledDeadline, type PlanConstraints } from './constraints';
import { detectKind, isStageTitle, kindContext, personsOwnText, personsOwnWords } from './goalKinds';
import { missionField } from './missionField';
import { withOdysseyAnswers } from './odysseyAnswersHeard';
import { figuresLeft, type FigureRead } from './standingParts';
import { clip, toListener } from './text';

type Topic = 'deadline' | 'time' | 'budget' | 'level' | 'limits' | 'outcome';

const TOPICS: Array<[Topic, RegExp]> = [
  ['deadline', /\b(by when|deadline|what date|the date|time frame)\b|^is there an? (?:event or )?date\b|^when is the (?:final\s+)?submission\b/i],
  ['time', /\b(hours per week|time per week|days per week|each week|(?:sessions?|evenings?|hours?|minutes?|lessons?) (?:a|per) week)\b/i],
  ['budget', /\b(budget|money)\b/i],
  ['level', /\b(current level|your level|level today|routine today|situation today|starting point|baseline|where are you starting from|what can you already (?:do|play)|how much have you \w+ so far)\b/i],
  ['limits', /\b(?:injur(?:y|ies)|health conditions?)\b[^?]*\bthe plan must respect\b/i],
  ['outcome', /\bsuccess look like for\b/i],
];

/** A pain, an injury or a condition the person names ("My knee sometimes hurts after long runs"), not one they deny ("no injuries"). */
const LIMIT =
  /\b(?:injur(?:y|ies|ed)|hurts?|hurting|pain(?:s|ful)?|sore|aches?|aching|s[tp]rain(?:s|ed)?|fractur(?:e|ed|es)|torn|tendin?itis|shin\s+splints|asthma|diabet(?:es|ic)|arthritis|pregnan(?:t|cy)|surgery)\b/i;
/** A limit told as past ("I had a knee strain last year"): whether it still bothers them is the question. */
const PAST_LIMIT = /\b(?:had|was|were|used\s+to|recovered|ago|last\s+(?:year|month|season|spring|summer|autumn|fall|winter))\b/i;
const DENIED = /\b(?:no|not|never|without|any)\s+(?:\S+\s+)?$/i;

/** The sentence of a text that names a limit the plan must respect, or null. */
function limitIn(text: string): string | null {
  for (const sentence of text.split(/(?<=[.;!?])\s+|\n/)) {
    const m = LIMIT.exec(sentence);
    if (m && !DENIED.test(sentence.slice(0, m.index))) return clip(sentence.trim().replace(/[.;!?]+$/, ''), 80);
  }
  return null;
}

/** Words the person wrote about themselves, said back to them: "My knee sometimes hurts" is "Your knee sometimes hurts". */
function saidBack(words: string): string {
  if (!/^(?:i|i'm|i've|my|we|our)\b/i.test(words)) return `You mentioned "${words}"`;
  const turned = toListener(words);
  return turned.charAt(0).toUpperCase() + turned.slice(1);
}

/**
 * The follow-up on a limit: the mission's own words quoted, else those of the odyssey it is part
 * of said back to the person. Never what a plan wrote into the mission's description (the field's
 * advice on that limit): the person did not write it. A past limit is asked about as it is now.
 */
function limitFollowUp(own: string, odysseyDescription: string): string | null {
  const mine = limitIn(own);
  const odysseys = mine ? null : limitIn(odysseyDescription);
  const lead = mine ? `You mentioned "${mine}"` : odysseys && saidBack(odysseys);
  if (!lead) return null;
  return PAST_LIMIT.test(mine ?? odysseys ?? '') ? `${lead}: does it still bother you, and what did the physio or doctor say?` : `${lead}: what must the plan do or avoid because of it?`;
}

/**
 * What the title and description already say about each topic. `mine`: what the person's own
 * words say (all of it, but for a mission whose description a plan wrote), which alone a
 * follow-up quotes as theirs; what only the plan's words say, a follow-up gives as the plan's.
 * `standing`: where the person says they stand today, in their words; `aimed`: the date is the
 * plan's own aim for a mission ("Aim to finish by ..."); `limit`: the follow-up on a
 * limit; `stage`: the mission title, when it is a stage an odyssey's plan defines.
 */
type Stated = {
  c: PlanConstraints;
  mine: PlanConstraints;
  standing: string | null;
  limit: string | null;
  aimed: boolean;
  stage: string | null;
  /** The person's own words (their title and description), read for the parts of where they stand a question lists. */
  words: string;
  /** What the goal's title aims at, when it names a concrete goal (an amount or a date): "a house deposit", else "" (concrete, unnamed); null when it names none. */
  goal: string | null;
  /** Whether the person says why they want it. */
  why: boolean;
  /** Whether the goal's title, or that of the odyssey a mission is part of, names a concrete target (an amount or a date). */
  targetNamed: boolean;
};

/** What the person can answer about a stage the plan defines: the work it takes, which the plan then lists. */
const stageWorkQuestion = (title: string) => `Which pieces of work does "${title}" take, in the order you would do them?`;

const AIMED = /\baim\s+to\s+finish\s+(?:by|on)\b/i;

/** A level as the person may be described: "a beginner", "intermediate". */
const levelWords = (level: NonNullable<PlanConstraints['level']>) => (level === 'beginner' ? 'a beginner' : level);

/** When the description already states a topic, ask a sharper follow-up instead; null when there is none to ask. */
function followUp(topic: Topic, { c, mine, limit, aimed, stage }: Stated): string | null {
  switch (topic) {
    case 'deadline':
      if (c.deadline && (aimed || !mine.deadline)) return `The plan aims to finish this ${unlabelledDeadline(c.deadline).replace(/^(?:by|on)\s+/i, 'by ')}: does that day work, and what should be ready well before it?`;
      return mine.deadline ? `You mentioned "${unlabelledDeadline(mine.deadline)}": is that date fixed, and what should be ready well before it?` : null;
    case 'time':
      if (mine.timeBudget) return `You mentioned ${mine.timeBudget}: which days and times will you protect for it?`;
      return c.timeBudget ? `The plan counts on ${c.timeBudget}: which days and times will you protect for it?` : null;
    case 'budget':
      if (mine.budget) return `You mentioned a budget of ${mine.budget}: what is included, and is there any flexibility?`;
      return c.budget ? `The plan keeps to a budget of ${c.budget}: what is included, and is there any flexibility?` : null;
    case 'level':
      if (mine.level) return `You describe yourself as ${levelWords(mine.level)}: what have you already done in this area?`;
      return c.level ? `The plan starts you ${c.level === 'beginner' ? 'as a beginner' : `at ${c.level} level`}: what have you already done in this area?` : null;
    case 'limits':
      return limit;
    case 'outcome':
      return stage ? stageWorkQuestion(stage) : null;
  }
}

/**
 * A question the title and description answer outright, with nothing sharper to ask: what they do
 * or can do today answers their level (all the parts it lists, when it lists them); a concrete
 * goal answers what the goal is, and their reason, or a question not asking one, leaves no why.
 */
function answered(question: string, stated: Stated): boolean {
  if (GOAL_QUESTION.test(question)) return stated.goal !== null && (stated.why || !/\bwhy\b/i.test(question));
  const figures = figuresFollowUp(question, stated.words);
  if (figures) return figures.said !== null && figures.asks.length === 0;
  if (topicOf(question) !== 'level') return false;
  return stated.standing !== null && restOf(question) === null;
}

/** A question on what the goal is: "What is the most important money goal, and why?", "What does success look like?". */
const GOAL_QUESTION = /\b(?:most important [\w ]*goal|what does success look like(?! for)|where do you want (?:your \w+ )?to be)\b/i;

/** A question on a goal the title names, asked for its why alone: "Why a house deposit now — what changes when you have it?". */
const whyQuestion = (goal: string) => (goal ? `Why ${toListener(goal)} now — what changes when you have it?` : 'Why this goal now — what changes when you reach it?');

/** A span of years a question looks ahead ("in three to five years"), which a stated deadline replaces. */
const HORIZON = /\b(?:in|within)\s+(?:a|one|two|three|four|five|\d+)(?:\s+(?:to|or)\s+(?:two|three|four|five|six|ten|\d+))?\s+years?\b/i;

/** A question looking some years ahead, asked up to the person's deadline instead, and beyond the goal they named: "What should your finances look like by December 2027, beyond the house deposit?". */
function toDeadline(question: string, { mine, goal }: Stated): string | null {
  if (!mine.deadline || !HORIZON.test(question)) return null;
  const by = unlabelledDeadline(mine.deadline).replace(/^(?:by|on|in|before|until|till)\s+(?!\S+\s+(?:days?|weeks?|months?|years?)\b|\d{4}$)/i, 'by ');
  const beyond = goal && !question.includes(',') ? `, beyond ${toListener(goal).replace(/^(?:a|an|your)\s+/i, 'the ')}` : '';
  return question.replace(HORIZON, by).replace(/\?$/, `${beyond}?`);
}

/** What a goal's title aims at, when it is concrete (an amount or a date): the thing after "for" ("a house deposit"), else ""; null for a goal with neither. */
function concreteGoal(title: string): string | null {
  if (!/\d/.test(title) && !extractConstraints('', [], { title }).deadline) return null;
  return /\bfor\s+((?:a|an|my|our|the)\s+[^,.;]+?)(?=\s+(?:by|before|in|within|until|on)\s+|\s*$)/i.exec(title)?.[1] ?? '';
}

/** A reason given: "because ...", "so that ...", "so we can ...". */
const REASON = /\b(?:because|so\s+that|so\s+(?:i|we)\s+can|in\s+order\s+to)\b/i;

/** What a question on the level asks besides it ("What is your level today, and what level do you want to reach?": the level to reach), or null. */
const restOf = (question: string) => /^[^,]*\b(?:today|already|baseline|current|level|starting|how much have you \w+ so far)\b[^,]*?(?::[^,]*(?:,[^,]*)*?)?,\s+and\s+(.+\?)$/i.exec(question)?.[1] ?? null;

/** Questions asked in one, as said aloud: "a, and b", "a, b, and c". */
const inOne = (asks: string[]) => (asks.length < 2 ? asks.join('') : `${asks.slice(0, -1).join(', ')}, and ${asks[asks.length - 1]}`);

/**
 * The figures a person stated, joined as they could have said them ("I have 1,200 in savings, a
 * 3,000 credit card balance and earn 2800 a month after tax, and rent is 1,100"): the verb is
 * said once for the phrases in a row that share it, and a clause of its own comes last.
 */
function joinedSaid(reads: FigureRead[]): string {
  const phrases = reads.filter((r) => !r.clause).map((r) => r.said);
  const shared = phrases.map((words, i) => (i > 0 && words.split(' ')[0] === phrases[i - 1].split(' ')[0] ? words.split(' ').slice(1).join(' ') : words));
  const clauses = reads.filter((r) => r.clause).map((r) => r.said);
  return [shared.length > 0 ? `I ${listed(shared)}` : '', listed(clauses)].filter(Boolean).join(', and ');
}

/**
 * What a question on the person's money figures ("savings, debts, income", "monthly income and
 * fixed costs") is left to ask after what their words state: `said` those figures, as they could
 * have said them (null when none), and `asks` the parts they left out and what a stated one leaves
 * open (empty when their words answer it all). Null for any other question.
 */
function figuresFollowUp(question: string, words: string): { said: string | null; asks: string[] } | null {
  const left = figuresLeft(question, words);
  if (!left) return null;
  const leftOut = left.leftOut.length > 0 ? [`what about your ${listed(left.leftOut)}`] : [];
  return { said: left.stated.length > 0 ? joinedSaid(left.stated) : null, asks: [...leftOut, ...left.open] };
}

/**
 * A question the person half answered, asked for the rest only after what they said. One on their
 * money figures ("savings, debts, income", "monthly income and fixed costs") says back the figures
 * they stated and asks for those they did not, and what a stated one leaves open ("You owe 1,800
 * on a credit card at 21%: are there other debts, ..."). One on the level asks its second half:
 * "You jog twice a week: what is the long-term target?".
 */
function leftToAsk(question: string, stated: Stated): string | null {
  const figures = figuresFollowUp(question, stated.words);
  if (figures) return figures.said && figures.asks.length > 0 ? `${saidBack(figures.said)}: ${inOne(figures.asks).replace(/\?$/, '')}?` : null;
  if (topicOf(question) !== 'level' || !stated.standing) return null;
  const rest = restOf(question);
  if (!rest) return null;
  return `${saidBack(stated.standing)}: ${TARGET_ASKED.test(rest) && stated.targetNamed ? sinceStanding(stated.standing) : rest}`;
}

/** The rest of a level question asking the target ("what is the long-term target?"), which a concrete title states. */
const TARGET_ASKED = /\b(?:target|want to reach|aiming for|where do you want to be)\b/i;

/** A distance or a length of time: "5 km", "3 miles", "20 minutes". */
const MEASURED = /\b\d+(?:[.,]\d+)?\s*(?:km|k|miles?|mi|m|metres?|meters?|min(?:ute)?s?|hours?)\b/i;

/** What to ask after where a person stands when the title already names the target: the most they have done, or what was hardest. */
const sinceStanding = (standing: string) =>
  MEASURED.test(standing) ? 'what is the longest distance or time you have done in one go so far?' : 'what has been the hardest part so far?';

/** An event that sets a deadline: "the final submission", "the application deadline", "my defence". */
const DEADLINE_EVENT = /\b(?:the|my|our|its|their)\s+((?:[\p{L}-]+\s+){0,2}?(?:submission|deadline|hand-?in|defen[cs]e|viva|exam|closing\s+date))\b/iu;
/** A sentence that asks when, or says the date is not known: "When is the final submission?", "The deadline is not set yet". */
const DATE_UNKNOWN = /\b(?:when|what\s+date|not\s+(?:yet\s+)?(?:known|sure|set|fixed|announced|decided|clear|out)|unknown|(?:don't|do\s+not|doesn't|does\s+not)\s+know|no\s+date|tb[ac])\b/i;

/**
 * The question on when, asked for the date of an event the person's words name without one
 * ("When is the final submission?"): "What date is the final submission, and if it is not set
 * yet, who can tell you?". Null when they gave a date, or the question already names the event.
 */
function undatedEventQuestion(question: string, { mine, words }: Stated): string | null {
  if (mine.deadline) return null;
  for (const sentence of words.split(/(?<=[.;!?])\s+|\n/)) {
    const event = DEADLINE_EVENT.exec(sentence)?.[1];
    if (!event || !DATE_UNKNOWN.test(sentence)) continue;
    if (question.toLowerCase().includes(event.toLowerCase())) return null;
    return `What date is the ${event.toLowerCase()}, and if it is not set yet, who can tell you?`;
  }
  return null;
}

/** Words as a list read aloud: "savings and debts", "a, b and c". */
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

const topicOf = (question: string) => TOPICS.find(([, re]) => re.test(question))?.[0];

/**
 * What the person already told the odyssey a mission is part of: `skips` a question not to ask
 * again, `followUp` the narrower one asked instead of it, or null.
 */
type Heard = { skips: (question: string) => boolean; followUp: (question: string) => string | null };

const HEARD_NOTHING: Heard = { skips: () => false, followUp: () => null };

/** A question asking why the goal matters: "Why does ... matter to you?", "What is the most important money goal, and why?". */
const WHY_QUESTION = /^why\b|\bwhy(?:\s+now|\s+does\s+it\s+matter)?\?$/i;

/** What a question asks about, its follow-ups included ("is that date fixed", "which days and times will you protect"). */
const HEARD_TOPICS: Array<[string, RegExp]> = [
  ['deadline', /\bthat date\b|\bthe plan aims to finish\b|\bexact target and the date\b|\banchors the journey\b/i],
  ['time', /\bdays? and times?\b|\bwhich days\b|\bhow often\b|\bper session\b|\beach session\b/i],
  ['limits', /\bdoes it still bother you\b|\bwhat must the plan do or avoid\b/i],
  ['equipment', /\bequipment\b|\bgear\b|\bwhere will you train\b/i],
  ['obstacles', /\bbreaks your routine\b|\bgets in the way\b/i],
];

const heardTopics = (question: string) => new Set([topicOf(question), ...HEARD_TOPICS.filter(([, re]) => re.test(question)).map(([topic]) => topic)].filter((t) => t !== undefined));

/** How long a session is: "45 minutes", "an hour", "1h30". */
const SESSION_LENGTH = /\b\d+(?:[.,]\d+)?\s*(?:min(?:ute)?s?|h(?:ours?|rs?)?)\b|\b(?:an?|one|two|half\s+an?)\s+hours?\b/i;

/** A question as compared with another: case, spacing and a closing mark ignored. */
const questionKey = (question: string) => question.trim().replace(/\s+/g, ' ').replace(/[?.!\s]+$/, '').toLowerCase();

/**
 * What a mission hears of its odyssey's answers: the odyssey's why is its own, never asked of a
 * mission; a question the odyssey got an answer to, word for word or on the same topic (the date,
 * days and times, a limit, equipment, the budget), is not asked again, but for days and times
 * given without a session's length: said back, that length is asked.
 */
function heardIn(answers: QaPair[]): Heard {
  const given = answers.filter((p) => p.answer.trim() && !/^(?:-|n\/?a|none|no idea|don't know|not sure)\.?$/i.test(p.answer.trim()));
  const keys = new Set(given.map((p) => questionKey(p.question)));
  const topics = new Map<string, string>();
  for (const p of given) for (const topic of heardTopics(p.question)) if (!topics.has(topic)) topics.set(topic, p.answer.trim());
  const timeFollowUp = (question: string) => {
    const days = topics.get('time');
    if (!days || SESSION_LENGTH.test(days) || !heardTopics(question).has('time')) return null;
    return `${saidBack(clip(days.replace(/[.;!]+$/, ''), 80))}: how long can each session be?`;
  };
  return {
    skips: (q) => WHY_QUESTION.test(q) || keys.has(questionKey(q)) || ([...heardTopics(q)].some((t) => topics.has(t)) && !timeFollowUp(q)),
    followUp: (q) => (keys.has(questionKey(q)) ? null : timeFollowUp(q)),
  };
}

/**
 * The family's questions, each one the title and description already answer either sharpened
 * (a date given: is it fixed?) or left out, as is one the odyssey's answers took (`heard`). One
 * left out gives way to a question of the family's other set (mission or odyssey) on a topic not
 * asked and not answered, so the count stays.
 */
function tailor(questions: string[], others: string[], stated: Stated, heard: Heard = HEARD_NOTHING): string[] {
  const skipped = (q: string) => answered(q, stated) || heard.skips(q);
  const asked = new Set(questions.filter((q) => !skipped(q)).map(topicOf));
  const spare = others.filter((q) => !questions.includes(q) && !asked.has(topicOf(q)) && !skipped(q));
  const tailored = questions
    .flatMap((q) => (skipped(q) ? spare.splice(0, 1) : [q]))
    .map((q) => {
      const topic = topicOf(q);
      if (GOAL_QUESTION.test(q) && stated.goal !== null) return whyQuestion(stated.goal);
      return (
        heard.followUp(q) ??
        leftToAsk(q, stated) ??
        toDeadline(q, stated) ??
        (topic === 'deadline' ? undatedEventQuestion(q, stated) : null) ??
        ((topic && followUp(topic, stated)) || q)
      );
    });
  // However much the person said, there is always something to ask: never fewer than two questions.
  return tailored.length >= 2 ? tailored : [...tailored, ...questions.filter((q) => !tailored.includes(q))].slice(0, 2);
}

/** What a goal's title and description state, all of it the person's own words (an odyssey's, a mission they wrote). */
function statedIn(title: string, description: string): Stated {
  const c = extractConstraints(description, [], { title });
  const words = `${title}\n${description}`;
  return { c, mine: c, standing: standingIn(words), limit: limitFollowUp(description, ''), aimed: AIMED.test(description), stage: null, words, goal: concreteGoal(title), why: REASON.test(words), targetNamed: concreteGoal(title) !== null };
}

/**
 * What a mission's title and description state, and which of it the person said. `own`: the
 * words of the description the person wrote (less what an odyssey's plan wrote there) and
 * `ownTitle` the title when they wrote it; with the odyssey's title and description, these alone
 * say what the person said, where they stand or a limit.
 */
function statedInMission(title: string, description: string, own: string, ownTitle: boolean, odyssey: OdysseyContext | null, stage: string | null): Stated {
  const odysseyWords = odyssey ? `${odyssey.title}\n${odyssey.description}` : '';
  const titles = [ownTitle ? title : '', odyssey?.title ?? ''].filter((t) => t.trim()).join('\n');
  return {
    c: extractConstraints(description, [], { title }),
    mine: extractConstraints([own, odyssey?.description ?? ''].filter((t) => t.trim()).join('\n'), [], { title: titles }),
    standing: standingIn(`${ownTitle ? title : ''}\n${own}\n${odysseyWords}`),
    limit: limitFollowUp(own, odyssey?.description ?? ''),
    aimed: AIMED.test(description),
    stage,
    words: `${ownTitle ? title : ''}\n${own}\n${odysseyWords}`,
    goal: null,
    why: false,
    targetNamed: odyssey !== null && concreteGoal(odyssey.title) !== null,
  };
}

/**
 * A mission's questions are those of the field its todos are planned in: the odyssey's, when it
 * claims the mission, written with what its answers say (the role aimed for). What an odyssey's plan wrote into the description (the stage's summary, the
 * notes and advice) is not the person's: a follow-up on their level or a limit reads the mission's
 * own words, and on a limit the odyssey's.
 */
export function missionQuestions(input: MissionQuestionsInput): QuestionsResult {
  const field = missionField({ title: input.title, description: input.description, qa_pairs: [] }, input.odyssey);
  // What the odyssey's answers name (the role aimed for) is not asked again.
  const { kind } = field;
  const { ctx } = withOdysseyAnswers(field, input.odyssey);
  const own = personsOwnWords(kind, input.title, input.description);
  const planned = Boolean(input.odyssey?.title.trim()) || personsOwnText(input.title, input.description).summary;
  const stage = isStageTitle(kind, ctx, input.title);
  const stated = statedInMission(input.title, input.description, own, !(planned && stage), input.odyssey ?? null, planned && stage ? input.title.trim() : null);
  const heard = input.odyssey?.title.trim() ? heardIn(input.odyssey.answers ?? []) : HEARD_NOTHING;
  return { questions: tailor(kind.missionQuestions(ctx), kind.odysseyQuestions(ctx), stated, heard) };
}

export function odysseyQuestions(input: GoalInput): QuestionsResult {
  const kind = detectKind(input.title, input.description);
  const ctx = kindContext(input.title, input.description, extractConstraints(input.description, [], { title: input.title }));
  return { questions: tailor(kind.odysseyQuestions(ctx), kind.missionQuestions(ctx), statedIn(input.title, input.description)) };
}
