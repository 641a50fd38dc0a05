import type { GeneratedTodo, GeneratedTodos } from '../../domain/planning';
import type { MissionTodosInput } from '../plannerPort';
import { extractConstraints } from './constraints';
import { assemblePlan } from './assemblePlan';
import { detectKind, kindContext } from './goalKinds';
import type { TodoTemplate } from './kinds/goalKind';
import { ownActions, sameWork } from './ownActions';
import { answersNote } from './planNotes';
import { clip, lowerFirst } from './text';

const MAX_TODOS = 8;

function fromOwnAction(action: string, index: number): TodoTemplate {
  return {
    title: clip(action, 200),
    description: 'You listed this in the mission description. Keep the result (a link, a file or a short note) as evidence.',
    criteria: [`Done: ${lowerFirst(action)}`, 'Result recorded as evidence'],
    priority: index === 0 ? 'high' : 'medium',
  };
}

/**
 * Todos for a mission: the kind's proven sequence, with the actions the person
 * listed in the description placed after the setup todos, constraints from the
 * answers written into the text, and the count asked for respected.
 */
export function missionTodos(input: MissionTodosInput): GeneratedTodos {
  const answers = input.qa_pairs.map((p) => p.answer).join('\n');
  const c = extractConstraints(input.mission_description, input.qa_pairs);
  const kind = detectKind(input.mission_title, `${input.mission_description}\n${answers}`);
  const ctx = kindContext(input.mission_title, input.mission_description, c);

  const templates = kind.todos(ctx);
  const own = ownActions(input.mission_description).map(fromOwnAction);
  const todos = assemblePlan({
    first: templates[0],
    own,
    middle: templates.slice(1, -1).filter((t) => !own.some((o) => sameWork(o.title, t.title))),
    last: templates[templates.length - 1],
    max: MAX_TODOS,
    count: c.itemCount,
    checkpoint: (i): TodoTemplate => ({
      title: `Checkpoint ${i}: review progress on ${ctx.subject}`,
      description: 'Compare what is done with the mission goal, and re-plan the remaining todos if needed.',
      criteria: ['Progress compared with the mission goal', 'Remaining todos adjusted'],
      priority: 'medium',
    }),
  });

  const note = answersNote(c);
  const result: GeneratedTodo[] = todos.map((t, i) => ({
    title: t.title,
    description: clip(i === 0 && note ? `${t.description} ${note}` : t.description, 4000),
    success_criteria: t.criteria.map((line) => `- ${line}`).join('\n'),
    priority: t.priority,
  }));
  return { todos: result };
}
