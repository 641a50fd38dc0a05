import { fireEvent, render, screen } from '@testing-library/react';
import { buildMissionGraph } from './graphModel';
import { GraphNodeList } from './GraphNodeList';

const todo = (id: string, title: string, status: string, dependsOn: string[] = []) => ({ id, title, status, depends_on: dependsOn, steps: [] });

const model = buildMissionGraph({
  id: 'm1',
  title: 'Summer fair',
  status: 'active',
  todos: [
    todo('t1', 'Book the band', 'completed'),
    todo('t2', 'Rent tables', 'in_progress', ['t1']),
    todo('t3', 'Open the gates', 'pending', ['t1', 't2', 'elsewhere']),
  ],
});

describe('GraphNodeList', () => {
  it('says under each todo what it waits for, and describes its button with it', () => {
    const onSelect = jest.fn();
    render(<GraphNodeList model={model} selected={null} onSelect={onSelect} />);

    const gates = screen.getByRole('button', { name: 'Todo: Open the gates (Pending)' });
    expect(gates.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(gates.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Waits for: “Book the band”, “Rent tables” and 1 todo outside this graph',
    );
    expect(screen.getByText('Waits for: “Book the band”')).toBeTruthy();
    // A todo that waits for nothing says nothing.
    expect(screen.getByRole('button', { name: 'Todo: Book the band (Completed)' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByText(/^Waits for:/)).toHaveLength(2);

    fireEvent.click(gates);
    expect(onSelect).toHaveBeenCalledWith(model.nodes.findIndex((n) => n.id === 't3'));
  });
});
