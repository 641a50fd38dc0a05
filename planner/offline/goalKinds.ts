import type { PlanConstraints } from './constraints';
import { career } from './kinds/career';
import { event } from './kinds/event';
import { finance } from './kinds/finance';
import { fitness } from './kinds/fitness';
import { general } from './kinds/general';
import type { GoalKind, KindContext } from './kinds/goalKind';
import { learning } from './kinds/learning';
import { moving } from './kinds/moving';
import { productLaunch } from './kinds/productLaunch';
import { writing } from './kinds/writing';
import { subjectOf } from './text';

/** In order of preference when two kinds score the same. */
const KINDS: GoalKind[] = [learning, fitness, career, productLaunch, writing, finance, moving, event];

function countMatches(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  return text.match(global)?.length ?? 0;
}

/**
 * The kind of goal, from keyword hits: the title counts three times (its
 * first word, usually the goal's verb, twice more), the description and
 * answers once. No hit at all gives the general kind.
 */
export function detectKind(title: string, rest: string): GoalKind {
  let best: GoalKind = general;
  let bestScore = 0;
  const firstWord = title.trim().split(/\s+/)[0] ?? '';
  for (const kind of KINDS) {
    const score = countMatches(title, kind.keywords) * 3 + countMatches(firstWord, kind.keywords) * 2 + countMatches(rest, kind.keywords);
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

export function kindContext(title: string, description: string, c: PlanConstraints): KindContext {
  return { title: title.trim(), subject: subjectOf(title), description: description.trim(), c };
}

export type { GoalKind, KindContext };
