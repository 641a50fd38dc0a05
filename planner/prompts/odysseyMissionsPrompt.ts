import { ChatPromptTemplate } from '@langchain/core/prompts';
import { ANSWERS_ARE_CONSTRAINTS, PLANNER_ROLE } from './shared';

/** Variables: title, description, answers, constraints. */
export const odysseyMissionsPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou turn an odyssey (a long-term goal) into missions: milestones of a few weeks each. ${ANSWERS_ARE_CONSTRAINTS}\n` +
      'Rules: 3 to 6 missions unless the user asked for a number; title: a milestone name of at most 60 characters; ' +
      'description: 1 to 2 sentences on what is true when the mission is done; order: 1, 2, 3 ... in the order they should happen.',
  ],
  ['human', 'Odyssey: {title}\nDescription: {description}\n\nAnswers:\n{answers}\n\nConstraints to respect:\n{constraints}\n\nReturn the missions.'],
]);
