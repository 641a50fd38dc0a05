import { fireEvent, screen } from '@testing-library/react';
import type { FakeApi } from './fakeApi';
import { settle } from './settle';

type UndoToken = { kind: string; id: string; revision: number };

/** Answers DELETE `path` with 204 and the X-Undo token, and POST /undo with the token and "Undone.". */
export function answerDeleteWithUndo(api: FakeApi, path: string, token: UndoToken): FakeApi {
  return api.on('DELETE', path, { status: 204, headers: { 'X-Undo': JSON.stringify(token) } }).on('POST', '/undo', { body: { ...token, detail: 'Undone.' } });
}

/**
 * On a detail page rendered beside its list route: Delete sends DELETE `path` once and leaves
 * for `listScreen` with the `deleted` toast; its Undo sends the token to POST /undo and shows
 * "Undone.".
 */
export async function deleteThenUndo(api: FakeApi, { path, token, listScreen, deleted }: { path: string; token: UndoToken; listScreen: string; deleted: string }) {
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await settle();
  expect(api.calls('DELETE', path)).toHaveLength(1);
  expect(screen.getByText(listScreen)).toBeTruthy();
  expect(screen.getByText(deleted)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await settle();
  expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([token]);
  expect(screen.getByText('Undone.')).toBeTruthy();
}
