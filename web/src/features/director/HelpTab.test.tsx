import { render, screen, within } from '@testing-library/react';
import { HelpTab } from './HelpTab';

describe('The Director help', () => {
  it('names each tip and each customisation in bold before what it means', () => {
    render(<HelpTab />);
    const items = (heading: string) =>
      within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Tips')[0]).toBe('Be specific: Name the odyssey, mission or todo you mean for a sharper answer.');
    expect(items('Customization')).toEqual([
      'Response style: concise for quick answers, balanced for everyday use, detailed for in-depth analysis.',
      'Context settings: choose which of your odysseys, missions, todos and steps The Director may look at.',
      'System role: have it act as a Strategic Planner, a Task Manager or a Coach, or write your own instructions.',
    ]);
    expect(screen.getByText('System role:').className).toContain('font-medium');
  });
});
