import { toListener } from '../../planner/offline/text';

describe("the person's words said back to them", () => {
  it.each([
    ['My knee sometimes hurts after long runs', 'Your knee sometimes hurts after long runs'],
    ["I jog twice a week and I'm slow", "You jog twice a week and you're slow"],
    ['I am moving with my partner, we rent our flat', 'You are moving with your partner, you rent your flat'],
    ['Mostly I run at 6 am before work', 'Mostly you run at 6 am before work'],
    ['We move to the US in May', 'You move to the US in May'],
  ])('"%s" is "%s"', (said, back) => {
    expect(toListener(said)).toBe(back);
  });
});
