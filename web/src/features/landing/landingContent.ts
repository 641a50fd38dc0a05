import type { IconName } from '../../shared/ui/Icon';

/** The landing page's copy, kept apart from its layout. */
/** A card that shows an icon, a title and a line of text. */
export type IconCard = { icon: IconName; title: string; text: string };

export const FEATURES: IconCard[] = [
  {
    icon: 'layers',
    title: 'Odysseys, Missions, Todos, Steps',
    text: 'Plan on four levels: a long-term Odyssey, its Missions, their Todos and the Steps that get each one done. Every level can also stand alone.',
  },
  {
    icon: 'sparkles',
    title: 'AI-Generated Plans',
    text: 'Describe a goal, answer a few questions and get a plan of missions, todos and steps you can edit before you start.',
  },
  {
    icon: 'chat',
    title: 'A Coach on Every Step',
    text: 'Chat with the AI about any step. It extracts findings, suggests your next action and notices when the step is done.',
  },
  {
    icon: 'check',
    title: 'Success Criteria Evaluation',
    text: 'When the last step is done, the work is checked against your success criteria: gaps and suggestions, or done for real.',
  },
];

export const HOW_IT_WORKS = [
  { title: 'Set your Odyssey', text: 'Write down the long-term goal that matters to you.' },
  { title: 'Answer a few questions', text: 'The AI asks what it needs to know to plan well.' },
  { title: 'Review the plan', text: 'Edit, remove or add missions, todos and steps.' },
  { title: 'Get it done', text: 'Complete steps, record evidence and watch progress and health.' },
];

export const ROADMAP: IconCard[] = [
  { icon: 'brain', title: 'Self-Learning Memory', text: 'The Director remembers what works for you and plans better over time.' },
  { icon: 'wrench', title: 'Autonomous Tool Use', text: 'Let the assistant act for you: schedule, research and update your plan.' },
  { icon: 'users', title: 'Team Collaboration', text: 'Share odysseys and missions, assign todos and plan together.' },
  { icon: 'lock', title: 'Enterprise Security', text: 'Single sign-on, audit history and data controls for organisations.' },
];

export const DIRECTOR_POINTS = [
  'Knows your whole hierarchy: odysseys, missions, todos and steps',
  'Strategic and tactical advice, prioritisation and planning help',
  'Saved conversation threads with streamed replies',
  'Always one click away from any page',
];
