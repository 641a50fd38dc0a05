import '../../testing/jsdomPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { CreateTodoDialog } from './CreateTodoDialog';

const missions = [
  { id: 'm-active', title: 'Launch website', status: 'active' },
  { id: 'm-other', title: 'Write book', status: 'active' },
  { id: 'm-paused', title: 'Learn piano', status: 'paused' },
];

/** A fake server with the missions the picker offers and `created` as the answer to POST /todos/. */
const fakeServer = (created: { status: number; body: unknown }) => installFakeApi().on('GET', '/missions/', { body: missions }).on('POST', '/todos/', created);
const CREATED = { status: 201, body: { id: 'new-todo' } };

/** Types the two required fields (in quick or full mode) and presses Create Todo. */
async function createWith(title: string, criteria: string) {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/Success Criteria/), { target: { value: criteria } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Todo' }));
  await settle();
}

describe('CreateTodoDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refuses a blank title or success criteria without calling the server', async () => {
    const api = fakeServer(CREATED);
    renderWithApp(<CreateTodoDialog open onClose={jest.fn()} />);
    await createWith('Write intro', '   ');
    expect(screen.getByText('Please provide both title and success criteria')).toBeTruthy();
    expect(api.calls('POST', '/todos/')).toHaveLength(0);
    // The create dialog's error toasts last 3 s.
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Please provide both title and success criteria')).toBeNull();
  });

  it('creates the todo (blank description as null, default priority medium), toasts, closes after 1 s', async () => {
    const api = fakeServer(CREATED);
    const onClose = jest.fn();
    renderWithApp(<CreateTodoDialog open onClose={onClose} />);
    await createWith('  Write intro  ', 'Intro reviewed');
    expect(api.calls('POST', '/todos/')[0].body).toEqual({
      title: 'Write intro',
      description: null,
      success_criteria: 'Intro reviewed',
      due_date: null,
      priority: 'medium',
      mission_id: null,
    });
    expect(screen.getByText('Todo created successfully!')).toBeTruthy();
    act(() => jest.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast when the server refuses', async () => {
    fakeServer({ status: 500, body: { detail: 'down' } });
    const onClose = jest.fn();
    renderWithApp(<CreateTodoDialog open onClose={onClose} />);
    await createWith('A', 'B');
    expect(screen.getByText('Failed to create todo. Please try again.')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('full mode: searches active missions only and sends the picked one', async () => {
    const api = fakeServer(CREATED);
    renderWithApp(<CreateTodoDialog open onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Full Details' }));
    await settle();
    const picker = screen.getByRole('combobox', { name: 'Mission' });
    fireEvent.focus(picker);
    const optionTexts = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(optionTexts()).toEqual(['No Mission (Standalone Todo)', 'Launch website', 'Write book']);
    fireEvent.change(picker, { target: { value: 'book' } });
    expect(optionTexts()).toEqual(['No Mission (Standalone Todo)', 'Write book']);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Write book' }));

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Chapter 1' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'First draft' } });
    fireEvent.change(screen.getByLabelText(/Success Criteria/), { target: { value: '3000 words' } });
    fireEvent.change(screen.getByLabelText(/Priority/), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText(/Due Date/), { target: { value: '2030-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Todo' }));
    await settle();
    expect(api.calls('POST', '/todos/')[0].body).toEqual({
      title: 'Chapter 1',
      description: 'First draft',
      success_criteria: '3000 words',
      due_date: '2030-05-01',
      priority: 'high',
      mission_id: 'm-other',
    });
  });

  it('a prefilled mission locks the field, showing its title before the mission list has loaded', async () => {
    const api = fakeServer(CREATED);
    renderWithApp(<CreateTodoDialog open onClose={jest.fn()} mission={{ id: 'm-active', title: 'Launch website' }} />);
    // At once, before the list's answer arrives.
    expect((screen.getByLabelText('Mission') as HTMLInputElement).value).toBe('Launch website');
    await settle();
    const locked = screen.getByLabelText('Mission') as HTMLInputElement;
    expect(locked.disabled).toBe(true);
    expect(locked.value).toBe('Launch website');
    await createWith('A', 'B');
    expect((api.calls('POST', '/todos/')[0].body as { mission_id: string }).mission_id).toBe('m-active');
  });
});
