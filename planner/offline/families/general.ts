import type { FamilyData } from './familyData';

/**
 * The plan for a goal no family fits (or fits only weakly): a sound shape for
 * any goal, written around the person's own title; the planner adds the
 * actions they listed and their answers. It has no keywords: it is chosen
 * only when no family is, and is therefore not listed in FAMILIES.
 */
export const general: FamilyData = {
  id: 'general',
  label: 'Your own plan',
  strong: [],
  missionQuestions: [
    'What does success look like for "{title}": what will be different when it is done?',
    'By when do you want it done, and are there fixed dates along the way?',
    'How much time per week can you give it, and what budget or resources do you have?',
    'What is already done or in place?',
    'What is the biggest risk or obstacle, and who could help?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you?',
    'What will be true when this odyssey is complete?',
    'What time frame do you have in mind (months or years)?',
    'What resources, people and time per week can you commit?',
    'What are the main milestones you can already see?',
  ],
  todos: [
    {
      title: 'Decide what done means for {goal}',
      description: 'Write the outcome of "{title}" in one or two measurable sentences, set the deadline{by_deadline} and schedule the work in your calendar.',
      criteria: ['Measurable outcome written down', 'Deadline set{by_deadline}'],
      priority: 'high',
    },
    {
      title: 'List the tools, money and help for {goal}',
      description: 'Break the outcome into concrete pieces of work and list the tools, money and people each needs.',
      criteria: ['Every piece of work listed', 'Resources confirmed for each piece'],
      priority: 'high',
      budgetCriterion: 'Planned spending',
    },
    {
      title: 'Schedule weekly time for {goal}',
      description: 'Put {time} in your calendar and assign each piece of work a week.',
      criteria: ['Work sessions in the calendar', 'Each piece of work has a target week'],
      priority: 'medium',
    },
    {
      title: 'Finish the first visible piece of {goal}',
      description: 'Finish the first visible piece of the result and show it to someone.',
      criteria: ['First milestone finished', 'Feedback received on it'],
      priority: 'high',
    },
    {
      title: 'Review progress on {goal} and adjust',
      description: 'Compare progress with the plan, remove what no longer matters and re-plan the rest.',
      criteria: ['Progress compared with the plan', 'Remaining work re-planned'],
      priority: 'medium',
    },
    {
      title: 'Finish {goal}',
      description: 'Complete the remaining work{by_deadline} and check "{title}" against the definition of done.',
      criteria: ['Outcome delivered{by_deadline}', 'Outcome checked against the definition of done'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Define the destination', description: 'Make the goal measurable and decide how progress will be tracked.' },
    { title: 'Lay the groundwork', description: 'Gather resources, people and a schedule.' },
    { title: 'Make steady progress', description: 'Deliver the main work in milestones[ using {time_budget}].' },
    { title: 'Finish {goal}', description: 'Complete the goal{by_deadline} and keep what you built.' },
  ],
  stepTips: [],
  chatTip: 'Break the step into something you can finish in one sitting, then do that first.',
};
