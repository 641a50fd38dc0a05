/** Creates a todo through the listening app (a real request, not inject) and answers its id. */
export async function createTodoOverHttp(baseUrl: string, token: string, title: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/todos/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, success_criteria: 'Done when it is done' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
