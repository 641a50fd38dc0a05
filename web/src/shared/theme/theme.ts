/**
 * The colour theme: the person's choice (light, dark or follow the system), remembered per
 * browser in localStorage, applied as the `dark` class on <html>. public/theme.js applies the
 * same rule before the first paint; keep the key and the rule in step with it.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function storedThemeChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  // Native controls (scroll bars, date pickers) follow too.
  root.style.colorScheme = theme;
}

type Snapshot = { choice: ThemeChoice; theme: Theme };

let snapshot: Snapshot | null = null;
const listeners = new Set<() => void>();

function refresh(): void {
  const choice = storedThemeChoice();
  const next = { choice, theme: resolveTheme(choice) };
  applyTheme(next.theme);
  if (!snapshot || snapshot.choice !== next.choice || snapshot.theme !== next.theme) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }
}

export function themeSnapshot(): Snapshot {
  if (!snapshot) refresh();
  return snapshot!;
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
    snapshot = { choice, theme: resolveTheme(choice) };
    applyTheme(snapshot.theme);
    listeners.forEach((listener) => listener());
    return;
  }
  refresh();
}

/** Follows the system setting and choices made in other tabs while anything listens. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  // The system or another tab may have changed while nothing listened.
  refresh();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onChange = () => refresh();
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
  };
  media?.addEventListener?.('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies the stored choice now (the module entry calls it before rendering). */
export function applyStoredTheme(): void {
  refresh();
}
