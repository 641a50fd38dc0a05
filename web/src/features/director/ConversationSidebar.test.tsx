import { render, screen } from '@testing-library/react';
import { ConversationSidebar } from './ConversationSidebar';

describe('The Director conversation list', () => {
  it('lets a long conversation title be read: two lines, then the whole title on hover', () => {
    const title = 'What should I do first for the bakery? Give me a plan with priorities, the risks I run and a table of the next steps';
    render(<ConversationSidebar conversations={[{ id: 'c1', title, updated_at: '2026-11-27T10:00:00Z' }]} activeId={null} onNew={() => {}} onOpen={() => {}} />);
    const shown = screen.getByText(title);
    expect(shown.getAttribute('title')).toBe(title);
    expect(shown.className).toContain('line-clamp-2');
    expect(shown.className).not.toContain('truncate');
  });
});
