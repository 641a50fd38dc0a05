import '../../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http';
import type { TodoDetail } from '../../../shared/models/todo';
import { queryKeys } from '../../../shared/queries/queryKeys';
import { installFakeApi, type FakeApi } from '../../../testing/fakeApi';
import { renderWithApp } from '../../../testing/renderWithApp';
import { settle } from '../../../testing/settle';
import { aTodo } from '../../../testing/todoFixture';
import { OrderSection } from './OrderSection';

type Link = TodoDetail['depends_on'][number];

const design: Link = { id: 't2', title: 'Design the flyer', status: 'in_progress', due_date: null };
const venue: Link = { id: 't3', title: 'Book the venue', status: 'completed', due_date: null };
const invite: Link = { id: 't5', title: 'Send the invitations', status: 'pending', due_date: null };
const print = aTodo({ id: 't4', title: 'Print the flyers', status: 'pending' });
const catering = aTodo({ id: 't6', title: 'Order the catering', status: 'completed' });

/** The todo on the page: "Announce the party" waits for the flyer and the venue, the invitations wait for it. */
function detail(dependsOn: Link[]): TodoDetail {
  const open = dependsOn.some((t) => t.status !== 'completed');
  return { ...aTodo({ id: 't1', title: 'Announce the party', depends_on: dependsOn, needed_by: [invite], blocked: open }), steps: [] };
}

/** A fake server holding the todo's waits: POST adds one, DELETE removes one, both answer the detail with an undo token. */
function fakeServer(initial: Link[]): FakeApi {
  let waits = initial;
  const list = [aTodo({ id: 't1', title: 'Announce the party' }), aTodo({ ...design, title: design.title }), aTodo({ ...venue }), print, aTodo({ ...invite }), catering];
  return installFakeApi()
    .on('GET', '/todos/t1', () => ({ body: detail(waits) }))
    .on('GET', '/todos/', { body: list })
    .on('POST', '/todos/t1/dependencies', (request) => {
      const { depends_on } = request.body as { depends_on: string };
      const other = list.find((t) => t.id === depends_on);
      if (!other) return { status: 404, body: { detail: 'Todo not found.' } };
      waits = [...waits, { id: other.id, title: other.title, status: other.status, due_date: other.due_date }];
      return { body: detail(waits), headers: { 'X-Undo': JSON.stringify({ kind: 'todo_dependency', id: 't1', revision: 7 }) } };
    })
    .on('DELETE', /^\/todos\/t1\/dependencies\//, (request) => {
      const gone = request.path.split('/').pop();
      waits = waits.filter((t) => t.id !== gone);
      return { body: detail(waits), headers: { 'X-Undo': JSON.stringify({ kind: 'todo_dependency', id: 't1', revision: 8 }) } };
    })
    .on('POST', '/undo', { body: { kind: 'todo_dependency', id: 't1', detail: 'Undone.' } });
}

/** The page's part that matters here: the todo read by its query, its Order section under it. */
function Host() {
  const todo = useQuery({ queryKey: queryKeys.todo('t1'), queryFn: () => apiFetch<TodoDetail>('/todos/t1') });
  return todo.data ? <OrderSection todo={todo.data} /> : null;
}

const listItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('OrderSection', () => {
  it('lists what the todo waits for and what waits for it, each linked with its status', async () => {
    fakeServer([design, venue]);
    renderWithApp(<Host />);
    await settle();

    expect(screen.getByRole('heading', { name: 'Order' })).toBeTruthy();
    expect(listItems('Waits for')).toEqual(['Design the flyer In ProgressStop waiting for Design the flyer', 'Book the venue CompletedStop waiting for Book the venue']);
    expect(listItems('Needed by')).toEqual(['Send the invitations Pending']);
    expect(screen.getByRole('link', { name: 'Design the flyer' }).getAttribute('href')).toBe('/todo/t2');
    expect(screen.getByRole('link', { name: 'Send the invitations' }).getAttribute('href')).toBe('/todo/t5');
    // Only the open one holds it back.
    expect(screen.getByText('Blocked until “Design the flyer” is completed.')).toBeTruthy();
  });

  it('says when it waits for nothing and nothing waits for it', async () => {
    installFakeApi().on('GET', '/todos/t1', { body: { ...detail([]), needed_by: [] } });
    renderWithApp(<Host />);
    await settle();
    expect(screen.getByText('Waits for no other todo.')).toBeTruthy();
    expect(screen.getByText('No other todo waits for this one.')).toBeTruthy();
    expect(screen.queryByText(/Blocked/)).toBeNull();
  });

  it('adds a wait from the picker of the other todos, then offers Undo', async () => {
    const api = fakeServer([design]);
    const { queryClient } = renderWithApp(<Host />);
    await settle();
    queryClient.setQueryData(queryKeys.mission('m1'), { id: 'm1' });
    queryClient.setQueryData(queryKeys.dashboard, {});
    queryClient.setQueryData(queryKeys.todo('t4'), { id: 't4' });

    fireEvent.click(screen.getByRole('button', { name: '+ Wait for another todo' }));
    await settle();
    const field = screen.getByRole('combobox', { name: 'Todo to wait for' });
    expect(document.activeElement).toBe(field);
    // Not itself, not what it already waits for, not what waits for it; open ones first.
    const options = () => within(screen.getByRole('listbox', { name: 'Your other todos' })).getAllByRole('option').map((o) => o.textContent);
    expect(options()).toEqual(['Print the flyers Pending', 'Book the venue Completed', 'Order the catering Completed']);

    fireEvent.change(field, { target: { value: 'print' } });
    expect(options()).toEqual(['Print the flyers Pending']);
    fireEvent.keyDown(field, { key: 'Enter' });
    await settle();

    expect(api.calls('POST', '/todos/t1/dependencies').map((c) => c.body)).toEqual([{ depends_on: 't4' }]);
    expect(listItems('Waits for')).toEqual(['Design the flyer In ProgressStop waiting for Design the flyer', 'Print the flyers PendingStop waiting for Print the flyers']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Wait for another todo' }));
    // Both todos, the lists, the missions and the dashboard are read again.
    for (const key of [queryKeys.todo('t4'), queryKeys.mission('m1'), queryKeys.dashboard]) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(api.calls('GET', '/todos/')).toHaveLength(2);

    expect(screen.getByText('Now waits for “Print the flyers”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([{ kind: 'todo_dependency', id: 't1', revision: 7 }]);
    expect(screen.getByText('Undone.')).toBeTruthy();
  });

  it('shows a refused wait under the picker and changes nothing', async () => {
    const loop = 'That would make a loop: “Print the flyers” waits for “Announce the party”, which would wait for “Print the flyers”.';
    const api = fakeServer([design]).on('POST', '/todos/t1/dependencies', { status: 400, body: { detail: loop } });
    renderWithApp(<Host />);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: '+ Wait for another todo' }));
    await settle();
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Print the flyers Pending' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toBe(loop);
    const field = screen.getByRole('combobox', { name: 'Todo to wait for' });
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field);
    expect(listItems('Waits for')).toEqual(['Design the flyer In ProgressStop waiting for Design the flyer']);
    expect(api.calls('GET', '/todos/t1')).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();

    // Cancel closes the picker and the error with it.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Wait for another todo' }));
  });

  it('stops waiting for a todo, then offers Undo', async () => {
    const api = fakeServer([design, venue]);
    renderWithApp(<Host />);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting for Design the flyer' }));
    await settle();

    expect(api.calls('DELETE', /dependencies/).map((c) => c.path)).toEqual(['/todos/t1/dependencies/t2']);
    expect(listItems('Waits for')).toEqual(['Book the venue CompletedStop waiting for Book the venue']);
    expect(screen.queryByText(/Blocked until/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Wait for another todo' }));
    expect(screen.getByText('No longer waits for “Design the flyer”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([{ kind: 'todo_dependency', id: 't1', revision: 8 }]);
  });

  it('says when a due date runs against the order: a todo it waits for due after it, or one waiting for it due before it', async () => {
    const lateDesign: Link = { ...design, due_date: '2026-05-20T23:59:59.999Z' };
    const earlyInvite: Link = { ...invite, due_date: '2026-05-02T23:59:59.999Z' };
    const doneLate: Link = { ...venue, due_date: '2026-06-30T23:59:59.999Z' };
    installFakeApi().on('GET', '/todos/t1', {
      body: { ...detail([lateDesign, doneLate]), due_date: '2026-05-10T23:59:59.999Z', needed_by: [earlyInvite] },
    });
    renderWithApp(<Host />);
    await settle();
    const lines = within(screen.getByRole('list', { name: 'Due dates out of order' })).getAllByRole('listitem').map((item) => item.textContent);
    // A completed wait (the venue) is no conflict, however late its date.
    expect(lines).toEqual([
      `Due before “Design the flyer”, which it waits for (due ${new Date('2026-05-20T12:00:00Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}).`,
      `“Send the invitations” waits for this todo but is due before it (${new Date('2026-05-02T12:00:00Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}).`,
    ]);
  });

  it('shows no due-date line when the dates follow the order, or the todo has none', async () => {
    const earlyDesign: Link = { ...design, due_date: '2026-05-01T23:59:59.999Z' };
    const sameDayInvite: Link = { ...invite, due_date: '2026-05-10T23:59:59.999Z' };
    installFakeApi().on('GET', '/todos/t1', { body: { ...detail([earlyDesign]), due_date: '2026-05-10T23:59:59.999Z', needed_by: [sameDayInvite] } });
    const { unmount } = renderWithApp(<Host />);
    await settle();
    expect(screen.queryByRole('list', { name: 'Due dates out of order' })).toBeNull();
    unmount();
    installFakeApi().on('GET', '/todos/t1', { body: { ...detail([{ ...design, due_date: '2026-05-20T23:59:59.999Z' }]), due_date: null } });
    renderWithApp(<Host />);
    await settle();
    expect(screen.queryByRole('list', { name: 'Due dates out of order' })).toBeNull();
  });
});
