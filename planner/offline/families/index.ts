import { readFamily, type FamilyData } from './familyData';

/**
 * The goal families, one JSON file each in this folder (`learning` is
 * learning.json); add a file and list it here. On equal scores the family
 * listed first wins. `languages` has its own frame: the skills (listening,
 * speaking, reading, writing) and CEFR levels. `habits` plans a goal done on
 * a rhythm ("every week") that no field claims (`yieldsToFields`). `interview`
 * prepares one interview; `career` is the search for a job.
 */
export const FAMILIES: FamilyData[] = [
  'learning', 'fitness', 'interview', 'career', 'productLaunch', 'thesis', 'writing', 'driving', 'finance', 'movingAbroad', 'moving', 'event',
  'cooking', 'health', 'exams', 'pay', 'music', 'creative', 'declutter', 'homeDiy', 'gardening', 'travel', 'business', 'club', 'community', 'baby', 'pets', 'reading', 'teachChild', 'family', 'languages', 'habits', 'estate', 'social',
].map(readFamily);

/**
 * The plan for a goal no family fits (or fits only weakly): a sound shape for
 * any goal, written around the person's own title; the planner adds the
 * actions they listed and their answers. It has no keywords: it is chosen
 * only when no family is, and is therefore not listed in FAMILIES.
 */
export const GENERAL: FamilyData = readFamily('general');
