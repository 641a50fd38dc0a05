import { classifyGoal } from '../../planner/offline/goalKinds';
import { missionTitlesOf, planOf, questionsOf, todoTitlesOf } from '../support/offlinePlans';

/** Everyday goals get the plan of the field they are in, read from what the person wrote. */

describe('the family of an everyday goal', () => {
  it.each([
    ['Get fit after having a baby', 'My daughter is 4 months old. I used to run before pregnancy. I can train while she naps.'],
    ['Get back in shape after my pregnancy', 'My son is six months old.'],
    ['Get fit again', 'I have not done any sport for years.'],
  ])('plans "%s" as fitness, not as expecting a baby', async (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('fitness');
    const todos = (await todoTitlesOf(title, description, [], null)).join(' ');

    expect(todos).toMatch(/training plan|baseline/i);
    expect(todos).not.toMatch(/birth plan|hospital bag|Decide what done means/i);
  });

  it.each([
    ['Get fit after having a baby', 'getting fit after having a baby'],
    ['Get in shape', 'getting in shape'],
  ])('names the goal of "%s" as getting into that state in its titles', async (title, goal) => {
    const titles = [...(await todoTitlesOf(title, '', [], null)), ...(await missionTitlesOf(title, '', [], null))];

    expect(titles).toContain(`Reach the target: ${goal}`);
    expect(titles.join('\n')).not.toMatch(/(?:for|:) (?:fit|Get)\b/);
  });

  it.each([
    ['Prepare for having a baby', 'Our first is due in May.'],
    ['Get ready for our new baby', 'I am 20 weeks pregnant.'],
  ])('still plans "%s" as expecting a baby', (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('baby');
  });
});

describe('an everyday goal whose title names two fields', () => {
  it.each([
    ['Organise a family reunion for 40 people in August', '', 'event'],
    ['Plan a school reunion for our class of 2006', '', 'event'],
    ['Learn Spanish to B1 before a trip in August', 'I know some words from school.', 'languages'],
    ['Train for a 100 km cycling tour', 'The tour is on 20 June.', 'fitness'],
    ['Quit sugar', 'I eat chocolate every afternoon and drink two sodas a day.', 'health'],
    ['Plan a surprise party at my parents\' house', '', 'event'],
  ])('plans "%s" in the field it is about', (title, description, family) => {
    expect(classifyGoal(title, description).kind.id).toBe(family);
  });

  it('plans a speech given at a wedding as the speech, not as organising the wedding', async () => {
    const todos = (await todoTitlesOf("Give the best man speech at my brother's wedding", '', [], null)).join('\n');

    expect(todos).not.toMatch(/venue|invitations|supplier|guest count/i);
    expect(todos).toMatch(/best man speech/i);
  });
});

describe('a goal to declutter', () => {
  it.each([
    ['Declutter the whole flat', 'Three rooms, stuff everywhere.'],
    ['Declutter the garage', 'We cannot park the car in it any more.'],
    ['Declutter my wardrobe', 'Half of it I never wear.'],
    // A verb of two words is the title's verb all the same.
    ['Clear out the loft', ''],
    ['Tidy up the garage', ''],
    ['Sort out the garage', ''],
    ['Sort out the loft', 'Boxes from three moves.'],
  ])('plans "%s" as sorting things room by room, not as a renovation with tradespeople', async (title, description) => {
    const todos = (await todoTitlesOf(title, description, [{ question: 'Who does the work?', answer: 'All myself' }])).join('\n');

    expect(todos).toMatch(/keep, donate, sell and bin/);
    expect(todos).not.toMatch(/quotes|tradesp|Measure and photograph|snag/i);
  });
});

describe('a goal to earn a certificate', () => {
  it.each([
    ['Get my first aid certificate', 'My employer pays for a two-day course.'],
    ['Get my scuba diving certification', ''],
  ])('plans "%s" from what the certificate requires, not from a level to reach', async (title, description) => {
    const todos = (await todoTitlesOf(title, description, [{ question: 'By when?', answer: 'by March' }])).join('\n');

    expect(classifyGoal(title, description).kind.id).toBe('learning');
    expect(todos).toMatch(/what the certificate requires/i);
    expect(todos).not.toMatch(/target level/i);
  });

  it.each([
    ['Become a certified first aider', 'first aid'],
    ['Get my first aid certificate', 'first aid'],
    ['Get my scuba diving certification', 'scuba diving'],
    ['Become a certified personal trainer', 'personal training'],
  ])('names the field of "%s" in its titles and questions, not the certificate or the role', async (title, field) => {
    const { todos } = await planOf(title);
    const titles = todos.map((t) => t.title).join('\n');
    const questions = await questionsOf(title);

    expect(classifyGoal(title, '').kind.id).toBe('learning');
    expect(titles).toMatch(/what the certificate requires/i);
    expect(`${titles}\n${questions}`).not.toMatch(/certified|aider\b|trainer\b|(?:your|in|of|for) (?:your )?[\w ]*certificat/i);
    expect(titles).toContain(field);
  });

  it('still asks a learner of a skill for the level to reach', async () => {
    expect((await todoTitlesOf('Learn Python', '', [], null)).join('\n')).toMatch(/target level/i);
  });
});

describe('a creative goal', () => {
  const descriptionsOf = async (title: string) => (await planOf(title)).todos.map((t) => `${t.title}: ${t.description}`).join('\n');

  it('gives a podcast the basics of a podcast, not scales and chords or gesture drawing', async () => {
    const plan = await descriptionsOf('Start a podcast');

    expect(plan).toMatch(/Drill the fundamentals: .*(?:voice|microphone|sound)/);
    expect(plan).not.toMatch(/scales|chords|gesture drawing|exposure|shot framing/i);
  });

  it.each([
    ['Write songs for an album', /scales and chords/, /gesture drawing|shot framing/],
    ['Learn watercolour painting', /gesture drawing/, /scales|shot framing/],
  ])('gives "%s" the basics of its own craft', async (title, own, other) => {
    const plan = await descriptionsOf(title);

    expect(plan).toMatch(own);
    expect(plan).not.toMatch(other);
  });
});

describe('a goal of everyday life no field claimed before', () => {
  it.each([
    ['Adopt a rescue dog', 'pets', /rescue or a responsible breeder/, /vet/i],
    ['Read 24 books this year', 'reading', /Build a reading list/, /pace/i],
    ['Teach my kid to ride a bike', 'teachChild', /Get a bike that fits and a helmet/, /balance/i],
  ])('plans "%s" as a person who has done it would, not with the general frame', async (title, family, todo, word) => {
    const { todos } = await planOf(title, '', ['within 3 months']);
    const titles = todos.map((t) => t.title).join('\n');

    expect(classifyGoal(title, '').kind.id).toBe(family);
    expect(titles).toMatch(todo);
    expect(todos.map((t) => `${t.title} ${t.description}`).join(' ')).toMatch(word);
    expect(titles).not.toMatch(/Decide what done means|List the tools, money and help/);
  });

  it('keeps a habit with a pet, a cat show and an adult learning to ride out of those plans', () => {
    expect(classifyGoal('Walk the dog every day', '').kind.id).toBe('habits');
    expect(classifyGoal('Breed and show Maine Coon cats', 'First litter registered and one kitten shown; no kittens sold before 13 weeks').kind.id).not.toBe('pets');
    expect(classifyGoal('Learn to ride a bike', '').kind.id).not.toBe('teachChild');
    expect(classifyGoal('Write my first book', '').kind.id).toBe('writing');
  });

  it('gives a cat a cat\'s home and a swimmer a pool, not a dog\'s lead or a bike', async () => {
    const cat = (await todoTitlesOf('Adopt a cat from the rescue centre', '', ['within 3 months'])).join('\n');
    const swim = (await todoTitlesOf('Teach my son to swim', '', ['within 3 months'])).join('\n');

    expect(cat).toMatch(/litter tray/);
    expect(cat).not.toMatch(/lead|dog/i);
    expect(swim).toMatch(/pool/);
    expect(swim).not.toMatch(/bike|helmet/i);
  });
});
