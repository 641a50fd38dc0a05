import '../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { UserMenu } from './UserMenu';

/** A system colour preference the test can flip, as window.matchMedia reports it. */
function mockSystemTheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

async function openMenu() {
  renderWithApp(<UserMenu />);
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /User menu for|ada@example.com/ }));
}

const checked = () => screen.getAllByRole('menuitemradio').filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent);

describe('UserMenu theme choice', () => {
  beforeEach(() => {
    installFakeApi();
    window.localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('follows the system by default, and keeps following it', async () => {
    const system = mockSystemTheme(true);
    await openMenu();
    expect(checked()).toEqual(['System']);
    expect(isDark()).toBe(true);

    system.set(false);
    expect(isDark()).toBe(false);
    expect(checked()).toEqual(['System']);
  });

  it('remembers Light or Dark in this browser over the system, and System forgets it', async () => {
    const system = mockSystemTheme(true);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('light');
    system.set(true);
    expect(isDark()).toBe(false);

    // A later visit starts from the remembered choice.
    cleanup();
    await openMenu();
    expect(checked()).toEqual(['Light']);

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    system.set(false);
    expect(isDark()).toBe(true);

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(isDark()).toBe(false);
  });
});

describe('UserMenu items', () => {
  beforeEach(() => installFakeApi());

  it('are named alike, in Title Case: Re-take Tour, Calendar Feed, Recently Deleted, Logout', async () => {
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Re-take Tour', 'Calendar Feed', 'Recently Deleted', 'Logout']);
  });
});
