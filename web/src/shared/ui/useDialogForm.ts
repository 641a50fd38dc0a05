import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The values of an edit dialog's form: they start from the record each time the dialog opens,
 * and a background refetch of the record while it is open must not wipe the user's edits.
 */
export function useDialogForm<Source, Values extends object>(open: boolean, source: Source, formFrom: (source: Source) => Values) {
  const [values, setValues] = useState(() => formFrom(source));
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setValues(formFrom(source));
    wasOpen.current = open;
  }, [open, source, formFrom]);

  const set = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  return { values, set };
}
