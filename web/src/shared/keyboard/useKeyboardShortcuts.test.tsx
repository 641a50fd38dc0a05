import '../../testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { SEQUENCE_TIMEOUT_MS, useKeyboardShortcuts, type Shortcut } from './useKeyboardShortcuts';

type Fired = string[];

function Harness({ fired, modal = false }: { fired: Fired; modal?: boolean }) {
  const shortcuts: Shortcut[] = [
    { keys: ['n'], run: () => fired.push('new todo') },
    { keys: ['/'], run: () => fired.push('search') },
    { keys: ['?'], run: () => fired.push('shortcuts') },
    { keys: ['g', 'd'], run: () => fired.push('dashboard') },
    { keys: ['g', 'm'], run: () => fired.push('missions') },
  ];
  useKeyboardShortcuts(shortcuts, { onCommandPalette: () => fired.push('palette') });
  return (
    <div>
      <input aria-label="Title" />
      <input aria-label="Done" type="checkbox" />
      <textarea aria-label="Notes" />
      <select aria-label="Priority">
        <option>High</option>
      </select>
      <div contentEditable suppressContentEditableWarning aria-label="Rich text">
        <p>Editable</p>
      </div>
      <div role="combobox" aria-controls="x" aria-expanded="false" aria-label="Picker" tabIndex={0} />
      <button type="button">A button</button>
      {modal ? <div role="dialog" aria-modal="true" aria-label="A dialog" /> : null}
    </div>
  );
}

function setUp(modal = false) {
  const fired: Fired = [];
  render(<Harness fired={fired} modal={modal} />);
  return fired;
}

const press = (target: Element, key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key, ...init });

afterEach(() => {
  jest.useRealTimers();
});

describe('keyboard shortcuts', () => {
  it('fire on the page and on buttons and checkboxes', () => {
    const fired = setUp();
    press(document.body, 'n');
    press(screen.getByRole('button', { name: 'A button' }), '/');
    press(screen.getByRole('checkbox', { name: 'Done' }), '?', { shiftKey: true });
    expect(fired).toEqual(['new todo', 'search', 'shortcuts']);
  });

  it.each([
    ['a text input', () => screen.getByRole('textbox', { name: 'Title' })],
    ['a textarea', () => screen.getByRole('textbox', { name: 'Notes' })],
    ['a select', () => screen.getByRole('combobox', { name: 'Priority' })],
    ['a contenteditable', () => screen.getByText('Editable')],
    ['a combobox', () => screen.getByRole('combobox', { name: 'Picker' })],
  ])('never fire while typing in %s', (_where, target) => {
    const fired = setUp();
    for (const key of ['n', '/', '?', 'g', 'd']) press(target(), key);
    expect(fired).toEqual([]);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['Shift with a letter', { shiftKey: true }],
  ])('never fire with %s held', (_modifier, init) => {
    const fired = setUp();
    press(document.body, 'n', init);
    press(document.body, 'g', init);
    press(document.body, 'd', init);
    expect(fired).toEqual([]);
  });

  it('Ctrl-K and Cmd-K open the palette, from a text field too, and nothing else does with them', () => {
    const fired = setUp();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(press(title, 'k', { ctrlKey: true })).toBe(false);
    press(document.body, 'K', { metaKey: true });
    press(document.body, 'k');
    press(document.body, 'k', { ctrlKey: true, altKey: true });
    expect(fired).toEqual(['palette', 'palette']);
  });

  it('take a sequence: g then a key', () => {
    const fired = setUp();
    press(document.body, 'g');
    press(document.body, 'm');
    press(document.body, 'g');
    press(document.body, 'd');
    expect(fired).toEqual(['missions', 'dashboard']);
  });

  it('let a key that ends a sequence count on its own, and forget a sequence left too long', () => {
    jest.useFakeTimers();
    const fired = setUp();
    press(document.body, 'g');
    press(document.body, 'n');
    press(document.body, 'd');
    expect(fired).toEqual(['new todo']);

    press(document.body, 'g');
    jest.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    press(document.body, 'd');
    expect(fired).toEqual(['new todo']);
  });

  it('do not go on with a sequence when its second key was typed in a field', () => {
    const fired = setUp();
    press(document.body, 'g');
    press(screen.getByRole('textbox', { name: 'Title' }), 'd');
    press(document.body, 'd');
    expect(fired).toEqual([]);
  });

  it('stay quiet while a modal dialog is open, Ctrl-K included', () => {
    const fired = setUp(true);
    press(document.body, 'n');
    press(document.body, '?', { shiftKey: true });
    press(document.body, 'k', { ctrlKey: true });
    expect(fired).toEqual([]);
  });

  it('leave a key that an earlier handler took, and a held key repeating', () => {
    const fired = setUp();
    const button = screen.getByRole('button', { name: 'A button' });
    const taken = (event: Event) => event.preventDefault();
    button.addEventListener('keydown', taken);
    press(button, 'n');
    button.removeEventListener('keydown', taken);
    press(document.body, 'n', { repeat: true });
    expect(fired).toEqual([]);
  });
});
