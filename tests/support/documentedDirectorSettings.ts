import type { DirectorSettings } from '../../domain/director/settings';

/**
 * The Director's settings of a user who never saved any, as the product documents them. Written
 * out, not imported from the domain, so that a changed default fails the tests comparing with it.
 */
export const DOCUMENTED_DIRECTOR_DEFAULTS = {
  response_style: 'balanced',
  temperature: 0.7,
  max_tokens: 1000,
  tool_permissions: { can_create_todos: false, can_modify_missions: true, can_analyze_data: true },
  context_settings: { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true },
  system_prompt_role: 'Strategic Planner',
  custom_system_prompt: null,
};

/** A whole settings object in which every field differs from the defaults. */
export const EVERY_DIRECTOR_SETTING_CHANGED: DirectorSettings = {
  response_style: 'detailed',
  temperature: 0.3,
  max_tokens: 2500,
  tool_permissions: { can_create_todos: true, can_modify_missions: false, can_analyze_data: false },
  context_settings: { include_odysseys: false, include_missions: false, include_todos: false, include_steps: false },
  system_prompt_role: 'Task Manager',
  custom_system_prompt: 'Keep it short.',
};
