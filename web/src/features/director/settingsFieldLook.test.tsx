import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { inputClass } from '../../shared/ui/styles';
import { SettingsTab } from './SettingsTab';
import { looksLike } from '../../testing/looksLike';
import { DOCUMENTED_DIRECTOR_DEFAULTS } from '../../../../tests/support/documentedDirectorSettings';

// The Director's settings are a form like any other: the same boxes, text colours and focus ring
// (3:1 against the panel in both themes) as every other form's fields.
it("The Director's number box, role and style selects and prompt box have the shared field look", async () => {
  installFakeApi().on('GET', '/director/settings', { body: DOCUMENTED_DIRECTOR_DEFAULTS });
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
