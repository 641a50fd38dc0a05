/**
 * Where the tour's card goes so it never covers what the step asks the user to use: docked at
 * the bottom (its usual place) when it fits below every such control in view, else at the top
 * under the navigation bar, else on the side with more room, with its height limited to that
 * room (its text scrolls).
 */
export type CardPlacement = { edge: 'top' | 'bottom'; offset: number; maxHeight: number | null };
export type VerticalBox = { top: number; bottom: number };

/** Space kept between the card and the viewport's edge or a control. */
export const CARD_MARGIN = 16;
/** Below this the card would not show its buttons: it keeps this much and may cover. */
const MIN_CARD_HEIGHT = 160;

export const DEFAULT_PLACEMENT: CardPlacement = { edge: 'bottom', offset: CARD_MARGIN, maxHeight: null };

/**
 * @param viewportHeight the window's inner height
 * @param topInset where the page's own fixed top bar ends (0 without one)
 * @param cardHeight the card's full height with all its text
 * @param targets the step's controls as laid out now (viewport coordinates)
 */
export function placeCard(viewportHeight: number, topInset: number, cardHeight: number, targets: readonly VerticalBox[]): CardPlacement {
  const inView = targets.filter((t) => t.bottom > topInset && t.top < viewportHeight);
  if (inView.length === 0) return DEFAULT_PLACEMENT;
  const topOffset = topInset + CARD_MARGIN / 2;
  const roomBelow = viewportHeight - CARD_MARGIN - Math.max(...inView.map((t) => t.bottom)) - CARD_MARGIN;
  const roomAbove = Math.min(...inView.map((t) => t.top)) - CARD_MARGIN - topOffset;
  if (cardHeight <= roomBelow) return DEFAULT_PLACEMENT;
  if (cardHeight <= roomAbove) return { edge: 'top', offset: topOffset, maxHeight: null };
  const edge = roomAbove > roomBelow ? 'top' : 'bottom';
  const room = Math.max(roomAbove, roomBelow, MIN_CARD_HEIGHT);
  return { edge, offset: edge === 'top' ? topOffset : CARD_MARGIN, maxHeight: Math.floor(room) };
}

export const samePlacement = (a: CardPlacement, b: CardPlacement) => a.edge === b.edge && a.offset === b.offset && a.maxHeight === b.maxHeight;
