import { screen } from '@testing-library/react';
import { aMission } from '../../testing/missionFixture';
import { renderWithApp } from '../../testing/renderWithApp';
import { MissionCard } from './MissionCard';

describe('MissionCard', () => {
  it.each([
    [1, 0, '1 todo · 0 completed'],
    [2, 1, '2 todos · 1 completed'],
    [0, 0, '0 todos · 0 completed'],
  ])('with %i todos, %i completed, reads "%s"', (total, completed, text) => {
    renderWithApp(
      <ul>
        <MissionCard mission={aMission({ total_todos: total, completed_todos: completed })} />
      </ul>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});
