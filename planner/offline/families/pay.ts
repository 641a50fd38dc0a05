import type { FamilyData } from './familyData';

export const pay: FamilyData = {
  id: 'pay',
  label: 'Pay and promotion',
  strong: ['promot*', 'a raise', 'pay raise', 'pay rise', 'salary', 'salaries', 'compensation', 'pay review', 'bonus', 'performance review', 'senior', 'staff engineer', 'team lead', 'pay band', 'paid more', 'earn more'],
  weak: ['negotiat*', 'manager', 'level', 'career', 'role', 'pay'],
  missionQuestions: [
    'Which role, level or pay figure are you aiming for, and by when?',
    'When is the next review or pay round, and who decides?',
    'What does your manager already say about your performance?',
    'What does the next level expect (a career ladder, a job description), and where do you fall short?',
    'What do people in that role earn elsewhere, and what is your walk-away option?',
  ],
  odysseyQuestions: [
    'Where do you want to be in title and pay, and why does it matter?',
    'What is the time frame: the next review cycle or a few years?',
    'Which results would make the case undeniable?',
    'Who are your sponsors and who needs to know your work?',
    'Would you change employer if it does not happen where you are?',
  ],
  todos: [
    {
      title: 'Get the expectations for the next level',
      description: 'Find the career ladder or job description of the target level and ask your manager what they would need to see{by_deadline}.',
      criteria: ['Written expectations of the target level', 'Manager\'s view of the gap noted'],
      priority: 'high',
    },
    {
      title: 'Research the market rate',
      description: 'Collect pay data for the target role (salary surveys, levels.fyi-style sites, recruiters, peers) to anchor the number you ask for.',
      criteria: ['At least 3 pay data points collected', 'Target number and acceptable range written down'],
      priority: 'high',
    },
    {
      title: 'Take on work at the next level',
      description: 'Agree with your manager on one visible piece of work that shows the next level (leading a project, mentoring, owning a system).',
      criteria: ['Stretch work agreed with the manager', 'Result delivered and visible'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Keep a brag document',
      description: 'Write down each result with numbers (time saved, revenue, incidents avoided) and who saw it, every week.',
      criteria: ['Results listed with numbers', 'Updated every week'],
      priority: 'medium',
    },
    {
      title: 'Write the promotion or pay case',
      description: 'One page: the expectations of the level, your evidence against each, the market data and the number you ask for.',
      criteria: ['One-page case written', 'Reviewed by a mentor or peer'],
      priority: 'medium',
    },
    {
      title: 'Rehearse the conversation',
      description: 'Practise the ask out loud, with answers to the usual objections, and decide your next step if the answer is no.',
      criteria: ['Ask rehearsed with someone', 'Replies to the likely objections prepared'],
      priority: 'medium',
    },
    {
      title: 'Hold the conversation and agree next steps',
      description: 'Ask for the raise or promotion{by_deadline}; if the answer is not yet, agree in writing what must happen and by when.',
      criteria: ['Conversation held{by_deadline}', 'Outcome or written next steps agreed'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Know the bar and the number', description: 'Expectations of the next level and market pay data.' },
    { title: 'Show the next level', description: 'Stretch work delivered and results recorded.', when: 'notShort' },
    { title: 'Make the case', description: 'A one-page case, rehearsed, with a clear number.' },
    { title: 'Ask and follow through', description: 'The conversation held{by_deadline} and next steps agreed in writing.' },
  ],
  stepTips: [{ title: 'Put numbers on it', description: 'For each result, write the number that shows its effect (hours, money, users, incidents) and where it can be checked.' }],
  chatTip: 'Anchor the conversation on the expectations of the level and your evidence against them, and name a specific number backed by market data.',
};
