import type { GeneratedMissions } from '../../domain/planning';
import type { OdysseyMissionsInput, PlanProgressListener } from '../../commands/ports/planner';
import { assemblePlan } from './assemblePlan';
import { readGoal } from './readGoal';
import type { MissionTemplate } from './goalKind';
import { spreadDueDates } from './dueDates';
import { GENERAL_KIND, stageNamedBy } from './goalKinds';
import { ownItemsKept } from './ownRoom';
import { honourExclusions, honourInText, templatesLeft } from './honourConstraints';
import { ownActions, samePlanItem } from './ownActions';
import { nameFrameAnswers } from './frameAnswers';
import { answersNote } from './planNotes';
import { cleanTitle } from './titleText';
import { clip } from './text';
import { withAimSentences } from './missionAim';
import { deadlineClause } from './constraints';

const MAX_MISSIONS = 6;

/**
 * Missions for an odyssey, in order: the kind's phases, with milestones the
 * person listed in the description placed after the first phase, as many as
 * leave room for every phase none of them does.
 */
export function odysseyMissions(input: OdysseyMissionsInput, onProgress?: PlanProgressListener): GeneratedMissions {
  onProgress?.({ phase: 'understanding_goal', fraction: 0.1, items: [] });
  const { c, kind, ctx } = readGoal({ title: input.odyssey_title, description: input.odyssey_description, qa_pairs: input.qa_pairs, now: input.now });
  onProgress?.({ phase: 'drafting', fraction: 0.4, items: [] });

  const templates = templatesLeft({ family: kind.missions(ctx), general: () => GENERAL_KIND.missions(ctx), c, goal: input.odyssey_title, items: 'mission' });
  const own: MissionTemplate[] = honourExclusions(
    ownActions(input.odyssey_description, 4).map((a) => ({ title: cleanTitle(a), description: 'A milestone from your odyssey description.' })),
    c,
  );
  // A phase of the field a milestone of the person's does or names gives way to it ("Get three quotes from
  // bathroom fitters" is how help is lined up); the milestones take only the room the other phases leave.
  const coveredBy = (t: MissionTemplate, items: MissionTemplate[]) =>
    items.some((o) => samePlanItem(o.title, t.title)) || stageNamedBy(kind, ctx, t.title, items.map((o) => o.title));
  const phases = templates.slice(1, -1);
  const kept = ownItemsKept(own, (c.itemCount ?? MAX_MISSIONS) - 2, (items) => phases.filter((t) => !coveredBy(t, items)).length);
  const assembled = assemblePlan({
    first: templates[0],
    own: kept,
    middle: phases.filter((t) => !coveredBy(t, kept)),
    last: templates[templates.length - 1],
    max: MAX_MISSIONS,
    count: c.itemCount,
    checkpoint: (i): MissionTemplate => ({
      title: `Milestone ${i}: consolidate and review`,
      description: 'Look back at the missions so far, keep what works and adjust the next ones.',
    }),
  });

  const missions = nameFrameAnswers(assembled, c);
  onProgress?.({ phase: 'shaping_to_answers', fraction: 0.7, items: missions.map((m) => m.title) });
  // The phases after the goal (keeping it up) come after the goal's day; the mission before them reaches it.
  const afterGoal = Math.max(0, [...missions].reverse().findIndex((m) => !m.afterGoal));
  const due = spreadDueDates(missions.length, c, input.now, { titles: [], event: false, afterGoal });
  // A weekly time or budget a frame sentence already states ("Work with 8 hours a week.") is not noted again.
  const framed = missions.map((m) => m.description).join(' ');
  const noted = { ...c, timeBudget: framed.includes(`Work with ${c.timeBudget}.`) ? null : c.timeBudget, budget: framed.includes(`Keep to the budget of ${c.budget}.`) ? null : c.budget };
  const note = honourInText(answersNote(noted, { advice: kind.limitAdvice(ctx), dated: due.every((d) => d !== null) }), c);
  // The goal's deadline is said by the missions due on it; one due earlier has its own day ("aim to finish by ...").
  const goalClause = c.deadline && c.deadlineDate ? ` ${deadlineClause(c.deadline)}` : null;
  const ownDay = (description: string, dueDate: string | null) =>
    goalClause && dueDate !== null && c.deadlineDate !== null && dueDate < c.deadlineDate ? description.split(goalClause).join('') : description;
  return {
    missions: withAimSentences(
      missions.map((m, i) => ({ title: cleanTitle(m.title), description: clip(ownDay(i === 0 && note ? `${m.description} ${note}` : m.description, due[i]), 4000), order: i + 1, due_date: due[i] })),
      input.now,
    ),
  };
}
