import { odysseyQuestionsOf } from '../support/offlinePlans';

const house = {
  title: 'Save 10,000 euros for a house deposit by December 2027',
  description: 'I earn 2800 a month after tax and save maybe 200 when I remember. I have 1,200 in savings and a 3,000 credit card balance.',
};

describe('offline planner: odyssey questions ask only what the person has not said', () => {
  it('says back the savings, debts and income they wrote and asks what rent and bills take', async () => {
    const questions = await odysseyQuestionsOf(house.title, house.description);

    expect(questions).toContain('You have 1,200 in savings, a 3,000 credit card balance and earn 2800 a month after tax: what do rent and bills take each month?');
    expect(questions.join(' ')).not.toMatch(/situation today/);
  });

  it('asks only for the parts of their situation they left out', async () => {
    const questions = await odysseyQuestionsOf('Pay off my 5,000 credit card debt by June 2027', 'I earn 2,400 a month.');

    expect(questions).toContain('You have a 5,000 credit card debt and earn 2,400 a month: what about your savings, and what do rent and bills take each month?');
  });

  it('asks why, not what the goal is, when the title names it with an amount and a date', async () => {
    const questions = await odysseyQuestionsOf(house.title, house.description);

    expect(questions).toContain('Why a house deposit now — what changes when you have it?');
    expect(questions.join(' ')).not.toMatch(/most important money goal/);
  });

  it('does not ask the goal or its why when the person gave both', async () => {
    const questions = await odysseyQuestionsOf('Save 5,000 euros for a wedding by June 2028 because we want no debt', 'We earn 4,000 a month together.');

    expect(questions.join(' ')).not.toMatch(/\bgoal\b|\bwhy\b/i);
    expect(questions).toHaveLength(5);
  });

  it('looks ahead to their deadline, not to a span of years', async () => {
    const questions = await odysseyQuestionsOf(house.title, house.description);

    expect(questions[0]).toBe('What should your finances look like by December 2027, beyond the house deposit?');
  });

  it('still asks about three to five years and the goal when the title gives neither a date nor an amount', async () => {
    const questions = await odysseyQuestionsOf('Get on top of my money', '');

    expect(questions).toEqual(expect.arrayContaining(['What should your finances look like in three to five years?', 'What is the most important money goal, and why?']));
  });

  it('still asks what has been hard so far when the person says what they do today', async () => {
    const questions = await odysseyQuestionsOf('Cook dinner at home five nights a week', 'I cook twice a week, pasta mostly.');

    expect(questions).toContain('What has made cooking hard so far (time, ideas, shopping, washing up)?');
  });

  describe.each([
    // title, description, what a question must not ask again, what one says back or asks instead
    [house.title, house.description, /three to five years|most important money goal|situation today/, /^You have 1,200 in savings/],
    ['Pay off my 5,000 credit card debt by June 2027', 'I earn 2,400 a month and rent is 900.', /three to five years|most important money goal|situation today/, /what about your savings/],
    ['Build an emergency fund of 6 months expenses', 'I spend about 2,000 a month and have 3,000 saved.', /most important money goal|situation today/, /^You have 3,000 saved: what about your debts and income/],
    ['Run a half marathon by October 2027', 'I jog twice a week, 5 km at most.', /baseline|event or date/, /^You jog twice a week, 5 km at most:/],
    ['Train for a 100 km cycling event in August 2027', 'I cycle 30 km on weekends.', /baseline|event or date/, /^You cycle 30 km on weekends:/],
    ['Learn to drive and pass my test by May 2027', 'I have had three lessons. Budget 1,500 euros.', /how much have you driven|by when do you want/i, /^You have had three lessons: what makes you nervous on the road\?$/],
    ['Speak Spanish at B1 level by summer 2027', 'I did two years at school, I can order food.', /which level \(CEFR\)/i, /by summer/],
    ['Write a novel draft of 80,000 words by December 2027', 'I have 10,000 words and write on Sundays.', /writing routine today/i, /^You have 10,000 words and write on Sundays: what gets in the way\?$/],
    ['Change career from accounting to UX design by the end of 2027', 'I have 8 years in accounting and did a short online course. I can spend 6 hours a week.', /two to three years|that place/, /6 hours a week/],
    ['Get promoted to senior engineer by end of 2027', 'I am a mid-level engineer with 3 years at the company.', /where do you want to be in title and pay|next review cycle or a few years/i, /^Why this goal now/],
    ['Move to a two-bedroom flat in Leeds by March 2027', 'We pay 1500 euros a month rent now and have a budget of 1,800 a month.', /what is the total budget|what is the time frame/i, /by March 2027/],
    ['Move to Berlin for a new job in April 2027', 'I speak basic German and have 4,000 euros saved for the move.', /what is the total budget|what is the time frame/i, /4,000 euros/],
    ["Play the guitar at a friend's wedding in June 2027", 'I know four chords and practise 20 minutes a day.', /how much time per week|is there a date that anchors/i, /20 minutes a day/],
    ['Exhibit my paintings in a local gallery by June 2027', 'I paint every weekend and have 12 finished canvases.', /in a year|is there a date that anchors/i, /proud by June 2027/],
    ['Open a bakery by September 2027', 'I have 20,000 euros saved and bake for friends every week.', /in a year|time frame for the first sale/i, /success look like by September 2027/],
  ])('"%s" ("%s")', (title, description, askedAgain, saidInstead) => {
    let questions: string[];
    beforeAll(async () => {
      questions = await odysseyQuestionsOf(title, description);
    });

    it('does not ask again what the title and description say', () => {
      for (const question of questions) expect(question).not.toMatch(askedAgain);
    });

    it('says it back, or asks from it', () => {
      expect(questions.some((q) => saidInstead.test(q))).toBe(true);
    });

    it('asks at least two distinct questions, none of them empty', () => {
      expect(questions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(questions).size).toBe(questions.length);
      for (const question of questions) expect(question).toMatch(/\w.*\?$/);
    });
  });
});
