import type { FamilyData } from './familyData';

export const exams: FamilyData = {
  id: 'exams',
  label: 'Exams and study',
  strong: ['exam*', 'finals', 'midterm*', 'sat', 'gre', 'gmat', 'ielts', 'toefl', 'bar exam', 'revision', 'study plan', 'grades', 'gpa', 'entrance test', 'admission*', 'past papers', 'syllabus', 'coursework', 'semester', 'a-levels', 'abitur', 'driving test', 'theory test'],
  weak: ['pass', 'test', 'study', 'studying', 'revise', 'score', 'school', 'university', 'certification'],
  missionQuestions: [
    'Which exam is it, on what date, and which score or grade do you need?',
    'Which topics does the syllabus cover, and which ones feel weakest today?',
    'How many hours per week can you study, and at what times of day?',
    'Do you have past papers, a course or a tutor, and is there a budget for more?',
    'How have you studied for exams before, and what went wrong or right?',
  ],
  odysseyQuestions: [
    'What does "{title}" open up for you (a place, a licence, a job)?',
    'Which exams or modules are on the way, and on which dates?',
    'What grades or scores are you aiming for in each?',
    'How much study time per week can you keep up over the whole period?',
    'Who can help: a teacher, a study group, a tutor?',
  ],
  todos: [
    {
      title: 'Map the syllabus and rate each topic',
      description: 'List every topic on the syllabus and rate yourself red, amber or green, so study time goes where it matters.',
      criteria: ['Every syllabus topic listed', 'Each topic rated red, amber or green'],
      priority: 'high',
    },
    {
      title: 'Take a diagnostic past paper',
      description: 'Do one past paper under timed conditions to see your starting score and which question types cost the most marks.',
      criteria: ['Past paper done under timed conditions', 'Score and weakest question types recorded'],
      priority: 'high',
    },
    {
      title: 'Build a revision timetable',
      description: 'Spread {time} over the weeks until the exam{by_deadline}, red topics first, with a spaced review of each topic.',
      criteria: ['Timetable covers every week until the exam', 'Red topics scheduled first', 'Spaced reviews planned'],
      priority: 'high',
    },
    {
      title: 'Make active-recall notes and flashcards',
      description: 'Turn each topic into questions you answer from memory (flashcards, blank-page summaries), not highlighted text.',
      criteria: ['Flashcards or question sheets for every red and amber topic', 'Daily review done'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Drill past-paper questions by topic',
      description: 'Work through past-paper questions for the weakest topics and mark them with the official mark scheme.',
      criteria: ['Past-paper questions done for each weak topic', 'Marks tracked per topic'],
      priority: 'medium',
    },
    {
      title: 'Sit full mock exams',
      description: 'Do full timed mocks in the last weeks, review every lost mark, and practise the timing per question.',
      criteria: ['At least two full mocks done under exam conditions', 'Every lost mark reviewed'],
      priority: 'medium',
    },
    {
      title: 'Prepare for exam day',
      description: 'Check the room, time, ID and allowed materials, and plan sleep and food for the day before; sit the exam{by_deadline}.',
      criteria: ['Exam logistics checked', 'Exam sat{by_deadline}'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Know where you stand', description: 'Syllabus mapped, a diagnostic paper done, a timetable built.' },
    { title: 'Close the gaps', description: 'Red topics studied with active recall and topic drills.' },
    { title: 'Exam practice', description: 'Full timed mocks and review of every lost mark.' },
    { title: 'Sit the exam', description: 'Exam-day logistics sorted and the exam sat{by_deadline}.' },
  ],
  stepTips: [{ title: 'Test yourself before re-reading', description: 'Close the notes and write what you remember first; re-read only what you missed.' }],
  chatTip: 'Past papers under timed conditions tell you more than re-reading notes; mark them with the official scheme and study what lost marks.',
};
