import { Modal } from '../../../shared/ui/Modal';
import { GO_TARGETS } from '../destinations';

/** The keys shown for Ctrl/Cmd-K: ⌘ on Apple systems, Ctrl elsewhere. */
export function commandKeyLabel(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘' : 'Ctrl';
}

type Row = { keys: string[][]; does: string };

/** The shortcuts in the order the sheet lists them; each inner array is one chord, pressed in turn. */
export function shortcutRows(commandKey = commandKeyLabel()): Row[] {
  return [
    { keys: [[commandKey, 'K']], does: 'Search and commands' },
    { keys: [['/']], does: 'Search' },
    { keys: [['n']], does: 'New todo' },
    ...GO_TARGETS.map((target) => ({ keys: [['g'], [target.key]], does: target.label })),
    { keys: [['?']], does: 'Show keyboard shortcuts' },
    { keys: [['Esc']], does: 'Close a dialog' },
  ];
}

const kbd = 'inline-block min-w-6 rounded border border-slate-300 dark:border-slate-600 bg-slate-50 dark:bg-slate-800 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:text-slate-200';

/** The "?" sheet: every keyboard shortcut of the signed-in screens. */
export function ShortcutsSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" description="They work anywhere except while you type in a field; Ctrl-K (⌘K) works there too.">
      <table className="w-full text-sm">
        <caption className="sr-only">Keyboard shortcuts</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {shortcutRows().map((row) => (
            <tr key={row.does} className="border-b border-slate-100 dark:border-slate-800 last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap">
                {row.keys.map((chord, i) => (
                  <span key={i}>
                    {i > 0 ? <span className="px-1 text-xs text-slate-600 dark:text-slate-400">then</span> : null}
                    {chord.map((key, j) => (
                      <span key={key}>
                        {j > 0 ? <span className="sr-only">+</span> : null}
                        <kbd className={`${kbd} ${j > 0 ? 'ml-1' : ''}`}>{key}</kbd>
                      </span>
                    ))}
                  </span>
                ))}
              </td>
              <td className="py-2 text-slate-800 dark:text-slate-200">{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
