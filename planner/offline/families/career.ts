import type { FamilyData } from './familyData';

export const career: FamilyData = {
  id: 'career',
  label: 'Career and job search',
  strong: ['job', 'jobs', 'career*', 'interview*', 'resume', 'cv', 'linkedin', 'recruit*', 'hiring', 'employer', 'job offer', 'freelanc*', 'portfolio', 'switch career', 'switch job', 'switch jobs', 'new role', 'job search'],
  weak: ['role', 'position', 'manager', 'offer', 'client', 'clients', 'network*', 'work'],
  missionQuestions: [
    'What outcome do you want from "{title}" (role, title, level, industry, salary range)?',
    'What experience and strengths do you already have that support it?',
    'By when do you want the offer, promotion or change to happen?',
    'Which skills or proofs (portfolio, certificates, references) are still missing?',
    'How many hours per week can you spend on it, and who in your network could help?',
  ],
  odysseyQuestions: [
    'Where do you want your career to be in two to three years?',
    'What do you enjoy most and least in your work today?',
    'Which skills, credentials or experience stand between you and that place?',
    'What time frame and what financial runway do you have for a change?',
    'Who could mentor, refer or advise you?',
  ],
  todos: [
    {
      title: 'Define the target role',
      description: 'Write down the role, level, industry and salary range you want, and save real job postings that match.',
      criteria: ['Target role, industry and salary range written down', '5 matching job postings saved'],
      priority: 'high',
    },
    {
      title: 'Update your CV and LinkedIn profile',
      description: 'Rewrite both for the target role: results with numbers, keywords from the saved postings, a headline that says what you want next.',
      criteria: ['CV tailored to the target role', 'LinkedIn headline and summary updated'],
      priority: 'high',
    },
    {
      title: 'Close the top skill gap',
      description: 'Compare the postings with your CV and pick the one missing skill that appears most often. Start a course or a small proof project.',
      criteria: ['Top missing skill identified', 'Course or proof project started'],
      priority: 'medium',
    },
    {
      title: 'Reach out to your network',
      description: 'Contact people who work where you want to be. Ask for a 20-minute conversation, not for a job.',
      criteria: ['10 people contacted', '3 conversations held and notes written'],
      priority: 'medium',
    },
    {
      title: 'Apply to targeted positions',
      description: 'Send tailored applications[ using {time_budget}][, aiming for an offer {deadline}]. Track every application.',
      criteria: ['At least 10 tailored applications sent', 'Every application tracked with date and status'],
      priority: 'high',
    },
    {
      title: 'Prepare for interviews',
      description: 'Prepare stories for common questions (a success, a failure, a conflict) and do one mock interview.',
      criteria: ['Answers to 10 common questions prepared', 'One mock interview done'],
      priority: 'medium',
    },
    {
      title: 'Negotiate and decide',
      description: 'Compare offers against your target range and decide{by_deadline}.',
      criteria: ['Offer compared against the target salary range', 'Decision made and communicated'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Clarify the direction', description: 'Decide the target role and what success in it looks like.' },
    { title: 'Build the proof', description: 'Close skill gaps and update CV, LinkedIn and portfolio.' },
    { title: 'Run the search', description: 'Network, apply and interview{by_deadline}.' },
    { title: 'Land and grow in the new role', description: 'Negotiate, decide and plan the first 90 days.' },
  ],
  stepTips: [{ title: 'Ask one person for feedback', description: 'Show the result to someone in the field you aim for and write down their two most useful remarks.' }],
  chatTip: 'Results with numbers ("cut report time by 40%") persuade more than lists of duties.',
};
