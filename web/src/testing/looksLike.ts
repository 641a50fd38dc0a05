/** True when the element carries every class of a shared style (its look is that style's, not a copy). */
export const looksLike = (element: HTMLElement, style: string) => style.split(' ').every((name) => element.classList.contains(name));
