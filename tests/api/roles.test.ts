import { argon2idHasher } from '../../api/passwords';
import { startServices } from '../../api/services';
import { createPlanner } from '../../planner/createPlanner';
import { startTestApp, type TestApp } from '../support/testApp';

const silent = { info() {}, warn() {}, error() {} };

describe('roles run apart', () => {
  let api: TestApp;
  afterAll(async () => {
    await api?.close();
  });

  it('an api-only process answers with read-your-writes while a separate projector process builds the read models', async () => {
    api = await startTestApp({ roles: ['api'] });
    // Without a projector nothing reaches the read models: registration still answers
    // (after the bounded wait) but the account is not yet readable.
    const projector = await startServices({
      databaseUrl: api.databaseUrl,
      eventStore: { kind: 'postgres' },
      planner: createPlanner({}),
      roles: new Set(['projector']),
      logger: silent,
      jwtSecret: 'unused-in-this-role-unused-in-this-role',
      passwords: argon2idHasher({ fast: true }),
    });
    try {
      expect(api.services.projections).toBeNull();
      const user = await api.registerUser('apart@example.com');
      // The api process waited for the projector's checkpoint, so the read model has the user.
      const me = await api.as(user).get('/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('apart@example.com');
      const health = await api.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().projection_lag).toBe(0);
    } finally {
      await projector.stop();
    }
  });
});
