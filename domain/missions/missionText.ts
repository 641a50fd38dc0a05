import { PLAN_ITEM_TITLE_MAX, planItemText } from '../planItemText';

export const MISSION_TITLE_MAX = PLAN_ITEM_TITLE_MAX;
export const { title: missionTitle, description: missionDescription } = planItemText('mission');
