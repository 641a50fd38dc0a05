import { render, screen, within } from '@testing-library/react';
import { GraphLegend } from './GraphLegend';

const swatch = (label: string) => within(screen.getByText(label).closest('li') as HTMLElement).getByText('', { selector: '[aria-hidden="true"]' });

describe('GraphLegend', () => {
  it.each(['light', 'dark'] as const)('names the dashed line of a wait beside the solid line of belonging (%s theme)', (theme) => {
    render(<GraphLegend view="mission" theme={theme} />);
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getByRole('heading', { name: 'Lines' })).toBeTruthy();
    const waits = swatch('Waits for');
    const belongs = swatch('Belongs to');
    expect(waits.style.borderTopStyle).toBe('dashed');
    expect(belongs.style.borderTopStyle).toBe('solid');
    expect(waits.style.borderColor).not.toBe(belongs.style.borderColor);
  });
});
