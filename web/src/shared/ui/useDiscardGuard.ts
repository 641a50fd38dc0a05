import { useCallback, useRef, useState } from 'react';

export type DiscardGuard = {
  /** True while the "discard?" question is shown. */
  asking: boolean;
  /** For the dialog's ✕, Escape, backdrop and Cancel: asks first while the dialog holds content. */
  requestClose(): void;
  keepEditing(): void;
  discard(): void;
  /** The dialog's content tells whether it holds something the user would lose. */
  setHoldsContent(holds: boolean): void;
};

/**
 * Closing a dialog that holds typed or generated content asks first; an empty one closes at
 * once. Escape while the question shows answers "keep editing".
 */
export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const holdsContent = useRef(false);
  const requestClose = useCallback(() => {
    if (asking) setAsking(false);
    else if (holdsContent.current) setAsking(true);
    else onClose();
  }, [asking, onClose]);
  const keepEditing = useCallback(() => setAsking(false), []);
  const discard = useCallback(() => {
    setAsking(false);
    holdsContent.current = false;
    onClose();
  }, [onClose]);
  const setHoldsContent = useCallback((holds: boolean) => {
    holdsContent.current = holds;
  }, []);
  return { asking, requestClose, keepEditing, discard, setHoldsContent };
}
