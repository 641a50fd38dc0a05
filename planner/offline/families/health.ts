import type { FamilyData } from './familyData';

export const health: FamilyData = {
  id: 'health',
  label: 'Health habits and sleep',
  strong: ['sleep*', 'bedtime', 'insomnia', 'meditat*', 'mindfulness', 'stress', 'screen time', 'quit smoking', 'smoking', 'alcohol', 'sober', 'hydrat*', 'drink more water', 'habit*', 'move more', 'posture', 'blood pressure', 'cholesterol', 'burnout', 'wellbeing', 'well-being', 'mental health', 'caffeine', 'vegetables', 'steps a day'],
  weak: ['health', 'healthy', 'healthier', 'diet', 'walk*', 'routine', 'energy', 'tired', 'rest'],
  missionQuestions: [
    'What does a normal day look like today for this habit (for example bedtime, wake time, how often, how much)?',
    'What exactly do you want to be true, and by when?',
    'What usually gets in the way: evenings, work, screens, stress, other people?',
    'Is there a health condition, medication or advice from a doctor the plan must respect?',
    'How will you track it (an app, a wearable, a paper log), and who could keep you accountable?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you now, and how would you feel different?',
    'Which habits do you want to build or drop over the coming months?',
    'What time frame do you have in mind, and is there a check-up or date that anchors it?',
    'What has worked before, even briefly, and what made it stop?',
    'Who in your household does this affect, and can they join in?',
  ],
  todos: [
    {
      title: 'Track your baseline for a week',
      description: 'Before changing anything, log the habit every day for 7 days (times, amounts, how you felt) so you can see what really happens.',
      criteria: ['7 days logged', 'The main pattern or trigger written down'],
      priority: 'high',
    },
    {
      title: 'Set one small, specific target',
      description: 'Pick the one change with the biggest effect (for example a fixed wake time, lights out by 23:00, 8,000 steps) and write it as a rule{by_deadline}.',
      criteria: ['One target written as a rule with a time or number', 'Start date set'],
      priority: 'high',
    },
    {
      title: 'Shape the environment',
      description: 'Make the good habit easy and the old one hard: charge the phone outside the bedroom, keep water on the desk, put shoes by the door.',
      criteria: ['Two changes made at home or at work', 'Old cue removed or moved'],
      priority: 'medium',
    },
    {
      title: 'Build a wind-down or cue routine',
      description: 'Tie the habit to something you already do every day (after brushing teeth, after lunch) and keep it the same for two weeks.',
      criteria: ['Routine written in 3 to 5 steps', 'Done on at least 10 of 14 days'],
      priority: 'medium',
    },
    {
      title: 'Review the log every week',
      description: 'Once a week, compare the log with the target, and adjust one thing only (timing, cue, difficulty).',
      criteria: ['Weekly review done for each week', 'One adjustment noted per review'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Talk to a professional if it does not improve',
      description: 'If sleep, stress or another symptom stays bad after a few weeks of steady effort, book a GP or specialist appointment and bring your log.',
      criteria: ['Decision made whether to book an appointment', 'Log ready to share'],
      priority: 'low',
      when: 'long',
    },
    {
      title: 'Check the habit holds',
      description: 'Compare the last two weeks with your baseline{by_deadline}, and decide the next small target.',
      criteria: ['Last two weeks compared with the baseline', 'Next target chosen'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Know your baseline', description: 'Log a normal week and find the main trigger.' },
    { title: 'First habit in place', description: 'One small rule, a cue and an environment that make it easy.' },
    { title: 'Stack the next habit', description: 'Add a second change once the first has held for a month.', when: 'long' },
    { title: 'Make it stick', description: 'Weekly reviews until the habit holds without effort{by_deadline}.' },
  ],
  stepTips: [{ title: 'Log it the same day', description: 'Write today\'s entry in your log before bed; a week of data beats a perfect memory.' }],
  chatTip: 'Change one habit at a time, tie it to something you already do every day, and keep it small enough that a bad day does not break it.',
};
