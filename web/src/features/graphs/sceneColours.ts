export type GraphTheme = 'light' | 'dark';

/** Scene colours per theme: labels must stay readable on the background. */
export const SCENE_COLOURS = {
  dark: { background: '#020617', label: '#e2e8f0', pinnedLabel: '#ffffff' },
  light: { background: '#f1f5f9', label: '#0f172a', pinnedLabel: '#312e81' },
} as const;

export type LabelColours = (typeof SCENE_COLOURS)[GraphTheme];
