import { UserAuthCache, type ReadModelFeed } from '../../api/userAuthCache';
import { startTestApp, type TestApp } from '../support/testApp';

/** A read-model feed the test drives: commits are announced when the test says so. */
function controlledFeed() {
  const listeners = new Set<(position: bigint, changed: ReadonlySet<string> | null) => void>();
  let following = true;
  let position = 0n;
  const feed: ReadModelFeed = {
    onCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    following: () => following,
  };
  return {
    feed,
    commit(changed: string[] | null) {
      position += 1n;
      for (const listener of listeners) listener(position, changed && new Set(changed));
    },
    setFollowing(value: boolean) {
      following = value;
    },
  };
}

describe('UserAuthCache', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['registerUser']>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });

  async function usersReads(action: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    const onQuery = (q: { sql: string }) => {
      if (/from "users"/.test(q.sql)) reads++;
    };
    t.services.deps.db.on('query', onQuery);
    try {
      await action();
    } finally {
      t.services.deps.db.off('query', onQuery);
    }
    return reads;
  }

  it("forgets a deleted user when the users read model's commit is announced, before the next lookup", async () => {
    const { feed, commit } = controlledFeed();
    const cache = new UserAuthCache(t.services.deps.db, feed);
    await cache.start();
    try {
      const u = await t.registerUser();
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      expect(await usersReads(() => cache.get(u.user.id))).toBe(0);

      expect((await t.as(admin).delete(`/api/admin/users/${u.user.id}`)).statusCode).toBe(204);
      await t.quiet();
      // Not announced yet, or announced as a commit of other read models: still the cached account.
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      commit(['todos', 'missions']);
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      // Announced: the lookup right after (no await in between) waits for the refresh it started.
      commit(['users']);
      expect(await cache.get(u.user.id)).toBeUndefined();
    } finally {
      cache.stop();
    }
  });

  it('treats a commit of unknown content as a possible account change', async () => {
    const { feed, commit } = controlledFeed();
    const cache = new UserAuthCache(t.services.deps.db, feed);
    await cache.start();
    try {
      const u = await t.registerUser();
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      expect((await t.as(admin).delete(`/api/admin/users/${u.user.id}`)).statusCode).toBe(204);
      await t.quiet();
      commit(null);
      expect(await cache.get(u.user.id)).toBeUndefined();
    } finally {
      cache.stop();
    }
  });

  it('caches nothing while commits are not followed, and starts afresh once they are', async () => {
    const { feed, commit, setFollowing } = controlledFeed();
    const cache = new UserAuthCache(t.services.deps.db, feed);
    await cache.start();
    try {
      const kept = await t.registerUser();
      const doomed = await t.registerUser();
      await cache.get(kept.user.id);
      await cache.get(doomed.user.id);

      setFollowing(false);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(1);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(1);
      // A change while not followed (its announcement missed) ...
      expect((await t.as(admin).delete(`/api/admin/users/${doomed.user.id}`)).statusCode).toBe(204);
      await t.quiet();
      expect(await cache.get(doomed.user.id)).toBeUndefined();

      // ... is not answered from an entry kept from before, once followed again.
      setFollowing(true);
      expect(await cache.get(doomed.user.id)).toBeUndefined();
      expect((await cache.get(kept.user.id))?.id).toBe(kept.user.id);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(0);
      commit([]);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(0);
    } finally {
      cache.stop();
    }
  });
});
