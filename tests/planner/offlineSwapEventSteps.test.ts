import { itPlansStepsOfEach, stepsOfTodo, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';

/**
 * A swap someone organises (books, clothes, plants, toys) is planned as the small event it is: a
 * date and a place, people invited and asked to bring what is swapped, the swap held, and what is
 * left over given a home.
 */

describe('a todo that organises a swap', () => {
  itPlansStepsOfEach(
    [
      ['Organise a book swap', 'books', 'the book swap'],
      ['Host a clothes swap', 'clothes', 'the clothes swap'],
      ['Run a plant swap at the library', 'plants', 'the plant swap'],
      ['Organise a toy exchange', 'toys', 'the toy exchange'],
      ['Set up a swap', 'things to swap', 'the swap'],
    ],
    '"%s" picks a date and a place, invites people, holds the swap and finds a home for what is left',
    (_title, things, swap) => [
      'Pick a date and a place',
      `Invite people and ask them to bring ${things}`,
      `Hold ${swap}`,
      `Find a home for the leftover ${things === 'things to swap' ? 'things' : things}`,
      'Check the result against the success criteria',
    ],
  );

  it('says how a swap works: bring some, take some', async () => {
    const said = (await stepsOfTodo(todoOf('Organise a book swap'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/library|community centre/);
    expect(said).toMatch(/bring/);
    expect(said).toMatch(/charity shop/);
  });

  it.each([['Join a book swap'], ['Organise a house swap'], ['Swap the tyres'], ['Start a swap shop']])('"%s" is no swap to hold', async (title) => {
    expect(await stepTitlesOfTodo(todoOf(title))).not.toContain('Pick a date and a place');
  });
});
