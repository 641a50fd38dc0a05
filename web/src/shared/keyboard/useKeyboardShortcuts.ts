import { useEffect, useRef } from 'react';

/**
 * Single-key shortcuts and key sequences ("g" then "d") for the whole page, and Ctrl/Cmd-K.
 *
 * The rules, so a shortcut never takes a key meant for something else:
 * - Nothing fires while the key goes into a text field (input, textarea, select,
 *   contenteditable, a textbox or combobox), nor with Ctrl, Cmd or Alt held; Shift only counts
 *   for keys that need it (`?`), never with a letter.
 * - Ctrl-K or Cmd-K is the one exception: it opens the command palette from anywhere, text fields included.
 * - Nothing fires while a modal dialog is open (its own keys win) or when a handler before this
 *   one already took the key (`defaultPrevented`), nor on a held key's repeats.
 * - The second key of a sequence must come within `SEQUENCE_TIMEOUT_MS`; another key ends the
 *   sequence and counts on its own.
 */
export type Shortcut = {
  /** `event.key` values pressed one after the other: ['n'], ['g', 'd'], ['?']. */
  keys: readonly string[];
  run(): void;
};

export const SEQUENCE_TIMEOUT_MS = 1500;

const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key press on `target` goes into something the user types in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Ctrl-K (Cmd-K on a Mac): the command palette's key. */
export function isCommandPaletteKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;

/** Whether a key press may be a shortcut's key at all (see the rules above). */
export function isShortcutKeyPress(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.shiftKey && /^[a-z]$/i.test(event.key)) return false;
  if (isTypingTarget(event.target)) return false;
  return !modalOpen();
}

type Options = {
  /** Ctrl/Cmd-K; it fires in text fields too. */
  onCommandPalette?(): void;
  /** Off while signed out, say. */
  enabled?: boolean;
};

export function useKeyboardShortcuts(shortcuts: readonly Shortcut[], { onCommandPalette, enabled = true }: Options = {}): void {
  const latest = useRef({ shortcuts, onCommandPalette });
  latest.current = { shortcuts, onCommandPalette };

  useEffect(() => {
    if (!enabled) return;
    let pending: string[] = [];
    let pendingSince = 0;

    const onKeyDown = (event: KeyboardEvent) => {
      const { shortcuts: current, onCommandPalette: openPalette } = latest.current;
      if (openPalette && isCommandPaletteKey(event) && !event.defaultPrevented && !event.repeat && !modalOpen()) {
        event.preventDefault();
        pending = [];
        openPalette();
        return;
      }
      if (!isShortcutKeyPress(event)) {
        if (!['Shift', 'Control', 'Meta', 'Alt'].includes(event.key)) pending = [];
        return;
      }
      if (pending.length > 0 && Date.now() - pendingSince > SEQUENCE_TIMEOUT_MS) pending = [];
      const match = (typed: string[]) => {
        const exact = current.find((s) => s.keys.length === typed.length && s.keys.every((key, i) => key === typed[i]));
        const prefix = current.some((s) => s.keys.length > typed.length && typed.every((key, i) => s.keys[i] === key));
        return { exact, prefix };
      };
      let typed = [...pending, event.key];
      let found = match(typed);
      if (!found.exact && !found.prefix && pending.length > 0) {
        typed = [event.key];
        found = match(typed);
      }
      if (found.exact) {
        event.preventDefault();
        pending = [];
        found.exact.run();
      } else if (found.prefix) {
        event.preventDefault();
        pending = typed;
        pendingSince = Date.now();
      } else {
        pending = [];
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
