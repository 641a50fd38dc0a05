import { ChatPromptTemplate } from '@langchain/core/prompts';
import { ANSWERS_ARE_CONSTRAINTS, PLANNER_ROLE } from './shared';

/** Variables: title, description, odyssey (the larger goal's lines, or empty), answers, constraints. */
export const missionTodosPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou turn a mission into todos. ${ANSWERS_ARE_CONSTRAINTS}\n` +
      'Rules: 4 to 8 todos unless the user asked for a number; in the order they should be done; ' +
      'title: a concrete action starting with a verb, at most 80 characters; description: 1 to 3 sentences on how to do it; ' +
      'success_criteria: 1 to 3 checkable items, one per line, each starting with "- "; priority: high for what blocks other work, medium for the main work, low for wrap-up; ' +
      'depends_on: the 0-based places in this list of the earlier todos that must be finished before this one can start (an empty list when it can start at once; never a later todo).',
  ],
  // A mission is one part of its odyssey: "Book the venue" of "Get married next summer" is planned for the wedding.
  ['human', 'Mission: {title}\nDescription: {description}{odyssey}\n\nAnswers:\n{answers}\n\nConstraints to respect:\n{constraints}\n\nReturn the todos.'],
]);
