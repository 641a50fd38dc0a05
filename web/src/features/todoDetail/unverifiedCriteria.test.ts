import type { CompletionEvaluation } from '../../shared/models/todo';
import { unverifiedCriteria } from './unverifiedCriteria';

const evaluation = (criteria: CompletionEvaluation['criteria']): CompletionEvaluation => ({
  gaps_found: false,
  gaps: [],
  suggestions: [],
  recommendation: 'All success criteria are covered by the completed work.',
  criteria,
  todo_auto_completed: true,
  user_override: false,
  evaluated_at: '2025-03-10T09:00:00.000Z',
});

describe('unverifiedCriteria', () => {
  it('lists the met criteria the evaluation flags as shown by nothing recorded, whatever their words', () => {
    const listed = unverifiedCriteria(
      evaluation([
        { criterion: 'Venue booked', met: true, evidence: 'Met by completed step "Book the venue" alone.', verified: false },
        { criterion: 'Guests invited', met: true, evidence: 'Covered by evidence "an unverified guest list, now checked".', verified: true },
        { criterion: 'Budget under 1,000 EUR', met: false, evidence: 'Nothing mentions it yet.', verified: false },
      ]),
    );
    expect(listed).toEqual(['Venue booked']);
  });

  it('reads the word "unverified" in evaluations made before the flag', () => {
    const listed = unverifiedCriteria(
      evaluation([
        { criterion: 'Venue booked', met: true, evidence: 'Met by completed step "Book the venue" alone, unverified: no evidence, note or finding shows it.' },
        { criterion: 'Guests invited', met: true, evidence: 'Covered by evidence "guest list".' },
      ]),
    );
    expect(listed).toEqual(['Venue booked']);
  });
});
