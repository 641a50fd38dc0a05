import type { TestUser } from './testApp';

/** POSTs a Director chat message over real HTTP and answers the reply as sent: the stream, read to its end. */
export async function directorReply(baseUrl: string, user: TestUser, message: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: null }),
  });
  return res.text();
}

/** POSTs a Director chat message over real HTTP and answers the reply's text: the stream's chunks joined. */
export async function directorReplyText(baseUrl: string, user: TestUser, message: string): Promise<string> {
  return (await directorReply(baseUrl, user, message))
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => (JSON.parse(line.slice('data: '.length)) as { chunk?: string }).chunk ?? '')
    .join('');
}
