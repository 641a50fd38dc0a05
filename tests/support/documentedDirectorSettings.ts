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
