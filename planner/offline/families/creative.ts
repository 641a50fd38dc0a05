import type { FamilyData } from './familyData';

export const creative: FamilyData = {
  id: 'creative',
  label: 'Creative practice (music, art, photo, film)',
  strong: ['music', 'song*', 'songwrit*', 'guitar', 'piano', 'violin', 'cello', 'drums', 'ukulele', 'singing', 'sing', 'choir', 'band', 'album', 'drawing', 'draw', 'sketch*', 'illustrat*', 'watercolo*', 'oil painting', 'acrylic*', 'canvas', 'portrait*', 'photograph*', 'camera', 'film', 'films', 'short film', 'filmmaking', 'video*', 'youtube', 'documentary', 'compos*', 'pottery', 'ceramics', 'knitting', 'sewing', 'art', 'artist', 'artwork*', 'exhibition', 'gallery', 'animation', 'dance', 'dancing'],
  weak: ['paint*', 'photo', 'photos', 'creative', 'practice', 'practise', 'perform*', 'instrument'],
  missionQuestions: [
    'What can you already do in this craft, and what do you want to make or perform when this is done?',
    'Is there a date to work towards: a performance, an exhibition, a release, a deadline for a submission?',
    'How many practice sessions per week can you give it, and how long each?',
    'What tools or materials do you have, and what budget for gear, lessons or software?',
    'Whose work do you admire, and who could give you honest feedback?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you: expression, a career, a community, joy?',
    'What body of work or level would make you proud in a year?',
    'Is there a date that anchors it (a show, a release, a portfolio review)?',
    'How much time per week and money can you invest?',
    'Where will you share the work, and with whom?',
  ],
  todos: [
    {
      title: 'Choose your project and references for {subject}',
      description: 'Decide the piece (a song, a series of photos, a short film, a set of drawings) and collect 3 to 5 works you want to learn from.',
      criteria: ['Project described in one sentence', '3 to 5 reference works collected'],
      priority: 'high',
    },
    {
      title: 'Set up the tools and the practice space',
      description: 'Get the instrument, camera, materials or software ready {budget}, in a space where you can start in under a minute.',
      criteria: ['Tools and materials ready', 'Practice space set up'],
      priority: 'high',
      budgetCriterion: 'Gear and materials',
    },
    {
      title: 'Drill the fundamentals',
      description: 'Spend the first part of each session on basics (scales and chords, gesture drawing, exposure and composition, shot framing) before the project.',
      criteria: ['Fundamentals practised at the start of each session', 'One fundamentals exercise repeated until it feels easy'],
      priority: 'medium',
      when: 'beginner',
    },
    {
      title: 'Practise on a fixed schedule',
      description: 'Practise {time} and log what you worked on and what felt hard, so each session starts where the last one stopped.',
      criteria: ['Practice sessions in the calendar', 'Practice log kept'],
      priority: 'medium',
    },
    {
      title: 'Make a first rough version',
      description: 'Finish a complete rough version (a demo recording, a thumbnail series, a rough cut) before polishing any part of it.',
      criteria: ['Complete rough version finished', 'Three things to improve written down'],
      priority: 'medium',
    },
    {
      title: 'Get feedback from someone you trust',
      description: 'Show the rough version to a teacher, a peer group or an online community and ask one specific question.',
      criteria: ['Feedback received from at least one person', 'Changes chosen from it'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Finish and share the piece',
      description: 'Polish, finish and share the work{by_deadline}: perform it, post it, hang it or submit it.',
      criteria: ['Piece finished{by_deadline}', 'Shared with an audience'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Tools, references and a routine', description: 'Project chosen, tools ready, practice {time}.' },
    { title: 'Fundamentals', description: 'The basic techniques practised until they are automatic.', when: 'beginner' },
    { title: 'Make the first piece', description: 'A complete rough version, feedback, and a finished piece.' },
    { title: 'Build a body of work', description: 'More pieces, each a step further, collected in a portfolio or set.', when: 'long' },
    { title: 'Share it', description: 'Perform, publish or exhibit the work{by_deadline}.' },
  ],
  stepTips: [{ title: 'Finish rough before polishing', description: 'Get a complete rough version of this part done first; polishing an unfinished piece is where projects stall.' }],
  chatTip: 'Practise in short, focused blocks on the one thing that is hardest right now, and record yourself or photograph the work to see progress.',
};
