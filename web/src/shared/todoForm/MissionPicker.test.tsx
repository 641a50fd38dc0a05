import { fireEvent, render, screen } from '@testing-library/react';
import { MissionPicker, NO_MISSION_LABEL } from './MissionPicker';

const missions = [
  { id: 'm1', title: 'Launch website' },
  { id: 'm2', title: 'Write book' },
];

function renderPicker() {
  const onChange = jest.fn();
  render(<MissionPicker missions={missions} value={null} onChange={onChange} />);
  return { onChange, field: screen.getByRole('combobox', { name: 'Mission' }) };
}

const highlighted = () => screen.getByRole('combobox').getAttribute('aria-activedescendant');
const optionNamed = (name: string) => screen.getByRole('option', { name }).id;

describe('MissionPicker keyboard', () => {
  it('opens on focus at the first option, moves with the arrows within the list, and Enter picks the highlighted mission', () => {
    const { onChange, field } = renderPicker();
    fireEvent.focus(field);
    expect(highlighted()).toBe(optionNamed(NO_MISSION_LABEL));
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(highlighted()).toBe(optionNamed(NO_MISSION_LABEL));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(highlighted()).toBe(optionNamed('Write book'));
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('m1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing narrows the list and starts again from its first option', () => {
    const { onChange, field } = renderPicker();
    fireEvent.focus(field);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.change(field, { target: { value: 'book' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([NO_MISSION_LABEL, 'Write book']);
    expect(highlighted()).toBe(optionNamed(NO_MISSION_LABEL));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('m2');
  });

  it('Escape closes the open list and goes no further (the dialog around it stays open)', () => {
    const dialogKeys = jest.fn();
    render(
      <div onKeyDown={dialogKeys}>
        <MissionPicker missions={missions} value={null} onChange={jest.fn()} />
      </div>,
    );
    const field = screen.getByRole('combobox', { name: 'Mission' });
    fireEvent.focus(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(dialogKeys).not.toHaveBeenCalled();
  });
});
