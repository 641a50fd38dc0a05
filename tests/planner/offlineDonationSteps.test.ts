import { itPlansStepsOfEach, stepsOfTodo, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * Giving blood is planned as what a donor does (eligibility, an appointment, eating and drinking
 * beforehand, the donation, rest), and giving money or food to an organisation as a donation
 * (what it needs, what to give, giving it, the receipt); neither is told to ask one person directly.
 */

describe('a todo that gives blood', () => {
  itPlansStepsOfEach(
    [
      ['Donate blood', 'blood'],
      ['Give blood', 'blood'],
      ['Donate plasma', 'plasma'],
      ['Give blood for the first time', 'blood'],
    ],
    '"%s" checks eligibility, books, prepares, donates and rests',
    (title, what) => [`Check you can give ${what}`, 'Book a donation appointment', 'Eat and drink well beforehand', title, 'Rest afterwards', 'Check the result against the success criteria'],
  );

  it('says where to book, what to bring and how to rest', async () => {
    const said = (await stepsOfTodo(todoOf('Donate blood'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/donation centre/);
    expect(said).toMatch(/\bID\b/);
    expect(said).toMatch(/water/);
    expect(said).toMatch(/heavy lifting|hard exercise/);
  });
});

describe('a todo that gives money or food to an organisation', () => {
  itPlansStepsOfEach(
    [
      ['Donate to the food bank', 'Check what the food bank needs', 'Choose what to give'],
      ['Donate food to the food bank', 'Check what the food bank needs', 'Choose what to give'],
      ['Donate money to the Red Cross', 'Check how the Red Cross takes donations', 'Decide how much to give'],
      ['Donate to the Red Cross', 'Check what the Red Cross needs', 'Choose what and how much to give'],
      ['Make a donation to Oxfam', 'Check what Oxfam needs', 'Choose what and how much to give'],
      ['Donate money to charity', 'Choose a charity and check it is registered', 'Decide how much to give'],
    ],
    '"%s" checks what the organisation needs, chooses the gift, gives it and keeps the receipt',
    (title, check, choose) => [check, choose, title, 'Keep the receipt', 'Check the result against the success criteria'],
  );

  it('"Donate 50 euros to charity" has its amount chosen already', async () => {
    expect(await stepTitlesOfTodo(todoOf('Donate 50 euros to charity'))).toEqual([
      'Choose a charity and check it is registered',
      'Donate 50 euros to charity',
      'Keep the receipt',
      'Check the result against the success criteria',
    ]);
  });

  it('says a food bank lists what it takes', async () => {
    const said = (await stepsOfTodo(todoOf('Donate to the food bank'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/food bank lists what it takes/);
    expect(said).toMatch(/receipt/);
  });
});

describe('a donation', () => {
  it.each([['Donate blood'], ['Give blood'], ['Donate to the food bank'], ['Donate 50 euros to charity'], ['Donate money to the Red Cross']])(
    '"%s" is never told to ask one person directly, even with its own actions',
    async (title) => {
      const planned = [...(await stepTitlesOfTodo(todoOf(title))), ...(await stepTitlesOfTodo(todoOf(title, 'Done by Friday\nNoted in the diary', 'Ask a friend to come along. Put it in the calendar.')))];

      expect(planned).not.toContain('Ask one person directly');
    },
  );

  it.each([['Donate old clothes'], ['Take the books to the charity shop'], ['Donate books to the library']])('"%s" still gives things away', async (title) => {
    expect(await stepTitlesOfTodo(todoOf(title))).toContain('Keep the receipt or the listing');
  });
});
