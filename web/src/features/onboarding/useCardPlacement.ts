import { useEffect, useState, type RefObject } from 'react';
import { DEFAULT_PLACEMENT, placeCard, samePlacement, type CardPlacement } from './cardPlacement';

/** The bottom of the page's sticky top bar, which the card stays below. */
function topInset(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const box = header.getBoundingClientRect();
  return box.top <= 0 && box.bottom > 0 ? box.bottom : 0;
}

/**
 * Keeps the card clear of the controls `selectors` name, measured again whenever the page
 * lays out anew (the controls appear after a route loads, the window resizes, the page scrolls).
 */
export function useCardPlacement(card: RefObject<HTMLElement | null>, selectors: readonly string[], enabled: boolean): CardPlacement {
  const [placement, setPlacement] = useState<CardPlacement>(DEFAULT_PLACEMENT);
  const key = selectors.join(',');

  useEffect(() => {
    if (!enabled || key === '') {
      setPlacement((current) => (samePlacement(current, DEFAULT_PLACEMENT) ? current : DEFAULT_PLACEMENT));
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = card.current;
      if (!element) return;
      const targets = Array.from(document.querySelectorAll(key), (target) => target.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
      const cardHeight = element.scrollHeight + (element.offsetHeight - element.clientHeight);
      const next = placeCard(window.innerHeight, topInset(), cardHeight, targets);
      setPlacement((current) => (samePlacement(current, next) ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    const mutations = new MutationObserver((records) => {
      // The card's own text changing says nothing of where the controls are.
      if (records.some((record) => !card.current?.contains(record.target))) schedule();
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (card.current) sizes?.observe(card.current);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      mutations.disconnect();
      sizes?.disconnect();
    };
  }, [card, key, enabled]);

  return placement;
}
