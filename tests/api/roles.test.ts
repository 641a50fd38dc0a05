import { Client } from 'pg';
import { startTestApp, type TestApp, startServicesBeside } from '../support/testApp';

describe('roles run apart', () => {
  let api: TestApp;
  afterAll(async () => {
    await api?.close();
  });

  it('an api-only process answers with read-your-writes while a separate projector process builds the read models', async () => {
    api = await startTestApp({ roles: ['api'] });
    // Without a projector nothing reaches the read models: registration still answers
    // (after the bounded wait) but the account is not yet readable.
    const projector = await startServicesBeside(api, ['projector']);
    try {
      expect(api.services.processors).toBeNull();
      const user = await api.registerUser('apart@example.com');
      // The api process waited for the projector's checkpoint, so the read model has the user.
      const me = await api.as(user).get('/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('apart@example.com');
      // History links and analytics may lag behind the answer; they too arrive, by notification.
      expect(await api.services.projections.waitFor((await api.services.rawStore.headPosition())!, 10_000)).toBe(true);
      const health = await api.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().projection_lag).toBe(0);
      // Each process follows appends, read-model commits and data-key destructions over one
      // LISTEN connection of its own: two in all, and no other connection listens.
      const listening = new Client({ connectionString: api.databaseUrl });
      await listening.connect();
      const { rows } = await listening.query<{ application_name: string; n: number }>(
        `SELECT application_name, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND (application_name = 'odyssey_notifications' OR query LIKE 'LISTEN%')
          GROUP BY application_name`,
      );
      await listening.end();
      expect(rows).toEqual([{ application_name: 'odyssey_notifications', n: 2 }]);

      // Hold the projector's next commit: the api process's command now waits for it, and
      // learns of it from the commit notification, not by reading checkpoints in a loop (a
      // loop every 10 ms would read them about 30 times in the 300 ms the commit is held).
      let checkpointReads = 0;
      api.services.deps.db.on('query', (q: { sql: string }) => {
        if (q.sql.includes('projection_checkpoints')) checkpointReads++;
      });
      const blocker = new Client({ connectionString: api.databaseUrl });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query("SELECT * FROM projection_checkpoints WHERE name = 'todos' FOR UPDATE");
      const created = api.as(user).post('/api/todos', { title: 'Read my own write', success_criteria: 'It is listed' });
      await new Promise((r) => setTimeout(r, 300));
      const readsWhileHeld = checkpointReads;
      await blocker.query('ROLLBACK');
      await blocker.end();
      const todo = await created;
      expect(todo.statusCode).toBe(201);
      // The notifications carry the positions: after the first query nothing more is read.
      expect(readsWhileHeld).toBeLessThanOrEqual(1);
      const listed = await api.as(user).get('/api/todos/');
      expect(listed.json().map((t: { id: string }) => t.id)).toContain(todo.json().id);
      // An answer kept in memory (api/http/answerCache.ts) goes with the commit notification
      // that lets the next command's answer out: the list after a new mission shows it.
      expect((await api.as(user).get('/api/missions/')).json()).toEqual([]);
      expect((await api.as(user).get('/api/missions/')).json()).toEqual([]);
      const mission = await api.as(user).post('/api/missions/', { title: 'Seen at once' });
      expect(mission.statusCode).toBe(201);
      expect((await api.as(user).get('/api/missions/')).json().map((m: { id: string }) => m.id)).toEqual([mission.json().id]);
    } finally {
      await projector.stop();
    }
  }, 30_000);
});
