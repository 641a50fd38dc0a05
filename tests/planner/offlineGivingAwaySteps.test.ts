import { itPlansStepsOfEach, stepsOfTodo, stepTitlesOfTodo, todoOf } from '../support/offlinePlans';
import { workTypeOf } from '../../planner/offline/workType';

/** Giving things away (donating, selling, recycling, taking them to a charity shop) is planned as what it is: what goes, where it can go, getting it there, and the record. */

describe('a todo that gives things away', () => {
  itPlansStepsOfEach(
    [
      ['Donate old clothes', 'Sort out what goes', 'Find where old clothes can go'],
      ['Give away the sofa', 'Get the sofa ready to go', 'Find where the sofa can go'],
      ['Recycle old electronics', 'Sort out what goes', 'Find where old electronics can go'],
      ['Take the books to the charity shop', 'Sort out what goes', 'Check what the charity shop takes'],
      ['Sell the old bike', 'Get the old bike ready to go', 'Find where to sell the old bike'],
      ['Sell the sofa for at least 100 euros', 'Get the sofa ready to go', 'Find where to sell the sofa'],
      ['Drop donations at the charity shop', 'Sort out what goes', 'Check what the charity shop takes'],
    ],
    '"%s" sorts or readies what goes, finds where it can go, does it and keeps the record',
    (title, ready, where) => [ready, where, title, 'Keep the receipt or the listing', 'Check the result against the success criteria'],
  );

  it.each([['Donate old clothes'], ['Take the books to the charity shop'], ['Sell the old bike'], ['Give away the sofa'], ['Recycle old electronics']])(
    '"%s" is never told to ask one person directly, even with its own actions',
    async (title) => {
      const planned = [...(await stepTitlesOfTodo(todoOf(title))), ...(await stepTitlesOfTodo(todoOf(title, 'Bags gone\nNothing left in the hall', 'Check the pockets. Bag them by kind.')))];

      expect(planned).not.toContain('Ask one person directly');
      expect(planned).toContain('Keep the receipt or the listing');
    },
  );

  it('says where things can go: a charity shop or a collection point, or a listing for what is sold', async () => {
    const said = (await stepsOfTodo(todoOf('Donate old clothes'))).map((s) => s.description).join(' ');
    const sold = (await stepsOfTodo(todoOf('Sell the old bike'))).map((s) => s.description).join(' ');

    expect(said).toMatch(/charity shop/);
    expect(said).toMatch(/collection point/);
    expect(said).toMatch(/receipt/);
    expect(sold).toMatch(/list/i);
    expect(sold).toMatch(/price/);
  });

  it.each([['Donate blood'], ['Sell bread and cakes'], ['Drop off the kids at school'], ['Sell my house'], ['Work out the numbers']])('"%s" gives nothing away: its work type stays other', (title) => {
    expect(workTypeOf(title)).toBe('other');
  });
});
