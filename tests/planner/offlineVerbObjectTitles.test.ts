import { itPlansStepsOfEach, itPlansTheStepOfEach, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * Many of the commonest todo titles are a verb and what it is done to: "Lose weight", "Quit
 * smoking", "Switch bank accounts". A verb that is (almost) never a noun at the start of a title
 * keeps the title as it is written, whatever follows it; a verb that is as often a noun before
 * another word ("Travel insurance", "Garden shed", "Rest day") is still read as that noun. A class
 * or lessons are gone to or taken, and a life change is made.
 */

const CHECK = 'Check the result against the success criteria';
/** "Do the" before a verb: the step a verb-led title got when it was read as a thing. */
const DO_THE_VERB = /^Do the (?:lose|quit|manage|grow|switch|digitise|digitize|ditch|keep|reduce|improve|increase|stop|avoid|finish|eat|spend|limit|wear|use|begin|floss|stay|be|gain|upgrade|overhaul|boost|pass)\b/i;

const itsWorkStep = (rows: Array<[title: string, work: string]>, name: string) => itPlansTheStepOfEach(rows, name, (step) => DO_THE_VERB.test(step));

describe('a title led by a verb that is never a noun there', () => {
  itsWorkStep(
    [
      'Lose weight',
      'Quit smoking',
      'Manage stress',
      'Grow tomatoes on the balcony',
      'Switch bank accounts',
      'Digitise old letters',
      'Ditch plastic wrap',
      'Keep one moving folder',
      'Stop snacking',
      'Avoid sugar',
      'Limit screen time',
      'Wear sunscreen',
      'Use less plastic',
      'Floss daily',
      'Stay hydrated',
      'Be kind to myself',
      'Gain muscle',
      'Pass driving test',
      'Upgrade laptop',
      'Overhaul monthly budget',
      'Boost savings',
    ].map((title): [string, string] => [title, title]),
    '"%s" is done as "%s"',
  );

  itsWorkStep(
    ['Reduce screen time', 'Improve posture', 'Increase savings', 'Finish the book', 'Eat more vegetables', 'Spend less on takeaways'].map((title): [string, string] => [title, title]),
    '"%s" is still done as "%s"',
  );
});

describe('a class, lessons or a life change', () => {
  itsWorkStep(
    [
      ['Yoga class', 'Go to the yoga class'],
      ['A dance class', 'Go to a dance class'],
      ['Pottery classes', 'Go to the pottery classes'],
      ['Spanish lessons', 'Take the Spanish lessons'],
      ['Swimming lessons', 'Take the swimming lessons'],
      ['Career change', 'Make the career change'],
      ['Diet change', 'Make the diet change'],
    ],
    '"%s" is done as "%s"',
  );
});

describe('a verb that is as often a noun before another word', () => {
  itsWorkStep(
    [
      ['Travel insurance', 'Get travel insurance'],
      ['Garden shed', 'Build the garden shed'],
      ['Paint samples', 'Paint samples'],
      ['Oil change', 'Get the oil changed'],
    ],
    '"%s" is still done as "%s"',
  );

  it.each(['Rest day', 'Compost bin', 'Ski pass', 'Master bedroom', 'Swap shop', 'Tackle box', 'Skip hire', 'Lead paint', 'Grow bags'])(
    '"%s" is not done as a verb',
    async (title) => {
      expect(await stepTitlesOfTodo(todoOf(title))).not.toContain(title);
    },
  );
});

describe('the whole plan of a verb and its object', () => {
  itPlansStepsOfEach(
    ['Lose weight', 'Quit smoking', 'Manage stress', 'Switch bank accounts', 'Ditch plastic wrap'].map((title): [string] => [title]),
    '"%s" is planned as itself and the final check',
    (title) => [title, CHECK],
  );

  itPlansStepsOfEach(
    [
      ['Career change', ['Make the career change']],
      ['Yoga class', ['Go to the yoga class', 'Log the session']],
      ['Spanish lessons', ['Practise with active recall', 'Take the Spanish lessons']],
      ['Rest day', ['Do the rest day']],
      ['Compost bin', ['Do the compost bin']],
    ],
    '"%s" is planned as %j and the final check',
    (_, steps: string[]) => [...steps, CHECK],
  );
});
