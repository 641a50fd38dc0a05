import '../../testing/jsdomPolyfills';
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { watchScrollIntoView } from '../../testing/scrollIntoView';
import { settle } from '../../testing/settle';
import { MissionWizard } from './MissionWizard';
import { onFakeTimersRestoringSpies } from '../../testing/fakeTimers';

const generated = [
  { title: 'Pick a domain', description: 'Short and memorable', success_criteria: 'Domain registered', priority: 'high', due_date: '2026-03-14' },
  { title: 'Design pages', description: 'Home and about', success_criteria: 'Mockups approved', priority: 'medium' },
];

function fakePlanning(jobAnswers: object[]): FakeApi {
  let created = 0;
  return installFakeApi()
    .on('GET', '/odysseys/', { body: [{ id: 'o1', title: 'Grow the business', status: 'active' }, { id: 'o2', title: 'Old dream', status: 'completed' }] })
    .on('POST', '/mission-breakdown/questions', { body: { questions: ['Who is it for?', 'When is it due?'] } })
    .on('POST', '/mission-breakdown/generate-todos-async', { status: 202, body: { job_id: 'job-1' } })
    .on('GET', '/jobs/job-1', () => ({ body: jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0] }))
    .on('POST', '/missions/', { status: 201, body: { id: 'm-new', title: 'Launch website' } })
    .on('POST', '/todos/', () => ({ status: 201, body: { id: `t${(created += 1)}` } }))
    .on('POST', /^\/todos\/t\d+\/dependencies$/, { body: {} });
}

const running = { id: 'job-1', status: 'running', progress: 50, result: null, error_message: null, metadata: null, type: 'mission_todos' };
const done = { ...running, status: 'completed', progress: 100, result: { todos: generated } };

async function fillDetails() {
  fireEvent.change(screen.getByLabelText('Mission Title'), { target: { value: 'Launch website' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A site for the bakery' } });
}

async function askForQuestions() {
  fireEvent.click(screen.getByRole('button', { name: 'Next: AI Questions' }));
  await settle();
}

/** Opens the wizard once its first answers have settled; returns what it was handed to call. */
async function openWizard() {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<MissionWizard open onClose={onClose} onCreated={onCreated} />);
  await settle();
  return { onCreated, onClose };
}

/** Opens the wizard, fills the details and asks for the questions. */
async function openAtQuestions() {
  await openWizard();
  await fillDetails();
  await askForQuestions();
}

async function answerQuestions() {
  await askForQuestions();
  fireEvent.change(screen.getByLabelText('1. Who is it for?'), { target: { value: 'Locals' } });
  fireEvent.change(screen.getByLabelText('2. When is it due?'), { target: { value: 'June' } });
}

/** Fills the details, answers the questions and asks for the todos. */
async function generateTodos() {
  await fillDetails();
  await answerQuestions();
  fireEvent.click(screen.getByRole('button', { name: 'Generate Todos' }));
  await settle();
}

/** The wizard inside a page that stays mounted, so closing is the only thing that changes. */
function ClosableWizard() {
  const [open, setOpen] = useState(true);
  return <MissionWizard open={open} onClose={() => setOpen(false)} />;
}

describe('MissionWizard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('needs a title and a description before going on', async () => {
    fakePlanning([done]);
    await openWizard();
    expect(screen.getByText('Please provide both mission title and description')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next: AI Questions' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Mission Title'), { target: { value: 'Launch website' } });
    expect((screen.getByRole('button', { name: 'Next: AI Questions' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Next: AI Questions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only active odysseys', async () => {
    fakePlanning([done]);
    await openWizard();
    const options = Array.from((screen.getByLabelText(/Odyssey/) as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['No Odyssey (Standalone Mission)', 'Grow the business']);
  });

  it('questions -> job polled every 2 s -> review and edit -> mission and its todos created', async () => {
    const api = fakePlanning([running, running, done]);
    const { onCreated, onClose } = await openWizard();
    await fillDetails();
    fireEvent.change(screen.getByLabelText(/Odyssey/), { target: { value: 'o1' } });
    await answerQuestions();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    // The questions are asked in the odyssey's field, as the todos are planned.
    expect(api.calls('POST', '/mission-breakdown/questions')[0].body).toEqual({ title: 'Launch website', description: 'A site for the bakery', odyssey_id: 'o1' });

    fireEvent.click(screen.getByRole('button', { name: 'Generate Todos' }));
    await settle();
    expect(api.calls('POST', '/mission-breakdown/generate-todos-async')[0].body).toEqual({
      mission_title: 'Launch website',
      mission_description: 'A site for the bakery',
      qa_pairs: [
        { question: 'Who is it for?', answer: 'Locals' },
        { question: 'When is it due?', answer: 'June' },
      ],
      odyssey_id: 'o1',
    });
    expect(screen.getByText('AI Planning... 50%')).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(api.calls('GET', '/jobs/job-1')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();

    // Edit the first todo, remove the second.
    fireEvent.change(screen.getAllByLabelText('Title')[0], { target: { value: 'Register the domain' } });
    // The planner's due date is shown and can be changed before the todo is created.
    expect((screen.getAllByLabelText('Due date')[0] as HTMLInputElement).value).toBe('2026-03-14');
    fireEvent.change(screen.getAllByLabelText('Due date')[0], { target: { value: '2026-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove todo 2: Design pages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Mission & 1 Todos' }));
    await settle();

    expect(api.calls('POST', '/missions/')[0].body).toEqual({ title: 'Launch website', description: 'A site for the bakery', odyssey_id: 'o1' });
    const todos = api.calls('POST', '/todos/').map((r) => r.body);
    expect(todos).toEqual([
      { title: 'Register the domain', description: 'Short and memorable', success_criteria: 'Domain registered', due_date: '2026-03-20', priority: 'high', mission_id: 'm-new' },
    ]);
    expect(onCreated).toHaveBeenCalledWith('m-new');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the offline planner wrote the questions instead of the model', async () => {
    fakePlanning([done]).on('POST', '/mission-breakdown/questions', {
      body: { questions: ['Who is it for?'], planner: { name: 'offline (fallback from local-model)', fallback: true, reason: 'it did not answer within 60 seconds' } },
    });
    await openAtQuestions();
    expect(screen.getByRole('note').textContent).toBe('Planned offline: the model did not answer (it did not answer within 60 seconds).');
  });

  it('says so on the review when the offline planner stood in for the model in the todos job', async () => {
    const planner = { name: 'offline (fallback from local-model)', fallback: true, reason: 'its reply failed validation twice' };
    fakePlanning([{ ...done, planner }]);
    await openWizard();
    await generateTodos();
    expect(screen.getByRole('button', { name: 'Create Mission & 2 Todos' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Planned offline: the model did not answer (its reply failed validation twice).');
  });

  it('shows no note when the model wrote the questions', async () => {
    fakePlanning([done]).on('POST', '/mission-breakdown/questions', { body: { questions: ['Who is it for?'], planner: { name: 'local-model', fallback: false, reason: null } } });
    await openAtQuestions();
    expect(screen.getByLabelText('1. Who is it for?')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('needs every question answered', async () => {
    fakePlanning([done]);
    await openAtQuestions();
    fireEvent.change(screen.getByLabelText('1. Who is it for?'), { target: { value: 'Locals' } });
    expect(screen.getByText('Please answer all questions before proceeding')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate Todos' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a failed job shows its error and stays on the questions", async () => {
    fakePlanning([{ ...running, status: 'failed', error_message: 'The planner is unavailable' }]);
    await openWizard();
    await generateTodos();
    expect(screen.getByRole('alert').textContent).toBe('The planner is unavailable');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('skip planning creates the mission directly', async () => {
    const api = fakePlanning([done]);
    const { onCreated } = await openWizard();
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Planning & Create Mission' }));
    await settle();
    expect(api.calls('POST', '/missions/')).toHaveLength(1);
    expect(api.calls('POST', '/mission-breakdown/questions')).toHaveLength(0);
    expect(onCreated).toHaveBeenCalledWith('m-new');
  });

  it('stops polling the job when the wizard closes', async () => {
    const api = fakePlanning([running]);
    renderWithApp(<ClosableWizard />);
    await settle();
    await generateTodos();
    const polls = api.calls('GET', '/jobs/job-1').length;
    expect(polls).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(10000));
    await settle();
    expect(api.calls('GET', '/jobs/job-1')).toHaveLength(polls);
  });

  it('closing with ✕ while it holds typed content asks first; Keep editing keeps everything', async () => {
    fakePlanning([done]);
    renderWithApp(<ClosableWizard />);
    await settle();
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    const question = screen.getByRole('alertdialog', { name: 'Discard this mission?' });
    expect(question.textContent).toContain('Nothing has been created yet.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Mission Title') as HTMLInputElement).value).toBe('Launch website');
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('A site for the bakery');
  });

  it('Escape asks too, a second Escape keeps editing, and Discard closes', async () => {
    fakePlanning([done]);
    renderWithApp(<ClosableWizard />);
    await settle();
    await fillDetails();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Discard this mission?' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('generated todos under review are asked about before they are dropped', async () => {
    fakePlanning([done]);
    renderWithApp(<ClosableWizard />);
    await settle();
    await generateTodos();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('button', { name: 'Create Mission & 2 Todos' })).toBeTruthy();
  });

  it('an empty wizard closes at once', async () => {
    fakePlanning([done]);
    renderWithApp(<ClosableWizard />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MissionWizard: the order of the generated todos', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const ordered = [
    { title: 'Choose a venue', description: '', success_criteria: 'Venue booked', priority: 'high', depends_on: [] },
    { title: 'Book the band', description: '', success_criteria: 'Band signed', priority: 'medium', depends_on: [0] },
    { title: 'Print posters', description: '', success_criteria: 'Posters up', priority: 'low', depends_on: [0, 1] },
    { title: 'Open the doors', description: '', success_criteria: 'Guests in', priority: 'medium', depends_on: [1, 2] },
  ];
  const plan = { ...done, result: { todos: ordered } };

  async function toReview() {
    await openWizard();
    await generateTodos();
  }

  const waitsOf = (title: string) => {
    const card = screen.getByDisplayValue(title).closest('li') as HTMLElement;
    const list = within(card).queryByRole('list');
    return list ? within(list).getAllByRole('listitem').map((item) => item.textContent?.replace('✕', '').trim()) : [];
  };

  const dependencyPosts = (api: FakeApi) => api.calls('POST', /\/dependencies$/).map((c) => [c.path, (c.body as { depends_on: string }).depends_on]);

  it('shows what each todo waits for; a dropped wait and a removed todo are not created, the kept waits are', async () => {
    const api = fakePlanning([plan]);
    await toReview();
    expect(waitsOf('Choose a venue')).toEqual([]);
    expect(waitsOf('Print posters')).toEqual(['1. Choose a venue', '2. Book the band']);
    expect(waitsOf('Open the doors')).toEqual(['2. Book the band', '3. Print posters']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove wait: todo 3 waits for Choose a venue' }));
    expect(waitsOf('Print posters')).toEqual(['2. Book the band']);
    // Removing the first todo drops the waits on it and renumbers the rest.
    fireEvent.click(screen.getByRole('button', { name: 'Remove todo 1: Choose a venue' }));
    expect(waitsOf('Book the band')).toEqual([]);
    expect(waitsOf('Print posters')).toEqual(['1. Book the band']);
    expect(waitsOf('Open the doors')).toEqual(['1. Book the band', '2. Print posters']);

    fireEvent.click(screen.getByRole('button', { name: 'Create Mission & 3 Todos' }));
    await settle();
    expect(api.calls('POST', '/todos/').map((c) => (c.body as { title: string }).title)).toEqual(['Book the band', 'Print posters', 'Open the doors']);
    // Created as t1, t2, t3: each kept wait names the created todos.
    expect(dependencyPosts(api)).toEqual([
      ['/todos/t2/dependencies', 't1'],
      ['/todos/t3/dependencies', 't1'],
      ['/todos/t3/dependencies', 't2'],
    ]);
    expect(screen.getByText('Mission created with 3 todos!')).toBeTruthy();
  });

  it('says which wait could not be set; the todos and the other waits stay', async () => {
    const api = fakePlanning([plan]).on('POST', '/todos/t3/dependencies', (request) =>
      (request.body as { depends_on: string }).depends_on === 't1' ? { status: 400, body: { detail: 'That would make a loop.' } } : { body: {} },
    );
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Mission & 4 Todos' }));
    await settle();
    expect(api.calls('POST', '/todos/')).toHaveLength(4);
    expect(dependencyPosts(api)).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toContain(
      'Mission created with 4 todos, but one wait could not be set: “Print posters” waits for “Choose a venue” (That would make a loop). The todos are there: add it on the todo\'s page.',
    );
    expect(screen.queryByText('Mission created with 4 todos!')).toBeNull();
  });

  it('tells how far the creation has come while it sets the waits', async () => {
    const api = fakePlanning([plan]);
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    (globalThis as { fetch: unknown }).fetch = (input: string, init: object) => (String(input).endsWith('/dependencies') ? held.then(() => answer(input, init)) : answer(input, init));
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Mission & 4 Todos' }));
    await settle();
    expect(api.calls('POST', '/todos/')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Setting the order: wait 1 of 5...');
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeTruthy();
    release();
    await settle();
    expect(dependencyPosts(api)).toHaveLength(5);
    expect(screen.getByText('Mission created with 4 todos!')).toBeTruthy();
  });
});


describe('MissionWizard: what a failing call says', () => {
  onFakeTimersRestoringSpies();

  it("'Failed to generate questions. Please try again.' keeps the wizard on the details, brought into view", async () => {
    const scrolled = watchScrollIntoView();
    fakePlanning([done]).on('POST', '/mission-breakdown/questions', { status: 503, body: { detail: 'planner down' } });
    await openAtQuestions();
    expect(screen.getByRole('alert').textContent).toBe('Failed to generate questions. Please try again.');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    // Said above the step, which a long list may have scrolled away.
    expect(scrolled()).toContain(screen.getByRole('alert'));
  });

  it("'Failed to start todo generation. Please try again.' keeps the answers on the questions step", async () => {
    const api = fakePlanning([done]).on('POST', '/mission-breakdown/generate-todos-async', { status: 503, body: { detail: 'planner down' } });
    await openWizard();
    await generateTodos();
    expect(screen.getByRole('alert').textContent).toBe('Failed to start todo generation. Please try again.');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText('1. Who is it for?') as HTMLTextAreaElement).value).toBe('Locals');
    expect(api.calls('GET', '/jobs/job-1')).toHaveLength(0);
  });

  it("'Failed to create todos. Please try again.' when the mission is created but its todos are refused", async () => {
    fakePlanning([done]).on('POST', '/todos/', { status: 500 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { onCreated } = await openWizard();
    await generateTodos();
    fireEvent.click(screen.getByRole('button', { name: 'Create Mission & 2 Todos' }));
    await settle();
    expect(screen.getByText('Failed to create todos. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/^Mission created with/)).toBeNull();
    // The mission exists: the wizard hands it over like a successful creation.
    expect(onCreated).toHaveBeenCalledWith('m-new');
    expect(logged).toHaveBeenCalled();
  });
});
