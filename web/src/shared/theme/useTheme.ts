import { useSyncExternalStore } from 'react';
import { setThemeChoice, subscribeTheme, themeSnapshot, type Theme, type ThemeChoice } from './theme';

/** The theme in use, the person's choice and a way to change it. */
export function useTheme(): { theme: Theme; choice: ThemeChoice; setChoice: (choice: ThemeChoice) => void } {
  const { theme, choice } = useSyncExternalStore(subscribeTheme, themeSnapshot, themeSnapshot);
  return { theme, choice, setChoice: setThemeChoice };
}
