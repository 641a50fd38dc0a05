import { business } from './business';
import { career } from './career';
import { community } from './community';
import { cooking } from './cooking';
import { creative } from './creative';
import { event } from './event';
import { exams } from './exams';
import { family } from './family';
import type { FamilyData } from './familyData';
import { finance } from './finance';
import { fitness } from './fitness';
import { gardening } from './gardening';
import { health } from './health';
import { homeDiy } from './homeDiy';
import { languages } from './languages';
import { learning } from './learning';
import { moving } from './moving';
import { pay } from './pay';
import { productLaunch } from './productLaunch';
import { travel } from './travel';
import { writing } from './writing';

/**
 * The goal families, one data file each; add a file and list it here. On
 * equal scores the family listed first wins.
 */
export const FAMILIES: FamilyData[] = [
  learning, fitness, career, productLaunch, writing, finance, moving, event,
  cooking, health, exams, pay, creative, homeDiy, gardening, travel, business, community, family, languages,
];
