import type { OdysseyContext } from '../../commands/ports/planner';
import type { QaPair } from '../../domain/planning';
import type { GoalKind, KindContext } from './goalKind';
import { GENERAL_KIND, missionTemplateKind, namedStageTodos } from './goalKinds';
import { readGoal } from './readGoal';

type Field = { kind: GoalKind; ctx: KindContext };

/**
 * The field of the odyssey a mission is part of, when the mission is planned in it: its own words
 * name no field ("Taper and race week" of "Run a marathon in October" is training), or name another
 * while its title names a stage of the odyssey's ("Choose the photographer" of a wedding). The
 * mission's title still names the stage; the field's todos speak of the odyssey's subject ("a
 * marathon"), which the mission's title does not name.
 */
function odysseyField(odyssey: OdysseyContext | null | undefined, now: Date | undefined, own: Field, missionTitle: string): Field | null {
  if (!odyssey?.title.trim()) return null;
  const read = readGoal({ ...odyssey, qa_pairs: [], now });
  if (read.kind === GENERAL_KIND) return null;
  const ctx = { ...own.ctx, subject: read.ctx.subject, goalTitle: read.ctx.goalTitle };
  // A stage of the odyssey's own field the plan wrote ("Peak for your first half marathon") is about
  // the odyssey's subject too: its target is "your first half marathon", not the stage.
  if (read.kind === own.kind) return missionTemplateKind(missionTitle) === own.kind ? { kind: own.kind, ctx } : null;
  return own.kind === GENERAL_KIND || namedStageTodos(read.kind, ctx, true) !== null ? { kind: read.kind, ctx } : null;
}

/**
 * What a mission says and the field it is planned (and asked about) in. A mission an odyssey's
 * plan wrote stays in that plan's field: its title's words may name another ("Scope and budget" of
 * a home project is no money goal); one no field claims is read from its description. Then the
 * odyssey it is part of may claim it (see odysseyField).
 */
export function missionField(mission: { title: string; description: string; qa_pairs: QaPair[]; now?: Date }, odyssey: OdysseyContext | null | undefined) {
  const read = readGoal(mission);
  const written = missionTemplateKind(mission.title);
  const own = { kind: written && read.kind !== GENERAL_KIND ? written : read.kind, ctx: read.ctx };
  const field = odysseyField(odyssey, mission.now, own, mission.title) ?? own;
  // The money to reach by a day is reached by the odyssey's day, not by the end of the mission that sets the monthly amount.
  const goalDeadline = odyssey?.title.trim() ? readGoal({ ...odyssey, qa_pairs: [], now: mission.now }).ctx.c.deadline : null;
  return { ...read, ...field, ctx: { ...field.ctx, goalDeadline, goalDescription: odyssey?.description.trim() ?? '', odysseyTitle: odyssey?.title.trim() ?? '' } };
}
