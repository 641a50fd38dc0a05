import { itPlansStepsOfEach, pickedTodoStepTitles, stepsOfTodo, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * Volunteering is planned as what a volunteer does (what the organisation needs from volunteers,
 * signing up with its induction or checks, the shift, whether to keep a regular slot); giving to
 * charity as a donation; donating bone marrow as joining the donor register. "Ask one person
 * directly" is for a todo that asks other people for something (recruiting, spreading the word,
 * raising money), not for one where the person volunteers or gives themselves, nor for a talk.
 */

const DONE = 'Check the result against the success criteria';

describe('a todo that volunteers at an organisation', () => {
  itPlansStepsOfEach(
    [
      ['Volunteer at the food bank', 'the food bank'],
      ['Volunteer at the animal shelter', 'the animal shelter'],
      ['Help at the soup kitchen', 'the soup kitchen'],
      ['Help out at the food bank', 'the food bank'],
      ['Volunteer with the Red Cross', 'the Red Cross'],
    ],
    '"%s" finds what it needs, signs up, does the shift and decides on a regular slot',
    (title, org) => [`Find out what ${org} needs from volunteers`, 'Sign up as a volunteer', title, 'Note how it went and whether to keep a regular slot', DONE],
  );

  it('"Volunteer at the food bank every Saturday" keeps its day out of the organisation', async () => {
    expect((await stepTitlesOfTodo(todoOf('Volunteer at the food bank every Saturday')))[0]).toBe('Find out what the food bank needs from volunteers');
  });

  it.each(['Volunteer for a charity', 'Volunteer with refugees', 'Volunteer in the community'])('"%s" names no organisation: it chooses where to volunteer first', async (title) => {
    expect((await stepTitlesOfTodo(todoOf(title)))[0]).toBe('Choose where to volunteer');
  });

  it('says where to find the roles, what signing up may ask and what to bring to the shift', async () => {
    const said = (await stepsOfTodo(todoOf('Volunteer at the food bank'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/volunteering page/);
    expect(said).toMatch(/induction|training/);
    expect(said).toMatch(/check/);
    expect(said).toMatch(/regular/);
  });

  it('"Help my daughter with her maths homework" is no volunteering shift', async () => {
    expect(await stepTitlesOfTodo(todoOf('Help my daughter with her maths homework'))).not.toContain('Sign up as a volunteer');
  });
});

describe('a todo whose title starts with "help"', () => {
  it('"Help me get this done" does the help as it is written', async () => {
    expect(await stepTitlesOfTodo(todoOf('Help me get this done'))).toEqual(['Help me get this done', DONE]);
  });
});

describe('a todo that gives to charity', () => {
  itPlansStepsOfEach(
    [
      ['Give to charity', 'Choose a charity and check it is registered', 'Choose what and how much to give'],
      ['Give money to the Red Cross', 'Check how the Red Cross takes donations', 'Decide how much to give'],
    ],
    '"%s" checks the organisation, chooses the gift, gives it and keeps the receipt',
    (title, check, choose) => [check, choose, title, 'Keep the receipt', DONE],
  );

  it('"Give money to my sister" is no donation to an organisation', async () => {
    expect(await stepTitlesOfTodo(todoOf('Give money to my sister'))).not.toContain('Keep the receipt');
  });
});

describe('a todo that donates bone marrow', () => {
  itPlansStepsOfEach(
    [
      ['Donate bone marrow', 'bone marrow'],
      ['Join the bone marrow register', 'bone marrow'],
      ['Become a bone marrow donor', 'bone marrow'],
      ['Become a stem cell donor', 'stem cell'],
    ],
    '"%s" joins the donor register',
    (_title, register) => [`Check you can join the ${register} register`, 'Register and give a cheek swab sample', 'Keep your contact details up to date', 'Answer when the register calls', DONE],
  );

  it('says how a swab is given and what a match means', async () => {
    const said = (await stepsOfTodo(todoOf('Donate bone marrow'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/swab/);
    expect(said).toMatch(/match/);
  });
});

describe('the community tip "Ask one person directly"', () => {
  it.each(['Volunteer at the food bank', 'Give to charity', 'Donate bone marrow', 'Talk to the people it is for', 'Agree the plan with the organisers'])(
    'is not given to "%s"',
    async (title) => {
      expect(await stepTitlesOfTodo(todoOf(title))).not.toContain('Ask one person directly');
    },
  );

  it.each(['Recruit volunteers', 'Spread the word', 'Raise money for the shelter', 'Gather money, space and materials'])('is given to "%s", which asks other people', async (title) => {
    expect(await stepTitlesOfTodo(todoOf(title))).toContain('Ask one person directly');
  });

  it('a talk with the people it is for gets the conversation tip', async () => {
    expect(await stepTitlesOfTodo(todoOf('Talk to the people it is for'))).toEqual(['Write down what to ask', 'Talk to the people it is for', DONE]);
  });

  it.each([
    ['Recruit volunteers', true],
    ['Spread the word', true],
    ['Talk to the people it is for', false],
    ['Agree the plan with the organisers', false],
  ])('in a community plan, "%s" gets it: %s', async (title, given) => {
    const steps = await pickedTodoStepTitles((todo) => todo.title === title, 'Organise a neighbourhood clean-up');

    expect(steps.includes('Ask one person directly')).toBe(given);
  });
});
