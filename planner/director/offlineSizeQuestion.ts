import { sizeAnswer, type PlanText } from '../offline/stepSize';
import { keywords, overlap } from '../offline/text';
import type { DirectorContext } from './context';

/**
 * "How long should my long run be?", "How many km a week should I run?" asked of the whole plan:
 * the size answer a step's chat gives, from the plan's odysseys and missions (the person's words:
 * where they stand, a limit) and the todos whose titles name the thing asked.
 */
export function sizeQuestionAnswer(ctx: DirectorContext, message: string): string {
  const asked = keywords(message);
  const goals: PlanText[] = [
    ...(ctx.odysseys ?? []).filter((o) => o.status === 'active').map((o) => ({ where: `the odyssey "${o.title}"`, text: o.description ?? '', goal: true })),
    ...(ctx.missions ?? []).filter((m) => m.status === 'active').map((m) => ({ where: `the mission "${m.title}"`, text: m.description ?? '', goal: true })),
  ];
  const todos: PlanText[] = (ctx.todos ?? [])
    .filter((t) => t.status !== 'completed' && overlap(keywords(t.title), asked) > 0)
    .map((t) => ({ where: 'the todo', text: [t.title, t.description].filter(Boolean).join('. ') }));
  return sizeAnswer(message, [...todos, ...goals], null);
}
