import { planItemText } from '../planItemText';

export const { title: odysseyTitle, description: odysseyDescription } = planItemText('odyssey');
