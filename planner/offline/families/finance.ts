import type { FamilyData } from './familyData';

export const finance: FamilyData = {
  id: 'finance',
  label: 'Personal finance and saving',
  strong: ['/\\d[\\d,.]*\\s?(?:k|eur|euros?|usd|dollars?|gbp|chf)\\b/', '/[$€£]\\s?\\d/', 'saving', 'savings', 'budget*', 'debt', 'debts', 'loan', 'loans', 'invest*', 'money', 'retire*', 'emergency fund', 'mortgage', 'tax', 'taxes', 'pay off', 'credit card', 'spending', 'expense', 'expenses', 'financ*', 'wealth', 'stock', 'stocks', 'pension', 'down payment'],
  weak: ['save', 'saving', 'income', 'cost'],
  missionQuestions: [
    'What exact amount does "{title}" involve (to save, pay off or invest), and by when?',
    'What are your monthly income and fixed costs today?',
    'Which debts or recurring payments do you have, with amounts and interest rates?',
    'How much can you set aside each month without hurting essentials?',
    'How do you track money today (bank app, spreadsheet, budgeting app)?',
  ],
  odysseyQuestions: [
    'What should your finances look like in three to five years?',
    'What is your situation today: savings, debts, income?',
    'What is the most important money goal, and why?',
    'How much risk are you comfortable with?',
    'Who else is affected by these decisions?',
  ],
  todos: [
    {
      title: 'Track a month of spending',
      description: 'Export or write down every expense of the last 30 days and sort them into categories.',
      criteria: ['All expenses of the last 30 days categorised', 'Top 3 spending categories identified'],
      priority: 'high',
    },
    {
      title: 'Write a monthly budget',
      description: 'Plan income, fixed costs, flexible spending and a monthly amount for "{subject}"[ (target {budget_amount})].',
      criteria: ['Budget lists income, fixed costs and flexible spending', 'Monthly amount for the goal set{by_deadline}'],
      priority: 'high',
    },
    {
      title: 'Automate the monthly transfer',
      description: 'Set up a standing order on payday to a separate account, so saving happens before spending.',
      criteria: ['Automatic transfer set up on payday', 'Separate account for the goal opened'],
      priority: 'high',
    },
    {
      title: 'Cut three recurring costs',
      description: 'Cancel or renegotiate subscriptions, insurance, phone or energy contracts, and send the difference to the goal.',
      criteria: ['3 recurring costs cancelled or reduced', 'Monthly saving recorded'],
      priority: 'medium',
    },
    {
      title: 'Build an emergency buffer',
      description: 'Keep at least one month of essential costs aside so surprises do not undo the plan.',
      criteria: ['Buffer of one month of essential costs saved'],
      priority: 'medium',
    },
    {
      title: 'Review progress every month',
      description: 'On a fixed date each month compare the balance with the plan and adjust the amount.',
      criteria: ['Monthly review date in the calendar', 'Balance compared with the target each month'],
      priority: 'medium',
    },
    {
      title: 'Reach the goal: {subject}',
      description: 'Hit the target{by_deadline} and decide what the monthly amount goes to next.',
      criteria: ['Target amount reached{by_deadline}', 'Next goal for the monthly amount chosen'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Get clarity on your money', description: 'Track spending, list debts and savings, and write a budget.' },
    { title: 'Stabilise', description: 'Automate saving and build an emergency buffer.' },
    { title: 'Pay down debt and grow savings', description: 'Reach the main money target{by_deadline}.' },
    { title: 'Invest for the long term', description: 'Choose a simple long-term investment plan that fits your risk tolerance.' },
  ],
  stepTips: [{ title: 'Write the numbers down', description: 'Record the amounts involved (before and after) so progress is visible and checkable.' }],
  chatTip: 'Automate the saving on payday: what never reaches the spending account is rarely missed.',
};
