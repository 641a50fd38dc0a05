import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { inputClass } from '../../shared/ui/styles';
import { SettingsTab } from './SettingsTab';
import { looksLike } from '../../testing/looksLike';

// The Director's settings are a form like any other: the same boxes, text colours and focus ring
// (3:1 against the panel in both themes) as every other form's fields.
it("The Director's number box, role and style selects and prompt box have the shared field look", async () => {
  installFakeApi().on('GET', '/director/settings', {
    body: {
      response_style: 'balanced',
      temperature: 0.7,
      max_tokens: 1000,
      tool_permissions: { can_create_todos: false, can_modify_missions: false, can_analyze_data: true },
      context_settings: { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true },
      system_prompt_role: 'Coach',
      custom_system_prompt: null,
    },
  });
  renderWithApp(<SettingsTab />);
  await settle();
  const fields = ['Response style', 'Max tokens', 'Role', 'Custom system prompt (optional)'].map((label) => screen.getByLabelText(label));
  expect(fields.map((field) => [field.tagName, looksLike(field, inputClass)])).toEqual([
    ['SELECT', true],
    ['INPUT', true],
    ['SELECT', true],
    ['TEXTAREA', true],
  ]);
});
