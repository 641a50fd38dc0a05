import type { TestApp, TestUser } from './testApp';

/** What a user reads of one todo in API tests: the todo itself and the types of its history's events, in order. */
export function todoReads(t: Pick<TestApp, 'as'>) {
  return {
    todo: async (user: TestUser, id: string) => (await t.as(user).get(`/api/todos/${id}`)).json(),
    historyTypes: async (user: TestUser, id: string) => ((await t.as(user).get(`/api/history/todo/${id}`)).json().events as Array<{ type: string }>).map((e) => e.type),
  };
}
