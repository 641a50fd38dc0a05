/**
 * Records the elements scrolled into view (jsdom has no scrollIntoView) until the test ends:
 * the returned function gives them in order.
 */
export function watchScrollIntoView(): () => Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  afterEachOnce(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
  return () => [...scrolled];
}

let pending: (() => void)[] = [];
afterEach(() => {
  for (const undo of pending) undo();
  pending = [];
});
const afterEachOnce = (undo: () => void) => pending.push(undo);
