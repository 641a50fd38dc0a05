import { render } from '@testing-library/react';
import { HealthBadge as MissionHealthBadge } from '../../shared/ui/statusBadges';
import { HealthBadge } from './StatusBadges';

describe("an odyssey's health badge", () => {
  it.each(['healthy', 'at_risk', 'critical'])('shows %s as a mission shows it, beside the same outlook', (health) => {
    const odyssey = render(<HealthBadge health={health} outlook="will_miss" />).container.innerHTML;
    const mission = render(<MissionHealthBadge health={health} outlook="will_miss" />).container.innerHTML;
    expect(odyssey).toBe(mission);
  });

  it('shows nothing for an odyssey without active missions (no health)', () => {
    expect(render(<HealthBadge health={null} outlook={null} />).container.innerHTML).toBe('');
  });
});
