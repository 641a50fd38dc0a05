import { render, screen } from '@testing-library/react';
import { formatDate } from '../../shared/format/date';
import { primaryButton } from '../../shared/ui/styles';
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

  it('dates a conversation as every other screen dates things (Nov 27, 2026), not as 11/27/2026', () => {
    render(<ConversationSidebar conversations={[{ id: 'c1', title: 'Bakery', updated_at: '2026-11-27T10:00:00Z' }]} activeId={null} onNew={() => {}} onOpen={() => {}} />);
    const day = screen.getByText(formatDate('2026-11-27T10:00:00Z'));
    expect(day.textContent).toMatch(/2026/);
    expect(day.textContent).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it("gives 'New Conversation' the look of the app's other primary buttons", () => {
    render(<ConversationSidebar conversations={[]} activeId={null} onNew={() => {}} onOpen={() => {}} />);
    const button = screen.getByRole('button', { name: 'New Conversation' });
    for (const name of primaryButton.split(' ')) expect(button.classList).toContain(name);
  });
});
