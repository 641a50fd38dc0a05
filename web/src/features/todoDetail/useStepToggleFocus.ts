import { useLayoutEffect, useRef } from 'react';

/**
 * Completing a step replaces its checkbox with Reopen, and reopening does the reverse: the
 * control the user pressed leaves the page and the focus would fall back to the page's start.
 * Once the step has changed, the focus moves to the control that took its place, so a keyboard
 * user stays on the step; it is left where it is when the user has moved on meanwhile.
 */
export function useStepToggleFocus(done: boolean) {
  const checkbox = useRef<HTMLInputElement>(null);
  const reopen = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  useLayoutEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (done ? reopen : checkbox).current?.focus();
  }, [done]);

  return { checkbox, reopen, markPressed: () => (pressed.current = true) };
}
