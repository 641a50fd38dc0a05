import { randomUUID } from 'node:crypto';
import type { DirectorSettingsEvent } from '../../../domain/director/events';
import { directorEventSchemas } from '../../../domain/director/events';
import { defaultDirectorSettings, type DirectorSettings } from '../../../domain/director/settings';
import { directorSettingsDecider } from '../../../domain/director/settingsDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { DOCUMENTED_DIRECTOR_DEFAULTS, EVERY_DIRECTOR_SETTING_CHANGED } from '../../support/documentedDirectorSettings';

const spec = deciderSpec(directorSettingsDecider);
const userId = randomUUID();
const now = '2025-03-01T09:30:00.000Z';
const update = (changes: unknown) => ({ type: 'UpdateDirectorSettings' as const, userId, changes, now });
const updated = (settings: DirectorSettings): DirectorSettingsEvent => ({
  type: 'DirectorSettingsUpdated',
  data: { userId, settings, updatedAt: now },
});

describe('director settings decider', () => {
  it('starts from the documented defaults', () => {
    expect(directorSettingsDecider.initialState().settings).toEqual(DOCUMENTED_DIRECTOR_DEFAULTS);
  });

  it('records the full settings after a complete update', () => {
    spec.given([]).when(update(EVERY_DIRECTOR_SETTING_CHANGED)).then([updated(EVERY_DIRECTOR_SETTING_CHANGED)]);
  });

  it('merges a partial update, nested flags included, over the current settings', () => {
    const before = { ...defaultDirectorSettings(), response_style: 'detailed' as const };
    spec
      .given([updated(before)])
      .when(update({ temperature: 1, tool_permissions: { can_create_todos: true } }))
      .then([updated({ ...before, temperature: 1, tool_permissions: { ...before.tool_permissions, can_create_todos: true } })]);
  });

  it('records nothing when the settings do not change', () => {
    spec.given([]).when(update(defaultDirectorSettings())).then([]);
  });

  it('stores a blank custom prompt as null and trims a real one', () => {
    const withPrompt = { ...defaultDirectorSettings(), custom_system_prompt: 'Be brief.' };
    spec.given([updated(withPrompt)]).when(update({ custom_system_prompt: '   ' })).then([updated(defaultDirectorSettings())]);
    spec.given([]).when(update({ custom_system_prompt: '  Be brief.\n' })).then([updated(withPrompt)]);
  });

  it.each([
    [{ response_style: 'chatty' }, 'Response style must be one of: balanced, concise, detailed'],
    [{ temperature: 1.5 }, 'Temperature must be a number between 0 and 1'],
    [{ temperature: -0.1 }, 'Temperature must be a number between 0 and 1'],
    [{ temperature: '0.5' }, 'Temperature must be a number between 0 and 1'],
    [{ max_tokens: 99 }, 'Max tokens must be a whole number between 100 and 4000'],
    [{ max_tokens: 4001 }, 'Max tokens must be a whole number between 100 and 4000'],
    [{ max_tokens: 250.5 }, 'Max tokens must be a whole number between 100 and 4000'],
    [{ system_prompt_role: 'Pirate' }, 'System prompt role must be one of: Strategic Planner, Task Manager, Coach'],
    [{ custom_system_prompt: 42 }, 'Custom system prompt must be text or null'],
    [{ custom_system_prompt: 'x'.repeat(4001) }, 'Custom system prompt must be at most 4000 characters'],
    [{ tool_permissions: { can_create_todos: 'yes' } }, 'Tool permissions: can_create_todos must be true or false'],
    [{ tool_permissions: { can_delete_everything: true } }, "Unknown tool permissions setting 'can_delete_everything'"],
    [{ context_settings: [] }, 'Context settings must be an object'],
    [{ theme: 'dark' }, "Unknown setting 'theme'"],
    ['balanced', 'Settings must be a JSON object'],
  ])('refuses %j with a readable message', (changes, message) => {
    spec.given([]).when(update(changes)).thenThrows('invalid', message);
  });

  it('accepts the range limits themselves', () => {
    const limits = { temperature: 0, max_tokens: 100 };
    spec.given([]).when(update(limits)).then([updated({ ...defaultDirectorSettings(), ...limits })]);
    spec.given([]).when(update({ temperature: 1, max_tokens: 4000 })).then([updated({ ...defaultDirectorSettings(), temperature: 1, max_tokens: 4000 })]);
  });

  it('produces events that pass the registered schema', () => {
    const events = directorSettingsDecider.decide(update({ response_style: 'concise' }), directorSettingsDecider.initialState());
    for (const event of events) expect(directorEventSchemas[event.type].schema.safeParse(event.data).success).toBe(true);
  });
});
