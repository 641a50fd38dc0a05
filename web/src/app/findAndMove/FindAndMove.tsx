import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CommandPalette } from '../../features/search/components/CommandPalette';
import { ShortcutsSheet } from '../../features/search/components/ShortcutsSheet';
import { GO_TARGETS } from '../../features/search/destinations';
import { CreateTodoDialog } from '../../features/todos/CreateTodoDialog';
import { useKeyboardShortcuts, type Shortcut } from '../../shared/keyboard/useKeyboardShortcuts';
import { FindAndMoveContext } from './findAndMoveContext';

type Open = 'palette' | 'shortcuts' | 'new-todo' | null;

/**
 * The keyboard layer of the signed-in screens: Ctrl/Cmd-K and `/` open the command palette,
 * `n` a new todo, `g` then d/t/m/o go to a page, `?` shows the shortcuts. One of its dialogs is
 * open at a time.
 */
export function FindAndMove({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const openPalette = useCallback(() => setOpen('palette'), []);
  const openNewTodo = useCallback(() => setOpen('new-todo'), []);
  const openShortcuts = useCallback(() => setOpen('shortcuts'), []);

  const shortcuts = useMemo<Shortcut[]>(
    () => [
      { keys: ['/'], run: openPalette },
      { keys: ['n'], run: openNewTodo },
      { keys: ['?'], run: openShortcuts },
      ...GO_TARGETS.map((target) => ({ keys: ['g', target.key], run: () => navigate(target.to) })),
    ],
    [navigate, openPalette, openNewTodo, openShortcuts],
  );
  useKeyboardShortcuts(shortcuts, { onCommandPalette: openPalette });

  const value = useMemo(() => ({ openPalette }), [openPalette]);
  return (
    <FindAndMoveContext.Provider value={value}>
      {children}
      <CommandPalette open={open === 'palette'} onClose={close} onNewTodo={openNewTodo} onShowShortcuts={openShortcuts} />
      <ShortcutsSheet open={open === 'shortcuts'} onClose={close} />
      <CreateTodoDialog open={open === 'new-todo'} onClose={close} />
    </FindAndMoveContext.Provider>
  );
}
