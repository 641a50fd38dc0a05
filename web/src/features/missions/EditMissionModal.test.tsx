import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { aMission } from '../../testing/missionFixture';
import { renderWithApp } from '../../testing/renderWithApp';
import { press, settle } from '../../testing/settle';
import { EditMissionModal } from './EditMissionModal';
import { onFakeTimersRestoringSpies } from '../../testing/fakeTimers';

const mission = aMission();
const plan = [
  { title: 'Choose a date', description: '', success_criteria: 'Date agreed', priority: 'high', depends_on: [] },
  { title: 'Book the band', description: '', success_criteria: 'Band signed', priority: 'medium', depends_on: [] },
];

/** A server where every step of a copy succeeds: the copy is m2 and its plan has two todos. */
function fakeCopyServer(): FakeApi {
  return installFakeApi()
    .on('GET', '/odysseys/', { body: [] })
    .on('POST', '/missions/m1/copy', { status: 201, body: { ...mission, id: 'm2', title: 'Summer fair (Copy)' } })
    .on('PUT', '/missions/m2', { body: { ...mission, id: 'm2' } })
    .on('POST', '/mission-breakdown/questions', { body: { questions: ['When?'] } })
    .on('POST', '/mission-breakdown/generate-todos', { body: { todos: plan } })
    .on('POST', '/todos/', { status: 201, body: { id: 'new' } });
}

async function renderModal() {
  const onClose = jest.fn();
  const onReplan = jest.fn(async () => true);
  renderWithApp(<EditMissionModal open mission={mission} onClose={onClose} onReplan={onReplan} />, {
    otherRoutes: [{ path: '/missions/:id', element: <p>Copied mission screen</p> }],
  });
  await settle();
  return { onClose, onReplan };
}

describe('EditMissionModal: what saving and copying say', () => {
  onFakeTimersRestoringSpies();

  it("says 'Failed to update mission. Please try again.' when the save fails; the dialog stays open", async () => {
    installFakeApi().on('GET', '/odysseys/', { body: [] }).on('PUT', '/missions/m1', { status: 500 });
    const { onClose } = await renderModal();
    await press('Save');
    expect(screen.getByText('Failed to update mission. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a copy with its new plan says 'mission copy created with N todos' and opens the copy", async () => {
    const api = fakeCopyServer();
    const { onClose } = await renderModal();
    await press('Copy');
    expect(api.calls('POST', '/todos/')).toHaveLength(2);
    expect(screen.getByText('mission copy created with 2 todos')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('Copied mission screen')).toBeTruthy();
  });

  it('a copy says so when the offline planner stood in for the model in its plan', async () => {
    const planner = { name: 'offline (fallback from local-model)', fallback: true, reason: 'the model timed out' };
    fakeCopyServer().on('POST', '/mission-breakdown/generate-todos', { body: { todos: plan, planner } });
    await renderModal();
    await press('Copy');
    expect(screen.getByText('mission copy created with 2 todos')).toBeTruthy();
    expect(screen.getByText('Planned offline: the model did not answer (the model timed out).')).toBeTruthy();
  });

  it("says 'Failed to create mission copy. Please try again.' when the copy itself fails, with no copy to report", async () => {
    fakeCopyServer().on('POST', '/missions/m1/copy', { status: 503, body: { detail: 'down' } });
    const { onClose } = await renderModal();
    await press('Copy');
    expect(screen.getByText('Failed to create mission copy. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/A copy of the mission was created/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to create todos for copy. Please try again.' when the plan fails, and names the copy that exists", async () => {
    fakeCopyServer().on('POST', '/mission-breakdown/generate-todos', { status: 503, body: { detail: 'planner down' } });
    const { onClose } = await renderModal();
    await press('Copy');
    expect(screen.getByText('Failed to create todos for copy. Please try again.')).toBeTruthy();
    expect(screen.getByText(/A copy of the mission was created \(id: m2\)/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to create todos for copy. Please try again.' when one of its todos is refused", async () => {
    fakeCopyServer().on('POST', '/todos/', { status: 500 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderModal();
    await press('Copy');
    expect(screen.getByText('Failed to create todos for copy. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/mission copy created/)).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it("says 'Failed to generate questions. Please try again.' when the copy's planning questions fail", async () => {
    fakeCopyServer().on('POST', '/mission-breakdown/questions', { status: 503, body: { detail: 'planner down' } });
    await renderModal();
    await press('Copy');
    expect(screen.getByText('Failed to generate questions. Please try again.')).toBeTruthy();
    expect(screen.getByText(/A copy of the mission was created \(id: m2\)/)).toBeTruthy();
  });
});
