import { useState, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';
import { Modal } from '../ui/Modal';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved!')}>success</button>
      <button type="button" onClick={() => toast.error('Broken', 3000)}>error</button>
      <button type="button" onClick={() => toast.warning('Careful')}>warning</button>
      <button type="button" onClick={() => toast.info('FYI')}>info</button>
    </>
  );
}

const renderWithToasts = (ui: ReactElement) => render(<ToastProvider>{ui}</ToastProvider>);

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('show each kind and disappear after 5 s by default', () => {
    renderWithToasts(<Buttons />);
    fireEvent.click(screen.getByText('success'));
    fireEvent.click(screen.getByText('warning'));
    fireEvent.click(screen.getByText('info'));
    expect(screen.getByText('Saved!')).toBeTruthy();
    expect(screen.getByText('Careful')).toBeTruthy();
    expect(screen.getByText('FYI')).toBeTruthy();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved!')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved!')).toBeNull();
    expect(screen.queryByText('FYI')).toBeNull();
  });

  it('an error toast is an alert and honours its own duration', () => {
    renderWithToasts(<Buttons />);
    fireEvent.click(screen.getByText('error'));
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it('shows an action button for the toast\'s life; clicking it runs the action once and closes the toast', () => {
    const undo = jest.fn();
    function Undoable() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.success('Todo deleted.', { ms: 8000, action: { label: 'Undo', onClick: undo } })}>
          delete
        </button>
      );
    }
    renderWithToasts(<Undoable />);
    fireEvent.click(screen.getByText('delete'));
    act(() => jest.advanceTimersByTime(7999));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Todo deleted.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    fireEvent.click(screen.getByText('delete'));
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('keeps a plain duration working beside the options form', () => {
    renderWithToasts(<Buttons />);
    fireEvent.click(screen.getByText('success'));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("sit at the page's foot above the floating Director button, clear of the page headers' buttons: at the right from a tablet up, the full width on a phone", () => {
    renderWithToasts(<Buttons />);
    fireEvent.click(screen.getByText('success'));
    const toast = screen.getByRole('status');
    const region = toast.parentElement!;
    const classes = region.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['fixed', 'bottom-24', 'left-4', 'right-4', 'sm:left-auto', 'items-stretch', 'sm:items-end']));
    expect(classes.some((c) => /^top-/.test(c))).toBe(false);
    expect(toast.className.split(/\s+/)).toEqual(expect.arrayContaining(['w-full', 'sm:max-w-sm']));
    expect(toast.className.split(/\s+/)).not.toContain('max-w-sm');
  });

  it('show inside an open dialog, under its title and before its content, and back on the page once it closes', () => {
    function DialogWithToast() {
      const toast = useToast();
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Start New Odyssey">
          <button type="button" onClick={() => toast.success('Saved!')}>
            save
          </button>
        </Modal>
      );
    }
    renderWithToasts(<DialogWithToast />);
    fireEvent.click(screen.getByText('save'));
    const dialog = screen.getByRole('dialog', { name: 'Start New Odyssey' });
    const toast = screen.getByRole('status');
    expect(dialog.contains(toast)).toBe(true);
    const [title, close, content] = [screen.getByRole('heading', { name: 'Start New Odyssey' }), screen.getByRole('button', { name: 'Close dialog' }), screen.getByText('save')];
    // In the dialog's flow after its header: it pushes the content down instead of lying over a control.
    expect([title, close].every((node) => node.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    expect(toast.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Saved!');
  });
});
