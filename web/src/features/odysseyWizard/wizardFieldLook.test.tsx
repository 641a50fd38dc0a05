import '../odysseys/testing/jsdomTextCodec';
import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { inputClass } from '../../shared/ui/styles';
import { OdysseyWizard } from './OdysseyWizard';
import { looksLike } from '../../testing/looksLike';

async function flush() {
  for (let i = 0; i < 6; i += 1) await act(async () => undefined);
}

// The odyssey wizard's boxes are the fields of every other form (the mission wizard's among them):
// the same text size, edge, colours and focus ring, where they had a larger text and an edge of their own.
it("Start New Odyssey's title, description, answers and suggested missions have the shared field look", async () => {
  jest.useFakeTimers();
  installFakeApi()
    .on('POST', '/odyssey-breakdown/questions', { body: { questions: ['Who is it for?'] } })
    .on('POST', '/odyssey-breakdown/generate-missions-async', { status: 202, body: { job_id: 'job-1' } })
    .on('GET', '/jobs/job-1', {
      body: { id: 'job-1', type: 'odyssey_missions', status: 'completed', progress: 100, result: { missions: [{ title: 'Research the market', description: 'Talk to ten customers', order: 1 }] }, error_message: null, metadata: null },
    });
  renderWithApp(<OdysseyWizard open onClose={jest.fn()} />);
  const looks: Array<[string, boolean]> = [];
  const check = (label: string | RegExp) => looks.push([String(label), looksLike(screen.getByLabelText(label), inputClass)]);
  check('Odyssey Title');
  check('Description');
  fireEvent.change(screen.getByLabelText('Odyssey Title'), { target: { value: 'Start a bakery' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Open a bakery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await flush();
  check(/Who is it for\?/);
  fireEvent.change(screen.getByLabelText(/Who is it for\?/), { target: { value: 'Families nearby' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Missions' }));
  await flush();
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  await flush();
  check('Mission 1 title');
  check('Mission 1 description');
  jest.useRealTimers();
  expect(looks).toEqual([
    ['Odyssey Title', true],
    ['Description', true],
    ['/Who is it for\\?/', true],
    ['Mission 1 title', true],
    ['Mission 1 description', true],
  ]);
});
