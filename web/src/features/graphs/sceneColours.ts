export type GraphTheme = 'light' | 'dark';

/**
 * Scene colours per theme: labels must stay readable on the background, and the lines of a
 * wait stand apart from the grey lines of belonging (amber, dashed) on either background.
 */
export const SCENE_COLOURS = {
  dark: { background: '#020617', label: '#e2e8f0', pinnedLabel: '#ffffff', memberEdge: '#64748b', waitEdge: '#fbbf24' },
  light: { background: '#f1f5f9', label: '#0f172a', pinnedLabel: '#312e81', memberEdge: '#64748b', waitEdge: '#b45309' },
} as const;

export type SceneColours = (typeof SCENE_COLOURS)[GraphTheme];
export type LabelColours = Pick<SceneColours, 'label' | 'pinnedLabel'>;
