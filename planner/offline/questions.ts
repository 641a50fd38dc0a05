import type { QuestionsResult } from '../../domain/planning';
import type { GoalInput, MissionQuestionsInput } from '../../commands/ports/planner';
import { extractConstraints, statesStanding, unlabelledDeadline, type PlanConstraints } from './constraints';
import { detectKind, kindContext } from './goalKinds';
import { missionField } from './missionField';
import { clip } from './text';

type Topic = 'deadline' | 'time' | 'budget' | 'level' | 'limits';

const TOPICS: Array<[Topic, RegExp]> = [
  ['deadline', /\b(by when|deadline|what date|the date|time frame)\b|^is there an? (?:event or )?date\b/i],
  ['time', /\b(hours per week|time per week|days per week|each week|(?:sessions?|evenings?|hours?|minutes?|lessons?) (?:a|per) week)\b/i],
  ['budget', /\b(budget|money)\b/i],
  ['level', /\b(current level|your level|level today|starting point|baseline|what can you already (?:do|play))\b/i],
  ['limits', /\b(?:injur(?:y|ies)|health conditions?)\b[^?]*\bthe plan must respect\b/i],
];

/** A pain, an injury or a condition the person names ("My knee sometimes hurts after long runs"), not one they deny ("no injuries"). */
const LIMIT = /\b(?:injur(?:y|ies|ed)|hurts?|hurting|pain(?:s|ful)?|sore|aches?|aching|asthma|diabet(?:es|ic)|arthritis|pregnan(?:t|cy)|surgery)\b/i;
const DENIED = /\b(?:no|not|never|without|any)\s+(?:\S+\s+)?$/i;

/** The sentence of the description that names a limit the plan must respect, or null. */
function limitIn(description: string): string | null {
  for (const sentence of description.split(/(?<=[.;!?])\s+|\n/)) {
    const m = LIMIT.exec(sentence);
    if (m && !DENIED.test(sentence.slice(0, m.index))) return clip(sentence.trim().replace(/[.;!?]+$/, ''), 80);
  }
  return null;
}

/** What the title and description already say about each topic; `aimed`: the date is the plan's own aim for a mission ("Aim to finish by ..."). */
type Stated = { c: PlanConstraints; standing: boolean; limit: string | null; aimed: boolean };

const AIMED = /\baim\s+to\s+finish\s+(?:by|on)\b/i;

/** When the description already states a topic, ask a sharper follow-up instead; null when there is none to ask. */
function followUp(topic: Topic, { c, limit, aimed }: Stated): string | null {
  switch (topic) {
    case 'deadline':
      if (c.deadline && aimed) return `The plan aims to finish this ${unlabelledDeadline(c.deadline).replace(/^(?:by|on)\s+/i, 'by ')}: does that day work, and what should be ready well before it?`;
      return c.deadline ? `You mentioned "${unlabelledDeadline(c.deadline)}": is that date fixed, and what should be ready well before it?` : null;
    case 'time':
      return c.timeBudget ? `You mentioned ${c.timeBudget}: which days and times will you protect for it?` : null;
    case 'budget':
      return c.budget ? `You mentioned a budget of ${c.budget}: what is included, and is there any flexibility?` : null;
    case 'level':
      return c.level ? `You describe yourself as ${c.level}: what have you already done in this area?` : null;
    case 'limits':
      return limit ? `You mentioned "${limit}": what must the plan do or avoid because of it?` : null;
  }
}

/** A question the description answers outright, with nothing sharper to ask: what they do or can do today answers their level. */
const answered = (topic: Topic | undefined, stated: Stated) => topic === 'level' && stated.standing;

const topicOf = (question: string) => TOPICS.find(([, re]) => re.test(question))?.[0];

/**
 * The family's questions, each one the title and description already answer either sharpened
 * (a date given: is it fixed?) or left out. One left out gives way to a question of the family's
 * other set (mission or odyssey) on a topic not asked and not answered, so the count stays.
 */
function tailor(questions: string[], others: string[], description: string, title: string): string[] {
  const stated: Stated = { c: extractConstraints(description, [], { title }), standing: statesStanding(`${title}\n${description}`), limit: limitIn(description), aimed: AIMED.test(description) };
  const asked = new Set(questions.filter((q) => !answered(topicOf(q), stated)).map(topicOf));
  const spare = others.filter((q) => !questions.includes(q) && !asked.has(topicOf(q)) && !answered(topicOf(q), stated));
  return questions
    .flatMap((q) => (answered(topicOf(q), stated) ? spare.splice(0, 1) : [q]))
    .map((q) => {
      const topic = topicOf(q);
      return (topic && followUp(topic, stated)) || q;
    });
}

/** A mission's questions are those of the field its todos are planned in: the odyssey's, when it claims the mission. */
export function missionQuestions(input: MissionQuestionsInput): QuestionsResult {
  const { kind, ctx } = missionField({ title: input.title, description: input.description, qa_pairs: [] }, input.odyssey);
  return { questions: tailor(kind.missionQuestions(ctx), kind.odysseyQuestions(ctx), input.description, input.title) };
}

export function odysseyQuestions(input: GoalInput): QuestionsResult {
  const kind = detectKind(input.title, input.description);
  const ctx = kindContext(input.title, input.description, extractConstraints(input.description, [], { title: input.title }));
  return { questions: tailor(kind.odysseyQuestions(ctx), kind.missionQuestions(ctx), input.description, input.title) };
}
