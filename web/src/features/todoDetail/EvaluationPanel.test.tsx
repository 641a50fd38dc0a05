import { render, screen } from '@testing-library/react';
import type { CompletionEvaluation } from '../../shared/models/todo';
import { EvaluationPanel } from './EvaluationPanel';

const evaluation = (criteria: CompletionEvaluation['criteria']): CompletionEvaluation => ({
  gaps_found: false,
  gaps: [],
  suggestions: [],
  recommendation: 'All 2 success criteria are covered by the completed work.',
  criteria,
  todo_auto_completed: true,
  user_override: false,
  evaluated_at: '2025-03-10T09:00:00.000Z',
});
const onSteps = (criterion: string) => ({ criterion, met: true, evidence: `Met by completed step "${criterion}" alone, unverified: no evidence, note or finding shows it.` });
const shown = (criterion: string) => ({ criterion, met: true, evidence: 'Covered by evidence "LH-2291".' });

const renderPanel = (value: CompletionEvaluation, planner: { name: string; fallback: boolean; reason: string | null } | null = null) =>
  render(<EvaluationPanel evaluation={value} planner={planner} canForceComplete={false} forcing={false} onForceComplete={jest.fn()} />);

describe('EvaluationPanel: a verdict says what it rests on', () => {
  it('says "met" when evidence shows every criterion', () => {
    renderPanel(evaluation([shown('Venue booked'), shown('Budget under 1,000 EUR')]));
    expect(screen.getByText('All success criteria are met. The todo was marked as complete.')).toBeTruthy();
    expect(screen.queryByText(/unverified/i)).toBeNull();
  });

  it('never says "met" when the criteria rest on ticked steps alone, and lists them as unverified', () => {
    renderPanel(evaluation([onSteps('Venue booked'), onSteps('Budget under 1,000 EUR')]));
    expect(screen.queryByText(/All success criteria are met/)).toBeNull();
    expect(screen.getByText('All success criteria are covered, but only by ticked steps: no evidence shows them yet. The todo was marked as complete.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Resting on ticked steps only (unverified)' })).toBeTruthy();
    expect(screen.getByText('Budget under 1,000 EUR')).toBeTruthy();
  });

  it('counts the criteria that rest on ticked steps when only some do', () => {
    renderPanel(evaluation([shown('Venue booked'), onSteps('Budget under 1,000 EUR')]));
    expect(screen.getByText('All success criteria are covered; 1 of them only by ticked steps, with no evidence to show it. The todo was marked as complete.')).toBeTruthy();
  });

  it('says the offline planner made it when no model is configured, and nothing for a model', () => {
    const { unmount } = renderPanel(evaluation([shown('Venue booked')]), { name: 'offline', fallback: false, reason: null });
    expect(screen.getByRole('note').textContent).toBe('Made by the offline planner, without an AI model.');
    unmount();
    renderPanel(evaluation([shown('Venue booked')]), { name: 'gpt-4o-mini', fallback: false, reason: null });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
