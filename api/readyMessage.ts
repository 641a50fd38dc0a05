import { DEFAULT_PLANNER_MODEL } from '../planner/createPlanner';
import { publicUrlOf, type Config } from './config';

/**
 * The line `npm start` prints once it serves: where to open the app and which planner answers,
 * since without a key the plans are the offline planner's, not a model's.
 */
export function readyMessage(config: Config): string {
  const at = `Odyssey Planner is ready at ${publicUrlOf(config)}`;
  const apiKey = config.OPENAI_API_KEY?.trim();
  const baseUrl = config.OPENAI_BASE_URL?.trim();
  if (!apiKey && !baseUrl) return `${at}, planning with the offline planner: no OPENAI_API_KEY or OPENAI_BASE_URL is set ("Planning with a model" in README.md).`;
  const model = config.PLANNER_MODEL?.trim() || DEFAULT_PLANNER_MODEL;
  // Without any user name or password a base URL may carry.
  const server = baseUrl ? ((u) => `${u.protocol}//${u.host}${u.pathname}`)(new URL(baseUrl)) : 'the OpenAI API';
  return `${at}, planning with the model ${model} at ${server} (the offline planner stands in when it cannot answer).`;
}
