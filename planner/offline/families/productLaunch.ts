import type { FamilyData } from './familyData';

export const productLaunch: FamilyData = {
  id: 'product_launch',
  label: 'Launching a product',
  strong: ['launch*', 'product', 'app', 'apps', 'saas', 'mvp', 'beta', 'prototype', 'feature', 'sign-up', 'sign-ups', 'signup', 'signups', 'sign up', 'sign ups', 'release', 'go-to-market', 'go to market', 'product hunt', 'waitlist'],
  weak: ['customer', 'customers', 'user', 'users', 'website', 'site', 'ship', 'market*', 'revenue', 'pricing'],
  missionQuestions: [
    'Who exactly is the first customer of {subject}, and what problem does it solve for them?',
    'What is the smallest version you could launch, and what already exists?',
    'What is the launch date or deadline?',
    'What budget and team (or hours per week) do you have?',
    'How will you measure that the launch worked (sign-ups, sales, active users)?',
  ],
  odysseyQuestions: [
    'What does {subject} look like when it is a success in one year?',
    'Who are the customers, and how do you know they want it?',
    'What resources (money, people, time per week) can you commit?',
    'What are the big unknowns or risks?',
    'What dates matter (funding, a season, a competitor, an event)?',
  ],
  todos: [
    {
      title: 'Define the target customer and problem',
      description: 'Write one sentence on who {subject} is for and which problem it solves, then test it in conversations with potential customers.',
      criteria: ['One-sentence problem statement written', '5 potential customers interviewed'],
      priority: 'high',
    },
    {
      title: 'Scope the minimum launchable version',
      description: 'Cut the feature list to what the first customers need[ to launch {deadline}]. Everything else goes on a later list.',
      criteria: ['Feature list cut to must-haves', 'Out-of-scope list written'],
      priority: 'high',
    },
    {
      title: 'Build and test the core flow',
      description: 'Build the one flow customers pay or sign up for[, using {time_budget},] and watch real people use it.',
      criteria: ['Core flow works end to end', 'Tested by 3 people outside the team'],
      priority: 'high',
    },
    {
      title: 'Prepare the launch page and messaging',
      description: 'Write the headline, the problem, the promise and a clear call to action. Make sign-up or purchase work.',
      criteria: ['Landing page live', 'Sign-up or purchase tested end to end'],
      priority: 'medium',
    },
    {
      title: 'Line up launch channels',
      description: 'Choose where the first customers are (communities, newsletters, social, partners) and plan posts[ with paid promotion {budget}].',
      criteria: ['List of 5 channels with dates', 'Launch announcement written'],
      priority: 'medium',
      budgetCriterion: 'Paid promotion',
    },
    {
      title: 'Launch {subject}',
      description: 'Go live{by_deadline} and post on every planned channel. Answer every comment on launch day.',
      criteria: ['Product publicly available{by_deadline}', 'Announcement posted on every planned channel'],
      priority: 'high',
    },
    {
      title: 'Measure results and collect feedback',
      description: 'One week after launch, compare the success metric with the goal and group the feedback into themes.',
      criteria: ['Success metric measured one week after launch', 'Top 3 feedback themes written down'],
      priority: 'medium',
    },
  ],
  missions: [
    { title: 'Validate the problem', description: 'Talk to potential customers of {subject} and confirm they have the problem and would pay.' },
    { title: 'Build the first version', description: 'Scope, build and test the smallest version that solves the problem.' },
    { title: 'Launch {subject}', description: 'Prepare the page and channels and go live{by_deadline}.' },
    { title: 'Grow to the first paying customers', description: 'Measure, learn from feedback, improve, and repeat what brings customers.' },
  ],
  stepTips: [{ title: 'Show it to a real user', description: 'Put the result in front of one target customer, watch without helping, and note where they hesitate.' }],
  chatTip: 'Ship the smallest thing a real customer can use, then let their behaviour decide the next feature.',
};
