import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { FindAndMove } from './FindAndMove';
import { useFindAndMove } from './findAndMoveContext';

function Page() {
  const location = useLocation();
  const { openPalette } = useFindAndMove();
  return (
    <div>
      <p data-testid="where">{location.pathname}</p>
      <label>
        Notes <input />
      </label>
      <button type="button" onClick={openPalette}>
        Search
      </button>
    </div>
  );
}

function setUp() {
  installFakeApi().on('GET', '/missions/', { body: [] });
  renderWithApp(
    <FindAndMove>
      <Page />
    </FindAndMove>,
    { path: '/dashboard', route: '*' },
  );
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => fireEvent.keyDown(target, { key, ...init });
const where = () => screen.getByTestId('where').textContent;

describe('FindAndMove', () => {
  it('g then d, t, m or o goes to the dashboard, todos, missions or odysseys', () => {
    setUp();
    for (const [key, path] of [
      ['m', '/missions'],
      ['o', '/odysseys'],
      ['t', '/todos'],
      ['d', '/dashboard'],
    ]) {
      press('g');
      press(key);
      expect(where()).toBe(path);
    }
  });

  it('n opens a new todo, ? the shortcuts, / and Ctrl-K the palette with the search focused', async () => {
    setUp();
    press('n');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Create New Todo' })).toBeTruthy();
    press('Escape', {}, document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    press('?', { shiftKey: true });
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet.textContent).toContain('Go to missions');
    press('n', {}, document.activeElement!);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    press('Escape', {}, document.activeElement!);

    press('/');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Search todos/ }));
    press('Escape', {}, document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    press('k', { ctrlKey: true }, screen.getByRole('textbox', { name: 'Notes' }));
    expect(screen.getByRole('dialog', { name: 'Search and commands' })).toBeTruthy();
  });

  it('leaves keys typed in a field alone', () => {
    setUp();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    for (const key of ['n', '/', '?', 'g', 'm']) press(key, {}, notes);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/dashboard');
  });

  it('the palette’s commands open a new todo and the shortcuts sheet', async () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('option', { name: /Keyboard shortcuts/ }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    press('Escape', {}, document.activeElement!);

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('option', { name: /New todo/ }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Create New Todo' })).toBeTruthy();
  });
});
