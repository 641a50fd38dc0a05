import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StepChatInput } from '../../commands/ports/planner';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { CANNOT_ANSWER } from '../../planner/offline/stepAnswer';

const planner = new OfflinePlanner();

type FamilyTodo = { title: string; description: string; criteria: string[] };

/** A family's todo as its file writes it, with the slots filled for one goal and the optional parts left out. */
function familyTodo(family: string, subject: string, titleStart: string): StepChatInput['todo'] {
  const file = path.join(__dirname, '../../planner/offline/families', `${family}.json`);
  const todos = (JSON.parse(readFileSync(file, 'utf8')) as { todos: FamilyTodo[] }).todos;
  const todo = todos.find((t) => t.title.startsWith(titleStart));
  if (!todo) throw new Error(`${family} has no todo "${titleStart}..."`);
  const fill = (text: string) =>
    text
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\{subject\}/g, subject)
      .replace(/\{goal\}/g, subject)
      .replace(/\{time\}/g, 'three evenings a week')
      .replace(/\{budget\}/g, 'at a cost you are comfortable with')
      .replace(/\{[a-z_]+\}/g, '');
  return { title: fill(todo.title), description: fill(todo.description), success_criteria: todo.criteria.map(fill).join('\n') };
}

/** The reply to a question asked on the first step after the kickoff of the todo's generated plan. */
async function askOn(todo: StepChatInput['todo'], message: string) {
  const plan = await planner.todoSteps(todo);
  const step = { ...plan.steps[1], status: 'pending' as const };
  return planner.stepChat({ todo, step, history: [], message, evidence: [], findings: [] });
}

describe('offline step chat: what people commonly ask on common steps', () => {
  // family file, the goal's subject, the todo (its title's start), the question, what a useful answer names
  it.each<[string, string, string, string, string[]]>([
    ['fitness', 'a half marathon', 'Get the gear', 'How do I pick running shoes?', ['shoes', 'try them', 'comfortable']],
    ['health', 'better sleep', 'Talk to a professional', 'What should I tell the doctor?', ['since when', 'medicines', 'questions']],
    ['health', 'better sleep', 'Build a wind-down', 'How do I fall asleep earlier?', ['wake-up time', 'screens', 'caffeine']],
    ['finance', 'a house deposit', 'Automate the monthly', 'Which bank should I choose?', ['monthly fee', 'interest', 'deposit guarantee']],
    ['finance', 'a house deposit', 'Automate the monthly', 'What documents do I need to open an account?', ['identity document', 'proof of address']],
    ['finance', 'a house deposit', 'Cut three recurring', 'Which subscriptions should I cancel first?', ['recurring payment', 'not used']],
    ['event', 'a 40th birthday party', 'Fix the date', 'How do I keep a budget?', ['venue and food', 'aside', 'quote']],
    ['event', 'a 40th birthday party', 'Fix the date', 'Help me with the guest list', ['plus-one', 'budget and the venue']],
    ['event', 'a 40th birthday party', 'Book the venue', 'How do I find a venue?', ['capacity', 'community halls', 'visit']],
    ['event', 'a 40th birthday party', 'Send the invitations', 'What should the invitation say?', ['date', 'address', 'reply']],
    ['event', 'a 40th birthday party', 'Book food', 'How do I choose a caterer?', ['dietary', 'tasting', 'final numbers']],
    ['career', 'a product manager job', 'Prepare for interviews', 'What should I bring to the interview?', ['copies of your CV', 'questions for them']],
    ['career', 'a product manager job', 'Reach out to your network', 'What should I write to people in my network?', ['20-minute', 'not for a job', 'follow up']],
    ['career', 'a product manager job', 'Negotiate and decide', 'How do I answer the salary question?', ['range', 'in writing']],
    ['pay', 'a promotion', 'Rehearse the conversation', 'What should I say to my manager?', ['the number', 'not yet', 'in writing']],
    ['moving', 'a move to Berlin', 'Secure the new place', 'What should I check when I visit a flat?', ['damp', 'heating', 'notice period']],
    ['moving', 'a move to Berlin', 'Transfer utilities', 'Who do I need to tell about my new address?', ['employer', 'bank', 'insurers', 'mail forwarding']],
    ['moving', 'a move to Berlin', 'Hand over the old home', 'How do I get my deposit back?', ['photos', 'meter readings', 'deposit back']],
    ['homeDiy', 'a bathroom renovation', 'Get quotes', 'What should I ask the plumber?', ['price', 'start', 'guarantee', 'insured']],
    ['homeDiy', 'a bathroom renovation', 'Get quotes', 'How do I compare quotes?', ['line by line', 'same scope', 'reviews']],
    ['travel', 'a trip to Japan', 'Sort money', 'What should I pack?', ['weather', 'adapter', 'medicines']],
    ['travel', 'a trip to Japan', 'Check passports', 'What documents do I need for the trip?', ['passport', 'visa', 'official']],
    ['learning', 'Python', 'Work through the fundamentals', 'How do I take good notes?', ['own words', 'question']],
    ['music', 'the guitar', 'Learn the piece', 'How long should I practise each day?', ['Twenty to thirty minutes']],
    ['music', 'the guitar', 'Learn the piece', "I'm stuck on the chord change, what do I do?", ['slow it down further', 'on its own']],
    ['music', 'a wedding song', 'Rehearse in performance', 'I get nervous when I play for people, any tips?', ['keep going through slips', 'one or two people']],
    ['learning', 'Python', 'Choose your learning resources', 'Which course should I choose?', ['sample lesson', 'exercises', 'one main']],
    ['languages', 'Spanish', 'Speak every week', 'What should I talk about with my language partner?', ['your own week', 'missing']],
    ['languages', 'Spanish', 'Pick one course', 'How do I find a tutor?', ['trial lesson', 'language-exchange']],
    ['writing', 'a novel', 'Set a writing routine', 'How many words a day should I write?', ['300 to 1,000 words']],
    ['writing', 'a novel', 'Get feedback from readers', 'What should I ask my beta readers?', ['bored', 'confused', 'several readers']],
    ['creative', 'an album', 'Get feedback', 'What should I ask for feedback on?', ['specific question', 'what stage']],
    ['business', 'a bakery', 'Talk to ten', 'What should I ask potential customers?', ['the past', 'how they handle', 'pay']],
    ['business', 'a bakery', 'Work out the numbers', 'How do I set a price?', ['cost per sale', 'alternatives', 'fixed costs']],
    ['productLaunch', 'the app', 'Prepare the launch page', 'How do I write a good headline?', ['headline', 'customer gets', 'five seconds']],
    ['productLaunch', 'the app', 'Line up launch channels', 'Where do I find my first users?', ['communities', 'newsletters', 'self-promotion']],
    ['exams', 'the bar exam', 'Prepare for exam day', 'What should I bring on exam day?', ['photo ID', 'calculator', 'night before']],
    ['cooking', '20 weeknight dinners', 'Stock the pantry', 'What should I keep in the pantry?', ['rice', 'tinned tomatoes', 'spices']],
    ['gardening', 'a vegetable patch', 'Set a watering', "How do I water while I'm on holiday?", ['before a holiday', 'neighbour', 'mulch']],
    ['gardening', 'a vegetable patch', 'Choose plants', 'Which plants should I choose?', ['sun hours', 'sowing', 'seed packet']],
    ['community', 'a park clean-up', 'Spread the word', 'What should the poster say?', ['what, when, where', 'two to three weeks']],
    ['family', 'a family photo album', 'Record the stories', 'What should I ask grandma in the interview?', ['grew up', 'permission']],
    ['family', 'a family photo album', 'Back everything up', 'How do I scan old photos?', ['dpi', 'two copies']],
    ['habits', 'calling my parents', 'Plan for the times', 'What do I do after I miss a week?', ['smallest version']],
    ['estate', 'my will', 'Sign it with witnesses', 'How do I sign it with witnesses?', ['not beneficiaries', 'same time']],
    ['social', 'new friends', 'Invite someone for a coffee', "I'm stuck, what do I do?", ['ask once more', 'someone else']],
    ['habits', 'calling my parents', 'Track your streak', 'How should I track it?', ['same day', 'never miss twice']],
    ['pets', 'a rescue dog', 'Agree on the animal', 'How do I choose the right dog?', ['alone', 'exercise', 'adult rescue']],
    ['pets', 'a rescue cat', 'Plan a calm homecoming', 'How do I help her settle in the first days?', ['one quiet room', 'come to you', 'hides']],
    ['pets', 'a puppy', 'Start training with rewards', 'How do I house-train the puppy?', ['after every meal', 'never punish']],
    ['pets', 'a kitten', 'Buy the supplies', 'How do I set up the litter tray?', ['plus one', 'away from its food']],
    ['pets', 'a puppy', 'Buy the supplies', 'How do I crate train him?', ['turn around', 'punishment']],
    ['pets', 'a rescue dog', 'Register with a vet', 'What should I bring to the first vet visit?', ['vaccination', 'microchip', 'worm']],
    ['pets', 'a rescue dog', 'Start training with rewards', 'How long should a training session be?', ['five to ten minutes']],
    ['reading', '24 books this year', 'Fix a daily reading time', 'How do I find time to read?', ['already have', 'another room', 'audiobook']],
    ['reading', '24 books this year', 'Set a rule for books', 'How do I deal with a book that drags?', ['50 pages', 'next one']],
    ['reading', '24 books this year', 'Track every book', 'How do I keep a reading log?', ['one line per finished book', 'date']],
    ['teachChild', 'riding a bike', 'List the small steps', 'How do I teach my son to ride a bike?', ['balance', 'pedals', 'brak', 'helmet']],
    ['teachChild', 'swimming', 'List the small steps', 'How do I teach my daughter to swim?', ['bubbles', "arm's reach", 'instructor']],
    ['teachChild', 'riding a bike', 'Practise the hard part', 'She is scared of falling, what do I do?', ['scared', 'last step']],
    ['teachChild', 'swimming', 'Hold short, fun', 'How long should a session be?', ['fifteen to twenty minutes', 'still fun']],
    ['driving', 'a driving licence', 'Pass the theory test', 'How do I study for the theory test?', ['handbook', 'question bank', 'wrong answer']],
    ['driving', 'a driving licence', 'Practise between lessons', 'How should I practise between lessons?', ['quiet roads', 'one thing to work on']],
    ['baby', 'our first baby', 'Set up a safe place', 'How do I make the cot safe?', ['on their back', 'firm, flat', 'no pillows']],
    ['baby', 'our first baby', 'Get the essentials', 'Which car seat should I buy?', ['rear-facing', 'crash']],
    ['movingAbroad', 'a move to Canada', 'Gather the documents', 'What documents do I need?', ['official checklist', 'certified', 'scans']],
    ['movingAbroad', 'a move to Canada', 'Choose the visa', 'How do I choose the visa?', ['official immigration website', 'processing time']],
    ['declutter', 'the flat', 'Clear each place', 'How do I deal with sentimental things?', ['to the end', 'photograph']],
    ['declutter', 'the flat', 'Clear each place', 'What do I do with sentimental things?', ['to the end', 'photograph']],
    ['pets', 'a kitten', 'Buy the supplies', 'Where should the litter tray go?', ['plus one', 'away from its food']],
    ['pets', 'a rescue dog', 'Register with a vet', 'What happens at the first vet visit?', ['vaccination', 'microchip', 'worm']],
  ])('%s, %s, "%s...": "%s"', async (family, subject, todoTitle, question, expected) => {
    const result = await askOn(familyTodo(family, subject, todoTitle), question);

    expect(result.response).not.toContain(CANNOT_ANSWER);
    for (const text of expected) expect(result.response.toLowerCase()).toContain(text.toLowerCase());
    expect(result.step_completed).toBe(false);
    expect(result.extracted_findings).toEqual([]);
  });

  it('keeps each family\'s other answers on their own subject: notes on a course are not vocabulary advice', async () => {
    const result = await askOn(familyTodo('learning', 'Python', 'Work through the fundamentals'), 'How do I take good notes?');

    expect(result.response).not.toContain('new words');
  });

  it('still says it cannot answer a question about a thing the family knows nothing of, or a fact such as a price', async () => {
    const florist = await askOn(familyTodo('event', 'a 40th birthday party', 'Book food'), 'What should I ask the florist?');
    const brand = await askOn(familyTodo('fitness', 'a half marathon', 'Get the gear'), 'Which brand of running shoes is cheapest?');

    expect(florist.response).toContain(CANNOT_ANSWER);
    expect(brand.response).toContain(CANNOT_ANSWER);
  });
});

describe('offline step chat: the plan\'s kickoff and final check are answered about themselves', () => {
  /** The reply to a question asked on the step of the todo's generated plan with this title. */
  async function askOnStep(todo: StepChatInput['todo'], stepTitle: string, message: string) {
    const plan = await planner.todoSteps(todo);
    const found = plan.steps.find((s) => s.title === stepTitle);
    if (!found) throw new Error(`no step "${stepTitle}" in ${plan.steps.map((s) => s.title).join(', ')}`);
    return planner.stepChat({ todo, step: { ...found, status: 'pending' }, history: [], message, evidence: [], findings: [] });
  }

  it('answers "How long should this take?" on "Plan the approach" with planning time, not the family\'s logging advice', async () => {
    // A todo that is itself a plan gets no kickoff; a block of training the person wrote does (the family's own has its written steps).
    const todo = { ...familyTodo('fitness', 'a half marathon', 'Complete the first four weeks'), title: 'Do the first four weeks of running training' };
    const result = await askOnStep(todo, 'Plan the approach', 'How long should this take?');

    expect(result.response).not.toMatch(/logging|training steps|warm-up/i);
    expect(result.response).toContain(`Planning the approach to "${todo.title}" takes one sitting of 20 to 40 minutes`);
  });

  it('answers on the final check from the todo\'s criteria, not from the family', async () => {
    const todo = familyTodo('fitness', 'a half marathon', 'Complete the first four weeks');
    const duration = await askOnStep(todo, 'Check the result against the success criteria', 'How long should this take?');
    const how = await askOnStep(todo, 'Check the result against the success criteria', 'How do I do this?');

    expect(duration.response).toContain('About 5 minutes a criterion: 2 criteria, so around 10 minutes');
    expect(how.response).not.toMatch(/logging|training steps|one line per session/i);
    expect(how.response).toContain('"Every session logged"');
  });

  it('still answers a question about a thing the family knows, asked on the kickoff', async () => {
    const result = await askOnStep({ ...familyTodo('fitness', 'a half marathon', 'Complete the first four weeks'), title: 'Do the first four weeks of running training' }, 'Plan the approach', 'How do I pick running shoes?');

    expect(result.response).toContain('comfortable');
  });
});

describe('offline step chat: doing the planned sessions is not logging them', () => {
  const todo = familyTodo('fitness', 'a half marathon', 'Complete the first four weeks');
  const ask = (stepTitle: string, message: string) =>
    planner.stepChat({ todo, step: { title: stepTitle, description: '', status: 'pending' }, history: [], message, evidence: [], findings: [] });

  it('tells "Do at least 80% of planned sessions" how to keep the sessions up and count the share, not how to log them', async () => {
    const how = await ask('Do at least 80% of planned sessions', 'How do I do this?');
    const enough = await ask('Do at least 80% of planned sessions', 'When is it enough?');

    expect(how.response).not.toMatch(/one line per session|logging/i);
    expect(how.response).toContain('in your calendar');
    expect(enough.response).toContain('divided by the sessions planned');
  });

  it('gives a step about a week\'s training the family\'s training advice, not logging advice', async () => {
    const result = await ask('Do the long run this week', 'How long should this take?');

    expect(result.response).not.toMatch(/logging|one line per session/i);
  });

  it('still gives a logging step the logging advice', async () => {
    const result = await ask('Log every session', 'How do I do this?');

    expect(result.response).toContain('one line per session');
  });
});

describe('offline step chat: questions the step\'s field knowledge or its own amount answers', () => {
  /** The reply to a question on a step of a todo of the step's field. */
  const ask = (todo: string, step: string, message: string) =>
    planner.stepChat({
      todo: { title: todo, description: null, success_criteria: todo },
      step: { title: step, description: null, status: 'pending' },
      history: [],
      message,
      evidence: [],
      findings: [],
    });

  // the todo, the step, the question, what a useful answer names
  it.each<[string, string, string, string[]]>([
    ['Grow tomatoes on the balcony', 'Harden off the seedlings', 'what does harden off mean?', ['seedlings raised indoors', '7 to 10 days', 'at night']],
    ['Keep my houseplants alive', 'Water the plants', 'how much water?', ['top few centimetres', 'bottom of a pot']],
    ['Get a job as a data analyst', 'Rewrite the CV summary', 'what should I write?', ['three or four lines', 'results with numbers']],
    ['Cook a Thai green curry', 'Cook the curry', 'what if it comes out too spicy?', ['coconut milk', 'a little at a time']],
    ['Write a novel draft', 'Write 500 words a day', 'is 300 ok?', ['300 words is short of', 'progress, not as the step done']],
    ['Write a novel draft', 'Write 500 words a day', 'would 600 be enough?', ['600 words is what', 'counts as the step done']],
    ['Write a novel draft', 'Write 500 words a day', '300 ok?', ['300 words is short of']],
    ['Write a novel draft', 'Write 500 words a day', 'is 300 words a day ok?', ['300 words is short of', 'progress, not as the step done']],
    ['Write a novel draft', 'Write 500 words a day', 'would 600 words per day be enough?', ['600 words is what', 'counts as the step done']],
    ['Run my first 5 km', 'Run 5 km in under 30 minutes', 'is 35 minutes ok?', ['over the 30 minutes']],
  ])('%s, "%s": "%s"', async (todo, step, question, expected) => {
    const result = await ask(todo, step, question);

    expect(result.response).not.toContain(CANNOT_ANSWER);
    expect(result.response).not.toContain("I can't judge");
    for (const text of expected) expect(result.response).toContain(text);
    expect(result.step_completed).toBe(false);
  });

  it('still cannot say what a term means that its field knows nothing of', async () => {
    const result = await ask('Grow tomatoes on the balcony', 'Harden off the seedlings', 'what does F1 hybrid mean?');

    expect(result.response).toContain(CANNOT_ANSWER);
  });
});
