import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

function renderModal(onClose = jest.fn()) {
  render(
    <>
      <button type="button">Opener</button>
      <Modal open onClose={onClose} title="Edit Todo" footer={<button type="button">Save</button>}>
        <input aria-label="Title" />
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, with focus moved inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit Todo' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and on the backdrop', () => {
    const onClose = renderModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close dialog' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={jest.fn()} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
