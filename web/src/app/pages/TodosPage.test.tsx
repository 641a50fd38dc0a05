import '../../testing/jsdomPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import TodosPage from './TodosPage';

const base = { description: null, success_criteria: 'ok', due_date: null, created_at: '2025-01-01T00:00:00Z', completion_evaluation: null };
const todos = [
  { ...base, id: 't1', title: 'Draft outline', status: 'pending', priority: 'high', mission_id: 'm1' },
  { ...base, id: 't2', title: 'Book venue', status: 'in_progress', priority: 'low', mission_id: null },
  { ...base, id: 't3', title: 'Send invites', status: 'completed', priority: 'high', mission_id: 'm1' },
];


describe('TodosPage', () => {
  it('shows counts per status and "Showing X of Y todos" as filters change', async () => {
    installFakeApi()
      .on('GET', '/todos/', { body: todos })
      .on('GET', '/missions/', { body: [{ id: 'm1', title: 'Conference', status: 'active' }] });
    renderWithApp(<TodosPage />);
    await settle();
    expect(screen.getByText('Todos Workspace')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 todos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'In Progress (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pending (1)' }));
    expect(screen.getByText('Showing 1 of 3 todos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Draft outline' }).getAttribute('href')).toBe('/todo/t1');

    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    fireEvent.change(screen.getByLabelText('Mission'), { target: { value: 'standalone' } });
    expect(screen.getByText('Showing 1 of 3 todos')).toBeTruthy();
    expect(screen.getByText('Book venue')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mission'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
    expect(screen.getByText('Showing 2 of 3 todos')).toBeTruthy();
    // Mission title shown on the card.
    expect(within(screen.getByRole('list')).getAllByText('Conference')).toHaveLength(2);
  });

  it('offers opening a todo in a new tab', async () => {
    installFakeApi().on('GET', '/todos/', { body: todos }).on('GET', '/missions/', { body: [] });
    renderWithApp(<TodosPage />);
    await settle();
    const newTab = screen.getByRole('link', { name: 'Open Book venue in a new tab' });
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('href')).toBe('/todo/t2');
  });

  it('marks an open todo that waits as Blocked, naming what it waits for; a completed one is not marked', async () => {
    const flyer = { id: 't2', title: 'Book venue', status: 'in_progress' };
    const done = { id: 't9', title: 'Pick a date', status: 'completed' };
    installFakeApi()
      .on('GET', '/todos/', {
        body: [
          { ...todos[0], depends_on: [flyer, done], needed_by: [], blocked: true },
          { ...todos[1], depends_on: [done], needed_by: [], blocked: false },
          { ...todos[2], depends_on: [flyer], needed_by: [], blocked: true },
        ],
      })
      .on('GET', '/missions/', { body: [] });
    renderWithApp(<TodosPage />);
    await settle();
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    expect(within(card('Draft outline')).getByText('Blocked · waits for “Book venue”').getAttribute('title')).toBe('Blocked · waits for “Book venue”');
    expect(within(card('Book venue')).queryByText(/Blocked/)).toBeNull();
    // Finished out of order: nothing holds it back any more.
    expect(within(card('Send invites')).queryByText(/Blocked/)).toBeNull();
  });
});
