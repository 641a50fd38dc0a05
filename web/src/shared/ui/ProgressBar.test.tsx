import { render, screen } from '@testing-library/react';
import { ProgressBar, progressColor } from './ProgressBar';

describe('progress colour by percent', () => {
  it.each([
    [100, 'bg-green-500'],
    [99, 'bg-blue-500'],
    [75, 'bg-blue-500'],
    [74, 'bg-yellow-500'],
    [50, 'bg-yellow-500'],
    [49, 'bg-orange-500'],
    [25, 'bg-orange-500'],
    [24, 'bg-red-500'],
    [0, 'bg-red-500'],
  ])('%i%% is %s', (percent, colour) => {
    expect(progressColor(percent)).toBe(colour);
  });

  it('exposes the rounded, clamped value to assistive technology', () => {
    render(<ProgressBar percent={133.3} label="Mission progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Mission progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
