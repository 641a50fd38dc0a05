import { queriesDuring } from '../support/queriesDuring';
import { startTestApp, type TestApp, startServicesBeside } from '../support/testApp';

describe('authentication from memory', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['registerUser']>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.registerUser(); // the first account is the admin
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the account once, then authenticates without querying the users table', async () => {
    const u = await t.registerUser();
    expect((await t.as(u).get('/api/todos/')).statusCode).toBe(200);
    const queries = await queriesDuring(t.services.deps.db, /"users"/, async () => {
      for (let i = 0; i < 3; i++) expect((await t.as(u).get('/api/todos/')).statusCode).toBe(200);
    });
    expect(queries).toEqual([]);
  });

  it('does not look for revoked tokens after commands that change no account', async () => {
    const u = await t.registerUser();
    expect((await t.as(u).get('/api/todos/')).statusCode).toBe(200);
    await t.quiet();
    const revocationReads = (action: () => Promise<unknown>) => queriesDuring(t.services.deps.db, /user_auth_changes/, action);
    const seen = await revocationReads(async () => {
      for (let i = 0; i < 3; i++) {
        const created = await t.as(u).post('/api/todos/', { title: `Todo ${i}`, success_criteria: 'Done' });
        expect(created.statusCode).toBe(201);
        expect((await t.as(u).get(`/api/todos/${created.json().id}`)).statusCode).toBe(200);
      }
      await t.quiet();
    });
    expect(seen).toEqual([]);
    // An account change still makes it look, as soon as the users read model commits it.
    const afterRegistration = await revocationReads(async () => {
      await t.registerUser();
      await t.quiet();
    });
    expect(afterRegistration.length).toBeGreaterThan(0);
    expect((await t.as(u).get('/api/todos/')).statusCode).toBe(200);
  });

  it("refuses a deleted user's token on the very next request", async () => {
    const u = await t.registerUser();
    expect((await t.as(u).get('/api/todos/')).statusCode).toBe(200);
    expect((await t.as(admin).delete(`/api/admin/users/${u.user.id}`)).statusCode).toBe(204);
    expect((await t.as(u).get('/api/todos/')).statusCode).toBe(401);
  });
});

describe('authentication in a ROLE=api process', () => {
  it('refuses a deleted user and an old token after a password change, with the projector in another process', async () => {
    const api = await startTestApp({ roles: ['api'] });
    const projector = await startServicesBeside(api, ['projector'], { poolSize: 2 });
    try {
      const admin = await api.registerUser();
      const doomed = await api.registerUser();
      const changer = await api.registerUser(undefined, 'first-password');
      expect((await api.as(doomed).get('/api/todos/')).statusCode).toBe(200);
      expect((await api.as(changer).get('/api/todos/')).statusCode).toBe(200);

      expect((await api.as(admin).delete(`/api/admin/users/${doomed.user.id}`)).statusCode).toBe(204);
      expect((await api.as(doomed).get('/api/todos/')).statusCode).toBe(401);

      const changed = await api.as(changer).post('/api/auth/password', { current_password: 'first-password', new_password: 'second-password' });
      expect(changed.statusCode).toBe(200);
      expect((await api.as(changer).get('/api/todos/')).statusCode).toBe(401);
      const fresh = { authorization: `Bearer ${changed.json().access_token}` };
      expect((await api.app.inject({ method: 'GET', url: '/api/todos/', headers: fresh })).statusCode).toBe(200);
    } finally {
      await projector.stop();
      await api.close();
    }
  });
});
