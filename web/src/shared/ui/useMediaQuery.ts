import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: the width from which a screen is laid out as a wide one. */
export const WIDE_SCREEN = '(min-width: 40rem)';

/**
 * Whether the media query matches now, updated as the window changes. Without matchMedia (jsdom)
 * it never matches: the narrow layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}
