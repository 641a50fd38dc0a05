import { itPlansStepsOfEach, stepsOfTodo, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * A small event a person hosts (a party, a dinner party, a games night, a quiz night, a bake sale)
 * is planned as the steps a host takes: a date (and a place when it is not at home), the guests
 * invited, what the event needs prepared, the event held, and the clearing up, or for a bake sale
 * the money counted and handed over.
 */

const CHECK = 'Check the result against the success criteria';

describe('a todo that hosts a small event', () => {
  itPlansStepsOfEach(
    [
      ['Organise a bake sale', 'Pick a date and a place', 'Ask people to bake and spread the word', 'Get a table and a float of change', 'Collect the bakes and price them', 'Hold the bake sale', 'Count and hand over the money'],
      ['Host a games night', 'Pick a date', 'Write the guest list and send the invitations', 'Choose the games', 'Host the games night', 'Clear up afterwards'],
      ['Organise a party', 'Pick a date and a place', 'Write the guest list and send the invitations', 'Plan the food and drink', 'Hold the party', 'Clear up afterwards'],
      ['Host a dinner party', 'Pick a date', 'Write the guest list and send the invitations', 'Plan the menu and shop for it', 'Host the dinner party', 'Clear up afterwards'],
      ['Throw a birthday party', 'Pick a date and a place', 'Write the guest list and send the invitations', 'Plan the food, the drink and the cake', 'Hold the birthday party', 'Clear up afterwards'],
      ['Host a quiz night', 'Pick a date and a place', 'Write the guest list and send the invitations', 'Write the rounds and the questions', 'Sort people into teams', 'Hold the quiz night', 'Clear up afterwards'],
    ],
    '"%s" is planned as the steps its host takes',
    (_title, ...steps) => [...steps, CHECK],
  );

  it.each([
    ['Host a quiz night at the village hall', 'Pick a date and book the village hall', 'Hold the quiz night'],
    ['Throw a party at home', 'Pick a date', 'Host the party'],
    ['Run a bake sale for the school', 'Pick a date and a place', 'Hold the bake sale'],
    ["Organise Mum's 60th birthday party", 'Pick a date and a place', "Hold Mum's 60th birthday party"],
    ['Plan a surprise party at my parents\' house', 'Pick a date', 'Host the surprise party'],
  ])('"%s" picks a place only when it is not at home, and holds the event the title names', async (title, date, held) => {
    const steps = await stepTitlesOfTodo(todoOf(title));

    expect(steps[0]).toBe(date);
    expect(steps).toContain(held);
  });

  it('says what a bake sale needs: bakes labelled for allergens, coins for change, the money counted by two people', async () => {
    const said = (await stepsOfTodo(todoOf('Organise a bake sale'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/allergen/);
    expect(said).toMatch(/coins/);
    expect(said).toMatch(/two people|second person/);
  });

  it('keeps a surprise from the one it is for', async () => {
    const invite = (await stepsOfTodo(todoOf('Throw a surprise party for Sam'))).find((s) => s.title === 'Write the guest list and send the invitations');

    expect(invite?.description).toMatch(/surprise/);
  });

  itPlansStepsOfEach(
    [
      ['Go to a party', ['Go to a party', CHECK]],
      ['Attend the quiz night', ['Attend the quiz night', CHECK]],
      ['Party on Friday', ['Hold the party on Friday', CHECK]],
      ['Book a party venue', ['Fix the dates and what you need', 'Compare two or three options', 'Book a party venue', 'Get it confirmed in writing', CHECK]],
      ['Hold the party', ['Hold the party', CHECK]],
      ['Host the dinner party', ['Host the dinner party', CHECK]],
      ["Hold Mum's 60th birthday party", ["Hold Mum's 60th birthday party", CHECK]],
      ['Plan a wedding', ['Plan a wedding', CHECK]],
      ['Organise a family reunion for 40 people in August', ['Organise a family reunion for 40 people in August', CHECK]],
      ['Plan the party food', ['Plan the party food', CHECK]],
    ],
    '"%s" hosts nothing and keeps its plan',
    (_title, steps) => steps,
  );

  it('leaves the swap a swap', async () => {
    expect(await stepTitlesOfTodo(todoOf('Host a clothes swap'))).toEqual([
      'Pick a date and a place',
      'Invite people and ask them to bring clothes',
      'Hold the clothes swap',
      'Find a home for the leftover clothes',
      CHECK,
    ]);
  });
});
