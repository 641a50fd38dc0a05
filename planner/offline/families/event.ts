import type { FamilyData } from './familyData';

export const event: FamilyData = {
  id: 'event',
  label: 'Events and weddings',
  strong: ['wedding', 'party', 'parties', 'conference', 'meetup', 'birthday', 'festival', 'celebration', 'gala', 'reunion', 'ceremony', 'guest', 'guests', 'venue', 'catering', 'invitation', 'invitations', 'hackathon', 'offsite', 'retreat', 'anniversary'],
  weak: ['event', 'workshop', 'trip', 'holiday'],
  missionQuestions: [
    'What is the date and place of {subject}, and how many guests do you expect?',
    'What is the total budget?',
    'What must the event achieve or feel like for you to call it a success?',
    'Who helps you organise it, and who makes the final decisions?',
    'What is already booked or decided (venue, food, music, speakers)?',
  ],
  odysseyQuestions: [
    'What is the purpose of {subject}, and who is it for?',
    'What size, date range and budget do you have in mind?',
    'Who is on the organising team?',
    'What would make it memorable?',
    'What could go wrong, and what is the backup?',
  ],
  todos: [
    {
      title: 'Fix the date, budget and guest count',
      description: 'Decide the date{by_deadline}, the budget[ ({budget_amount})] and an estimated guest count; everything else depends on them.',
      criteria: ['Date fixed', 'Budget written down', 'Guest estimate made'],
      priority: 'high',
    },
    {
      title: 'Book the venue',
      description: 'Compare venues on capacity, location, price and availability {budget}, then book.',
      criteria: ['At least 3 venues compared', 'Venue booked and confirmed in writing'],
      priority: 'high',
      budgetCriterion: 'Venue cost',
    },
    {
      title: 'Send the invitations',
      description: 'Send invitations early enough for people to plan, and track replies in one list.',
      criteria: ['Invitations sent to every guest', 'Replies tracked in one list'],
      priority: 'high',
    },
    {
      title: 'Book food, drinks and programme',
      description: 'Book catering and the programme (music, speakers, activities) for {subject}.',
      criteria: ['Catering booked', 'Programme confirmed'],
      priority: 'medium',
    },
    {
      title: 'Plan the schedule of the day',
      description: 'Write a run-of-show: times, who does what, and a contact list of suppliers.',
      criteria: ['Run-of-show written', 'Supplier contact list shared with helpers'],
      priority: 'medium',
    },
    {
      title: 'Confirm every supplier one week before',
      description: 'Call or mail each supplier to confirm time, place and payment.',
      criteria: ['Every supplier confirmed in writing'],
      priority: 'medium',
    },
    {
      title: 'Wrap up after the event',
      description: 'Pay the last invoices, thank the helpers and guests, and note what to repeat next time.',
      criteria: ['All invoices paid', 'Thank-you messages sent', 'Lessons written down'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Shape the event', description: 'Purpose, date{by_deadline}, budget and guest list.' },
    { title: 'Book the essentials', description: 'Venue, food, programme and suppliers.' },
    { title: 'Invite and promote', description: 'Invitations, replies and communication with guests.' },
    { title: 'Run the event and follow up', description: 'The day itself, then payments, thanks and lessons learned.' },
  ],
  stepTips: [{ title: 'Get it confirmed in writing', description: 'Ask for a written confirmation (mail or contract) with date, price and what is included.' }],
  chatTip: 'Book the venue first: the date, capacity and many supplier choices follow from it.',
};
