import '../../../testing/jsdomPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../../../shared/toast/useToast';
import { installFakeApi, type FakeApi } from '../../../testing/fakeApi';
import { renderWithApp } from '../../../testing/renderWithApp';
import { settle } from '../../../testing/settle';
import { CommandPalette, SEARCH_DEBOUNCE_MS } from './CommandPalette';

const hit = (kind: 'todo' | 'mission' | 'odyssey', id: string, title: string, extra: Record<string, unknown> = {}) => ({
  kind,
  id,
  title,
  matched_in: 'title',
  snippet: null as string | null,
  parent_title: null,
  status: kind === 'todo' ? 'pending' : 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  ...(kind === 'todo' ? { mission_id: null } : kind === 'mission' ? { odyssey_id: null } : {}),
  ...extra,
});

const TODO_ID = '11111111-1111-4111-8111-111111111111';
const MISSION_ID = '22222222-2222-4222-8222-222222222222';

function searchApi(): FakeApi {
  return installFakeApi().on('GET', /^\/search\?/, (request) => {
    const q = new URL(`http://x${request.path}`).searchParams.get('q') ?? '';
    if (q === 'broken') return { status: 429, body: { detail: 'You have searched 120 times in the last minute. Try again in 30 seconds.' } };
    const items = [
      hit('todo', TODO_ID, 'Buy a grammar book', { parent_title: 'Pass A2', status: 'in_progress' }),
      hit('mission', MISSION_ID, 'Grammar drills', { matched_in: 'description', snippet: '…practise grammar every day…' }),
    ].filter((item) => item.title.toLowerCase().includes(q.toLowerCase()) || item.snippet?.includes(q));
    return { body: { items, next_cursor: null } };
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Raises a toast as anything in the app may while the palette is open (a save, a live update). */
let raiseToast: (message: string) => void = () => undefined;
function ToastRaiser() {
  const toast = useToast();
  raiseToast = toast.success;
  return null;
}

function Harness({ onNewTodo = () => {}, onShowShortcuts = () => {} }: { onNewTodo?(): void; onShowShortcuts?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <Where />
      <ToastRaiser />
      <CommandPalette open={open} onClose={() => setOpen(false)} onNewTodo={onNewTodo} onShowShortcuts={onShowShortcuts} />
    </>
  );
}

const renderPalette = (props: Parameters<typeof Harness>[0] = {}) => {
  const result = renderWithApp(<Harness {...props} />, { path: '/dashboard', route: '*' });
  const opener = screen.getByRole('button', { name: 'Open search' });
  opener.focus();
  fireEvent.click(opener);
  return { ...result, opener };
};
const input = () => screen.getByRole('combobox', { name: /Search todos, missions and odysseys/ });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const activeOption = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(input(), { key: name, ...init });
async function afterPause() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 20));
  });
  await settle();
}

describe('CommandPalette', () => {
  it('is a labelled modal dialog with a combobox over one listbox, focused on opening', () => {
    searchApi();
    renderPalette();
    const dialog = screen.getByRole('dialog', { name: 'Search and commands' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual(['New todon', 'Go to dashboardgd', 'Go to todosgt', 'Go to missionsgm', 'Go to odysseysgo', 'Keyboard shortcuts?']);
    expect(activeOption()?.textContent).toMatch(/^New todo/);
    expect(screen.getByRole('status').textContent).toBe('Type to search your todos, missions and odysseys.');
  });

  it('searches once typing pauses and shows results before commands', async () => {
    const api = searchApi();
    renderPalette();
    type('g');
    type('gr');
    type('gram');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    expect(api.calls('GET', /^\/search/)).toHaveLength(0);
    await afterPause();
    expect(api.calls('GET', /^\/search/).map((r) => r.path)).toEqual(['/search?q=gram&limit=8']);
    expect(screen.getByRole('status').textContent).toBe('2 results.');
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Results']);
    expect(options().map((option) => option.textContent)).toEqual(['TodoBuy a grammar bookin Pass A2In Progress', 'MissionGrammar drills…practise grammar every day…Active']);
  });

  it('gives each result its whole title on hover, as a long one is cut to one line on a wide screen', async () => {
    searchApi();
    renderPalette();
    type('grammar');
    await afterPause();
    expect(within(options()[0]).getByText('Buy a grammar book').getAttribute('title')).toBe('Buy a grammar book');
  });

  it('moves with the arrow keys and opens the chosen result with Enter', async () => {
    searchApi();
    renderPalette();
    type('grammar');
    await afterPause();
    expect(activeOption()?.textContent).toMatch(/Buy a grammar book/);
    key('ArrowDown');
    expect(activeOption()?.textContent).toMatch(/Grammar drills/);
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()?.textContent).toMatch(/Buy a grammar book/);
    key('ArrowUp');
    key('Enter');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(`/missions/${MISSION_ID}`);
  });

  it('opens the first result of what was typed when Enter comes before the answer', async () => {
    searchApi();
    renderPalette();
    type('book');
    key('Enter');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await afterPause();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(`/todo/${TODO_ID}`);
  });

  it('filters the commands by what is typed and runs them', async () => {
    searchApi();
    const onNewTodo = jest.fn();
    renderPalette({ onNewTodo });
    type('go mis');
    await afterPause();
    expect(options().map((option) => option.textContent)).toEqual(['Go to missionsgm']);
    key('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/missions');

    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    type('new');
    await afterPause();
    fireEvent.click(screen.getByRole('option', { name: /New todo/ }));
    expect(onNewTodo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches, and shows the server’s reason when a search fails', async () => {
    searchApi();
    renderPalette();
    type('zebra');
    await afterPause();
    expect(screen.getByRole('status').textContent).toBe('No todos, missions or odysseys match “zebra”.');
    expect(options()).toEqual([]);
    type('broken');
    await afterPause();
    expect(screen.getByRole('alert').textContent).toBe('You have searched 120 times in the last minute. Try again in 30 seconds.');
  });

  it('closes with Esc, the close button, Ctrl-K or the backdrop, and gives focus back to the opener', () => {
    searchApi();
    const { opener } = renderPalette();
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Esc closes search' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(opener);
    key('k', { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(opener);
    fireEvent.click(screen.getByTestId('palette-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    searchApi();
    renderPalette();
    const close = screen.getByRole('button', { name: 'Esc closes search' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(input());
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('shows a toast raised while it is open inside itself, under the search field and above the results, and on the page once it closes', () => {
    searchApi();
    renderPalette();
    act(() => raiseToast('Todo saved.'));
    const dialog = screen.getByRole('dialog', { name: 'Search and commands' });
    const toast = screen.getByText('Todo saved.').closest('[data-toast]');
    expect(toast && dialog.contains(toast)).toBe(true);
    // In the dialog's flow: it pushes the results down instead of lying over the field or a result.
    expect(input().compareDocumentPosition(toast as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((toast as Node).compareDocumentPosition(screen.getByRole('listbox')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Todo saved.').closest('[data-toast]')).toBeTruthy();
  });
});
