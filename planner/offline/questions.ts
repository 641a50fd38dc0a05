import type { QuestionsResult } from '../../domain/planning';
import type { GoalInput } from '../../commands/ports/planner';
import { extractConstraints, type PlanConstraints } from './constraints';
import { detectKind, kindContext } from './goalKinds';

type Topic = 'deadline' | 'time' | 'budget' | 'level';

const TOPICS: Array<[Topic, RegExp]> = [
  ['deadline', /\b(by when|deadline|what date|the date|time frame)\b|^is there a date\b/i],
  ['time', /\b(hours per week|time per week|days per week|each week)\b/i],
  ['budget', /\b(budget|money)\b/i],
  ['level', /\b(current level|your level|level today|starting point|baseline)\b/i],
];

/** When the description already states a topic, ask a sharper follow-up instead. */
function followUp(topic: Topic, c: PlanConstraints): string | null {
  switch (topic) {
    case 'deadline':
      return c.deadline ? `You mentioned "${c.deadline}": is that date fixed, and what should be ready well before it?` : null;
    case 'time':
      return c.timeBudget ? `You mentioned ${c.timeBudget}: which days and times will you protect for it?` : null;
    case 'budget':
      return c.budget ? `You mentioned a budget of ${c.budget}: what is included, and is there any flexibility?` : null;
    case 'level':
      return c.level ? `You describe yourself as ${c.level}: what have you already done in this area?` : null;
  }
}

function tailor(questions: string[], description: string, title: string): string[] {
  const c = extractConstraints(description, [], { title });
  return questions.map((q) => {
    const topic = TOPICS.find(([, re]) => re.test(q))?.[0];
    return (topic && followUp(topic, c)) || q;
  });
}

export function missionQuestions(input: GoalInput): QuestionsResult {
  const kind = detectKind(input.title, input.description);
  const ctx = kindContext(input.title, input.description, extractConstraints(input.description, [], { title: input.title }));
  return { questions: tailor(kind.missionQuestions(ctx), input.description, input.title) };
}

export function odysseyQuestions(input: GoalInput): QuestionsResult {
  const kind = detectKind(input.title, input.description);
  const ctx = kindContext(input.title, input.description, extractConstraints(input.description, [], { title: input.title }));
  return { questions: tailor(kind.odysseyQuestions(ctx), input.description, input.title) };
}
