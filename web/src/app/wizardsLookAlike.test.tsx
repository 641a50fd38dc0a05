import '../features/odysseys/testing/jsdomTextCodec';
import '../testing/jsdomPolyfills';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../testing/fakeApi';
import { renderWithApp } from '../testing/renderWithApp';
import { settle } from '../testing/settle';
import { OdysseyWizard } from '../features/odysseyWizard/OdysseyWizard';
import { MissionWizard } from '../features/missionWizard/MissionWizard';

const completed = (result: object) => ({ id: 'job-1', type: 'planning', status: 'completed', progress: 100, result, error_message: null, metadata: null });

function fakePlanner() {
  return installFakeApi()
    .on('GET', '/odysseys/', { body: [] })
    .on('POST', '/odyssey-breakdown/questions', { body: { questions: ['Who is it for?'] } })
    .on('POST', '/odyssey-breakdown/generate-missions-async', { status: 202, body: { job_id: 'job-1' } })
    .on('POST', '/mission-breakdown/questions', { body: { questions: ['Who is it for?'] } })
    .on('POST', '/mission-breakdown/generate-todos-async', { status: 202, body: { job_id: 'job-2' } })
    .on('GET', '/jobs/job-1', { body: completed({ missions: [{ title: 'Research the market', description: 'Talk to customers', order: 1 }] }) })
    .on('GET', '/jobs/job-2', { body: completed({ todos: [{ title: 'Pick a domain', description: 'Short', success_criteria: 'Registered', priority: 'high' }] }) });
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The step indicator's look at the review step: the list, a done step, the current step. */
function stepIndicatorLook(dialog: HTMLElement) {
  const current = dialog.querySelector<HTMLElement>('[aria-current="step"]');
  const list = current?.closest('ol');
  const done = list ? Array.from(list.children).find((item) => item !== current) : undefined;
  // Classes only: the labels differ from wizard to wizard.
  const look = (item?: Element | null) => item && `${item.className}|${item.innerHTML.replace(/>[^<]*</g, '><')}`;
  return { list: list?.className, current: look(current), done: look(done) };
}

/** The two wizards, each with what it asks on its first step and the buttons that lead to its review. */
const WIZARDS = {
  odyssey: { open: () => <OdysseyWizard open onClose={jest.fn()} />, title: 'Odyssey Title', next: 'Next', generate: 'Generate Missions', dialog: 'Start New Odyssey' },
  mission: { open: () => <MissionWizard open onClose={jest.fn()} />, title: 'Mission Title', next: 'Next: AI Questions', generate: 'Generate Todos', dialog: 'Create New Mission' },
};

/** Runs a wizard through its details and one question to its review, and returns its dialog. */
async function wizardAtReview(kind: keyof typeof WIZARDS) {
  const wizard = WIZARDS[kind];
  renderWithApp(wizard.open());
  await settle();
  change(wizard.title, 'Start a bakery');
  change('Description', 'Open a small bakery');
  fireEvent.click(screen.getByRole('button', { name: wizard.next }));
  await settle();
  change(/Who is it for\?/, 'Families');
  fireEvent.click(screen.getByRole('button', { name: wizard.generate }));
  await settle(20);
  return screen.getByRole('dialog', { name: wizard.dialog });
}

describe('the odyssey wizard and the mission wizard', () => {
  it('show their steps and their Remove buttons the same way', async () => {
    fakePlanner();
    const odyssey = await wizardAtReview('odyssey');
    const odysseyLook = stepIndicatorLook(odyssey);
    const odysseyRemove = within(odyssey).getByRole('button', { name: /^Remove mission/ }).className;
    cleanup();

    const mission = await wizardAtReview('mission');
    const missionLook = stepIndicatorLook(mission);
    const missionRemove = within(mission).getByRole('button', { name: /^Remove todo/ }).className;

    expect(odysseyLook.list).toBeTruthy();
    expect(missionLook).toEqual(odysseyLook);
    expect(missionRemove).toBe(odysseyRemove);
  });
});
