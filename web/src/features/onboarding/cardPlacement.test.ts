import { CARD_MARGIN, DEFAULT_PLACEMENT, placeCard } from './cardPlacement';

const phone = 844;
const nav = 56;

describe('placing the tour card', () => {
  it('stays docked at the bottom when the step names nothing, or nothing of it is in view', () => {
    expect(placeCard(phone, nav, 400, [])).toEqual(DEFAULT_PLACEMENT);
    expect(placeCard(phone, nav, 400, [{ top: 900, bottom: 980 }])).toEqual(DEFAULT_PLACEMENT);
    expect(placeCard(phone, nav, 400, [{ top: 0, bottom: 40 }])).toEqual(DEFAULT_PLACEMENT);
  });

  it('stays at the bottom when it fits below the controls', () => {
    expect(placeCard(phone, nav, 400, [{ top: 100, bottom: 300 }])).toEqual(DEFAULT_PLACEMENT);
  });

  it('moves to the top, under the navigation bar, when the bottom would cover an input there', () => {
    const placement = placeCard(phone, nav, 400, [{ top: 740, bottom: 830 }]);
    expect(placement).toEqual({ edge: 'top', offset: nav + CARD_MARGIN / 2, maxHeight: null });
    // The card's box then ends above the input.
    expect(placement.offset + 400).toBeLessThan(740);
  });

  it('takes the larger side and limits its height to it when neither side fits the whole card', () => {
    const placement = placeCard(800, nav, 500, [{ top: 300, bottom: 420 }]);
    expect(placement).toEqual({ edge: 'bottom', offset: CARD_MARGIN, maxHeight: 800 - CARD_MARGIN - 420 - CARD_MARGIN });
    const above = placeCard(800, nav, 500, [{ top: 500, bottom: 560 }]);
    expect(above).toEqual({ edge: 'top', offset: nav + CARD_MARGIN / 2, maxHeight: 500 - CARD_MARGIN - nav - CARD_MARGIN / 2 });
  });

  it('keeps clear of every control at once, even when that leaves less than the whole card', () => {
    const controls = [{ top: 100, bottom: 140 }, { top: 600, bottom: 640 }];
    const placement = placeCard(phone, nav, 200, controls);
    expect(placement).toEqual({ edge: 'bottom', offset: CARD_MARGIN, maxHeight: phone - CARD_MARGIN - 640 - CARD_MARGIN });
    const cardTop = phone - placement.offset - (placement.maxHeight ?? 0);
    expect(controls.every((c) => c.bottom < cardTop)).toBe(true);
  });
});
