import '../odysseys/testing/jsdomTextCodec';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { watchScrollIntoView } from '../../testing/scrollIntoView';
import { publishLiveChange } from '../../shared/live/liveFeed';
import { OdysseyWizard } from './OdysseyWizard';
import { onFakeTimersRestoringSpies } from '../../testing/fakeTimers';

/** Lets the fake fetch promises settle under fake timers. */
async function flush() {
  for (let i = 0; i < 6; i += 1) await act(async () => undefined);
}

const job = (status: string, progress: number, extra: object = {}) => ({
  id: 'job-1',
  type: 'odyssey_missions',
  status,
  progress,
  result: null,
  error_message: null,
  metadata: null,
  ...extra,
});

const MISSIONS = [
  { title: 'Build the prototype', description: 'A working first version', order: 2 },
  { title: 'Research the market', description: 'Talk to ten customers', order: 1 },
  { title: 'Launch publicly', description: 'Open the doors', order: 3 },
];

function fakePlanner(jobAnswers: object[]): FakeApi {
  return installFakeApi()
    .on('POST', '/odyssey-breakdown/questions', { body: { questions: ['Who is it for?', 'When must it be done?'] } })
    .on('POST', '/odyssey-breakdown/generate-missions-async', { status: 202, body: { job_id: 'job-1' } })
    .on('GET', '/jobs/job-1', () => ({ body: jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0] }));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillDetailsAndContinue() {
  type('Odyssey Title', 'Start a bakery');
  type('Description', 'Open a small neighbourhood bakery within a year');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await flush();
}

async function answerAndGenerate() {
  type(/Who is it for\?/, 'Families nearby');
  type(/When must it be done\?/, 'Next spring');
  fireEvent.click(screen.getByRole('button', { name: 'Generate Missions' }));
  await flush();
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Start Odyssey wizard', () => {
  onFakeTimersRestoringSpies();
  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

  test('step 1 needs both title and description', async () => {
    const api = fakePlanner([job('running', 10)]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    expect(button('Next').disabled).toBe(true);
    type('Odyssey Title', 'Start a bakery');
    fireEvent.blur(screen.getByLabelText('Odyssey Title'));
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('Please provide both odyssey title and description')).toBeTruthy();
    type('Description', '   ');
    expect(button('Next').disabled).toBe(true);
    type('Description', 'Open a bakery');
    expect(button('Next').disabled).toBe(false);
    expect(screen.queryByText('Please provide both odyssey title and description')).toBeNull();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).rows).toBe(6);
    expect(api.requests).toHaveLength(0);
  });

  test('lists the mission titles generated so far while the job runs', async () => {
    fakePlanner([job('running', 30), job('running', 50), job('running', 70)]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    expect(screen.queryByRole('list', { name: 'Generated so far' })).toBeNull();

    act(() => publishLiveChange({ kind: 'job', id: 'job-1', position: '7', type: 'JobProgressed', progress: 50, partial_items: ['Research the market'] }));
    await flush();
    expect(screen.getByRole('list', { name: 'Generated so far' }).textContent).toBe('Research the market');

    act(() => publishLiveChange({ kind: 'job', id: 'job-1', position: '8', type: 'JobProgressed', progress: 70, partial_items: ['Research the market', 'Build the prototype'] }));
    await flush();
    const titles = within(screen.getByRole('list', { name: 'Generated so far' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toEqual(['Research the market', 'Build the prototype']);
    expect(screen.getByRole('status').textContent).toContain('AI Planning... 70%');
  });

  test('runs from questions through the polled job to the created odyssey and its missions', async () => {
    const api = fakePlanner([job('running', 40), job('completed', 100, { result: { missions: MISSIONS } })])
      .on('POST', '/odysseys/', { status: 201, body: { id: 'ody-1', title: 'Start a bakery' } })
      .on('POST', '/missions/', (request) => ({ status: 201, body: { id: `m-${api.calls('POST', '/missions/').length}`, ...(request.body as object) } }));
    const onClose = jest.fn();
    const onCreated = jest.fn();
    renderWithApp(<OdysseyWizard open onClose={onClose} onCreated={onCreated} />);

    await fillDetailsAndContinue();
    expect(api.calls('POST', '/odyssey-breakdown/questions')[0].body).toEqual({
      title: 'Start a bakery',
      description: 'Open a small neighbourhood bakery within a year',
    });

    // Step 2: every answer is required.
    expect(button('Generate Missions').disabled).toBe(true);
    type(/Who is it for\?/, 'Families nearby');
    fireEvent.blur(screen.getByLabelText(/Who is it for\?/));
    expect(screen.getByText('Please answer all questions before proceeding')).toBeTruthy();
    expect(button('Generate Missions').disabled).toBe(true);
    expect((screen.getByLabelText(/Who is it for\?/) as HTMLTextAreaElement).rows).toBe(3);

    await answerAndGenerate();
    expect(api.calls('POST', '/odyssey-breakdown/generate-missions-async')[0].body).toEqual({
      odyssey_title: 'Start a bakery',
      odyssey_description: 'Open a small neighbourhood bakery within a year',
      qa_pairs: [
        { question: 'Who is it for?', answer: 'Families nearby' },
        { question: 'When must it be done?', answer: 'Next spring' },
      ],
    });
    expect(screen.getByText(/AI Planning\.\.\. 40%/)).toBeTruthy();
    expect(button('Generating Missions...').disabled).toBe(true);

    // The next poll, 2 s later, completes the job and opens the review.
    await act(async () => jest.advanceTimersByTime(2000));
    await flush();
    expect(api.calls('GET', '/jobs/job-1')).toHaveLength(2);
    // The generated missions are announced, and the review says nothing is created yet.
    expect(screen.getByText('🚀 Odyssey launched with AI-generated missions!')).toBeTruthy();
    expect(screen.getByText(/^Nothing is created yet\./)).toBeTruthy();
    expect(api.calls('POST', '/odysseys/')).toHaveLength(0);
    const titles = screen.getAllByRole('textbox', { name: /Mission \d title/ }) as HTMLInputElement[];
    expect(titles.map((input) => input.value)).toEqual(['Research the market', 'Build the prototype', 'Launch publicly']);
    expect(screen.getByRole('list', { name: 'Suggested missions' }).className).toContain('max-h-96');

    fireEvent.change(screen.getByRole('textbox', { name: 'Mission 2 title' }), { target: { value: 'Bake the first batch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove mission 3' }));
    fireEvent.click(button('Create Odyssey & Missions'));
    await flush();

    expect(api.calls('POST', '/odysseys/')[0].body).toEqual({
      title: 'Start a bakery',
      description: 'Open a small neighbourhood bakery within a year',
    });
    expect(api.calls('POST', '/missions/').map((request) => request.body)).toEqual([
      { title: 'Research the market', description: 'Talk to ten customers', odyssey_id: 'ody-1' },
      { title: 'Bake the first batch', description: 'A working first version', odyssey_id: 'ody-1' },
    ]);
    expect(screen.getByText('Odyssey created successfully with missions!')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalled();
    expect(onCreated).toHaveBeenCalledWith('ody-1');
  });

  test('the create button is disabled once every mission is removed', async () => {
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS.slice(0, 1) } })]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    fireEvent.click(screen.getByRole('button', { name: 'Remove mission 2' }));
    expect(button('Create Odyssey & Missions').disabled).toBe(true);
  });

  test('Remove leaves the focus on the next mission, and on the empty review once none is left', async () => {
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS } })]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    const missionOfFocus = () => (document.activeElement?.closest('li')?.querySelector('input') as HTMLInputElement | null)?.value;
    const removeFirst = () => {
      const remove = screen.getAllByRole('button', { name: /^Remove mission/ })[0];
      remove.focus();
      fireEvent.click(remove);
    };
    removeFirst();
    expect(missionOfFocus()).toBe('Build the prototype');
    removeFirst();
    expect(missionOfFocus()).toBe('Launch publicly');
    removeFirst();
    expect(document.activeElement).toBe(screen.getByText('Every mission was removed. Go back to generate a new plan.'));
  });

  test('Back returns to the previous step with the answers kept', async () => {
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS } })]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    fireEvent.click(button('Back'));
    expect((screen.getByLabelText(/Who is it for\?/) as HTMLTextAreaElement).value).toBe('Families nearby');
    fireEvent.click(button('Back'));
    expect((screen.getByLabelText('Odyssey Title') as HTMLInputElement).value).toBe('Start a bakery');
  });

  test('the questions step says when the offline planner wrote the questions instead of the model', async () => {
    fakePlanner([]).on('POST', '/odyssey-breakdown/questions', {
      body: { questions: ['Who is it for?'], planner: { name: 'offline (fallback from local-model)', fallback: true, reason: 'its reply failed validation twice' } },
    });
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    expect(screen.getByLabelText(/Who is it for\?/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Planned offline: the model did not answer (its reply failed validation twice).');
  });

  test('the review says when the offline planner stood in for the model in the missions job', async () => {
    const planner = { name: 'offline (fallback from local-model)', fallback: true, reason: 'the model timed out' };
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS }, planner })]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    expect(button('Create Odyssey & Missions')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Planned offline: the model did not answer (the model timed out).');
  });

  test('a failed question request shows its message and stays on step 1', async () => {
    quiet();
    installFakeApi().on('POST', '/odyssey-breakdown/questions', { status: 503, body: { detail: 'down' } });
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    expect(screen.getByText('Failed to generate questions. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Odyssey Title')).toBeTruthy();
  });

  test('a job that cannot start shows its message', async () => {
    quiet();
    fakePlanner([]).on('POST', '/odyssey-breakdown/generate-missions-async', { status: 500, body: { detail: 'boom' } });
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    expect(screen.getByText('Failed to start mission breakdown. Please try again.')).toBeTruthy();
  });

  test("a failed job shows the job's error and stays on step 2; without one, the fallback", async () => {
    fakePlanner([job('failed', 30, { error_message: 'The model is unavailable' })]);
    const first = renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    expect(screen.getByText('Planning Failed')).toBeTruthy();
    expect(screen.getByText(/The model is unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Missions' })).toBeTruthy();
    first.unmount();

    fakePlanner([job('failed', 30)]);
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    expect(screen.getByText(/Failed to generate mission breakdown/)).toBeTruthy();
  });

  test('a failed creation shows its message and does not open anything', async () => {
    quiet();
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS } })]).on('POST', '/odysseys/', {
      status: 500,
      body: { detail: 'boom' },
    });
    const onCreated = jest.fn();
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} onCreated={onCreated} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    fireEvent.click(button('Create Odyssey & Missions'));
    await flush();
    expect(screen.getByText('Failed to create odyssey. Please try again.')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('a failed creation does not say the odyssey was created, and its message is brought into view', async () => {
    quiet();
    const scrolled = watchScrollIntoView();
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS } })]).on('POST', '/odysseys/', { status: 500, body: { detail: 'boom' } });
    renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    fireEvent.click(button('Create Odyssey & Missions'));
    await flush();
    expect(screen.queryByText('Odyssey created successfully with missions!')).toBeNull();
    // Said after the step buttons, which stay at the foot of a long step.
    expect(scrolled()).toContain(screen.getByRole('alert'));
  });

  test('closing with ✕ while it holds generated missions asks first; Keep editing keeps them, Discard closes', async () => {
    fakePlanner([job('completed', 100, { result: { missions: MISSIONS } })]);
    const onClose = jest.fn();
    renderWithApp(<OdysseyWizard open onClose={onClose} />);
    await fillDetailsAndContinue();
    await answerAndGenerate();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard this odyssey?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button('Keep editing'));
    expect(screen.getAllByRole('textbox', { name: /Mission \d title/ })).toHaveLength(3);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(button('Discard'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('an untouched wizard closes at once', async () => {
    fakePlanner([]);
    const onClose = jest.fn();
    renderWithApp(<OdysseyWizard open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
