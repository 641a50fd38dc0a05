import type { FamilyData } from './familyData';

export const fitness: FamilyData = {
  id: 'fitness',
  label: 'Fitness and sport',
  strong: ['running', 'runner', 'marathon', 'half marathon', 'half-marathon', '5k', '10k', 'jog*', 'gym', 'workout*', 'exercis*', 'fitness', 'muscle', 'strength', 'yoga', 'swim*', 'cycling', 'cyclist', 'bike ride', 'triathlon', 'hike', 'hikes', 'hiking', 'push-up', 'push-ups', 'pushup', 'pushups', 'push up', 'push ups', 'pull-up', 'pull-ups', 'pullup', 'pullups', 'pull up', 'pull ups', 'squat', 'squats', 'deadlift', 'deadlifts', 'sprint*', 'football', 'soccer', 'tennis', 'basketball', 'climbing', 'bouldering', '/\\blose (?:\\d+ ?)?(?:kg|kilos?|lbs|pounds|weight)\\b/'],
  weak: ['run', 'fit', 'weight', 'lose', 'strong', 'train', 'training', 'health', 'healthy', 'healthier', 'sport'],
  missionQuestions: [
    'What is your starting point for {subject} today (for example how far, how long or how much you can do)?',
    'What is the exact target and the date: an event, a distance, a time, a weight?',
    'How many days per week and how much time per session can you train?',
    'Do you have injuries, health conditions or limits the plan must respect?',
    'Where will you train, and what equipment or budget do you have?',
  ],
  odysseyQuestions: [
    'Why do you want {subject}, and how will your life feel different when you get there?',
    'What is your fitness baseline today, and what is the long-term target?',
    'Is there an event or date that anchors the journey?',
    'How much time per week can you train over the coming months?',
    'What usually breaks your routine (travel, work, motivation, injuries), and what would help?',
  ],
  todos: [
    {
      title: 'Measure your starting baseline',
      description: "Record today's numbers for {subject}: distance, time, weight, reps or whatever your target is measured in, so progress can be compared later.",
      criteria: ['Baseline numbers recorded with the date', 'Target numbers written next to them'],
      priority: 'high',
    },
    {
      title: 'Write a weekly training plan',
      description: 'Plan {time} with easy, hard and rest days, increasing the load by no more than about 10% per week[ so you peak {deadline}].',
      criteria: ['Plan covers every week until the target date', 'At least one rest day per week', 'Load increases gradually'],
      priority: 'high',
    },
    {
      title: 'Get the gear and a place to train',
      description: 'Sort out shoes, clothing, equipment or a gym membership {budget}. Comfort and safety first.',
      without: { gym: { title: 'Get the gear and a place to train at home or outdoors', description: 'Sort out shoes, clothing and simple equipment {budget}, and pick a route, a park or a corner at home. Comfort and safety first.' } },
      criteria: ['Essential gear ready', 'Training place and times fixed'],
      priority: 'medium',
      budgetCriterion: 'Spending on gear',
    },
    {
      title: 'Complete the first four weeks of training',
      description: 'Follow the plan and log every session (date, what you did, how it felt). Missing a session is fine; missing two in a row is a signal to adjust.',
      criteria: ['At least 80% of planned sessions done', 'Every session logged'],
      priority: 'high',
    },
    {
      title: 'Set up recovery habits',
      description: 'Protect sleep, eat enough protein and stretch or mobilise after sessions. Recovery is when you get stronger.',
      criteria: ['Sleep target set and tracked for two weeks', 'Stretching routine after every session'],
      priority: 'medium',
    },
    {
      title: 'Repeat the baseline test',
      description: 'Redo the test from the start under the same conditions and compare. Adjust the plan if progress is slower than expected.',
      criteria: ['Baseline test repeated', 'Results compared with the starting numbers'],
      priority: 'medium',
    },
    {
      title: 'Reach the target: {subject}',
      description: 'Ease off the last days before, then do it{by_deadline}. Record the result.',
      criteria: ['Target attempted{by_deadline}', 'Result recorded'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Build the base', description: 'Measure the baseline, plan the weeks[ around {time_budget}] and make training a habit.' },
    { title: 'Increase the load', description: 'Raise volume and intensity step by step, with recovery weeks, without injury.' },
    { title: 'Peak for {subject}', description: 'Sharpen, taper and reach the target{by_deadline}.' },
    { title: 'Make it a lifestyle', description: 'Keep a maintenance routine and choose the next challenge.' },
  ],
  stepTips: [{ title: 'Log the session', description: 'Write down the date, what you did and how hard it felt (1 to 10), so the plan can be adjusted on facts.' }],
  chatTip: 'Consistency beats intensity: a session you can repeat next week is worth more than one that leaves you sore for five days.',
};
