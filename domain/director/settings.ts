import { invalid } from '../decider';
import { oneOf } from '../oneOf';

/** How The Director behaves for one user. */
export const responseStyles = ['balanced', 'concise', 'detailed'] as const;
export type ResponseStyle = (typeof responseStyles)[number];

export const systemPromptRoles = ['Strategic Planner', 'Task Manager', 'Coach'] as const;
export type SystemPromptRole = (typeof systemPromptRoles)[number];

export const toolPermissionKeys = ['can_create_todos', 'can_modify_missions', 'can_analyze_data'] as const;
export type ToolPermissionKey = (typeof toolPermissionKeys)[number];
export type ToolPermissions = Record<ToolPermissionKey, boolean>;

export const contextSettingKeys = ['include_odysseys', 'include_missions', 'include_todos', 'include_steps'] as const;
export type ContextSettingKey = (typeof contextSettingKeys)[number];
export type ContextSettings = Record<ContextSettingKey, boolean>;

export type DirectorSettings = {
  response_style: ResponseStyle;
  temperature: number;
  max_tokens: number;
  tool_permissions: ToolPermissions;
  context_settings: ContextSettings;
  system_prompt_role: SystemPromptRole;
  custom_system_prompt: string | null;
};

export const temperatureRange = { min: 0, max: 1 } as const;
export const maxTokensRange = { min: 100, max: 4000 } as const;
export const customSystemPromptMaxLength = 4000;

/** A fresh copy each call, so nobody can mutate the shared defaults. */
export function defaultDirectorSettings(): DirectorSettings {
  return {
    response_style: 'balanced',
    temperature: 0.7,
    max_tokens: 1000,
    tool_permissions: { can_create_todos: false, can_modify_missions: true, can_analyze_data: true },
    context_settings: { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true },
    system_prompt_role: 'Strategic Planner',
    custom_system_prompt: null,
  };
}

/** A change request: any subset of the fields; nested objects may be partial too. */
export type DirectorSettingsPatch = Partial<
  Omit<DirectorSettings, 'tool_permissions' | 'context_settings'> & {
    tool_permissions: Partial<ToolPermissions>;
    context_settings: Partial<ContextSettings>;
  }
>;

const settingKeys = [
  'response_style',
  'temperature',
  'max_tokens',
  'tool_permissions',
  'context_settings',
  'system_prompt_role',
  'custom_system_prompt',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseFlags<K extends string>(value: unknown, keys: readonly K[], label: string): Partial<Record<K, boolean>> {
  if (!isRecord(value)) throw invalid(`${label} must be an object with true/false values for ${keys.join(', ')}`);
  const flags: Partial<Record<K, boolean>> = {};
  for (const [key, flag] of Object.entries(value)) {
    const known = oneOf(keys, key);
    if (known === undefined) {
      throw invalid(`Unknown ${label.toLowerCase()} setting '${key}'; expected one of ${keys.join(', ')}`);
    }
    if (typeof flag !== 'boolean') throw invalid(`${label}: ${key} must be true or false`);
    flags[known] = flag;
  }
  return flags;
}

/**
 * Checks an untrusted settings body and returns a typed patch, or throws an
 * `invalid` DomainError whose message the Settings tab shows as it is.
 */
export function parseDirectorSettingsPatch(input: unknown): DirectorSettingsPatch {
  if (!isRecord(input)) throw invalid('Settings must be a JSON object');
  const unknownKey = Object.keys(input).find((key) => oneOf(settingKeys, key) === undefined);
  if (unknownKey !== undefined) throw invalid(`Unknown setting '${unknownKey}'`);

  const patch: DirectorSettingsPatch = {};
  if (input.response_style !== undefined) {
    const responseStyle = oneOf(responseStyles, input.response_style);
    if (responseStyle === undefined) throw invalid(`Response style must be one of: ${responseStyles.join(', ')}`);
    patch.response_style = responseStyle;
  }
  if (input.temperature !== undefined) {
    const t = input.temperature;
    if (typeof t !== 'number' || !Number.isFinite(t) || t < temperatureRange.min || t > temperatureRange.max) {
      throw invalid(`Temperature must be a number between ${temperatureRange.min} and ${temperatureRange.max}`);
    }
    patch.temperature = t;
  }
  if (input.max_tokens !== undefined) {
    const m = input.max_tokens;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < maxTokensRange.min || m > maxTokensRange.max) {
      throw invalid(`Max tokens must be a whole number between ${maxTokensRange.min} and ${maxTokensRange.max}`);
    }
    patch.max_tokens = m;
  }
  if (input.tool_permissions !== undefined) {
    patch.tool_permissions = parseFlags(input.tool_permissions, toolPermissionKeys, 'Tool permissions');
  }
  if (input.context_settings !== undefined) {
    patch.context_settings = parseFlags(input.context_settings, contextSettingKeys, 'Context settings');
  }
  if (input.system_prompt_role !== undefined) {
    const role = oneOf(systemPromptRoles, input.system_prompt_role);
    if (role === undefined) throw invalid(`System prompt role must be one of: ${systemPromptRoles.join(', ')}`);
    patch.system_prompt_role = role;
  }
  if (input.custom_system_prompt !== undefined) {
    const prompt = input.custom_system_prompt;
    if (prompt !== null && typeof prompt !== 'string') throw invalid('Custom system prompt must be text or null');
    if (typeof prompt === 'string' && prompt.length > customSystemPromptMaxLength) {
      throw invalid(`Custom system prompt must be at most ${customSystemPromptMaxLength} characters`);
    }
    // The SPA sends an empty prompt as null; a blank one from any client means the same.
    patch.custom_system_prompt = typeof prompt === 'string' && prompt.trim() !== '' ? prompt.trim() : null;
  }
  return patch;
}

export function applyDirectorSettingsPatch(current: DirectorSettings, patch: DirectorSettingsPatch): DirectorSettings {
  return {
    ...current,
    ...patch,
    tool_permissions: { ...current.tool_permissions, ...patch.tool_permissions },
    context_settings: { ...current.context_settings, ...patch.context_settings },
  };
}

export function sameDirectorSettings(a: DirectorSettings, b: DirectorSettings): boolean {
  return (
    a.response_style === b.response_style &&
    a.temperature === b.temperature &&
    a.max_tokens === b.max_tokens &&
    a.system_prompt_role === b.system_prompt_role &&
    a.custom_system_prompt === b.custom_system_prompt &&
    toolPermissionKeys.every((k) => a.tool_permissions[k] === b.tool_permissions[k]) &&
    contextSettingKeys.every((k) => a.context_settings[k] === b.context_settings[k])
  );
}
