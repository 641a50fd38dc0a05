import { UserAuthCache, type ReadModelFeed } from '../../api/userAuthCache';
import { queriesDuring } from '../support/queriesDuring';
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

  const usersReads = async (action: () => Promise<unknown>) => (await queriesDuring(t.services.deps.db, /from "users"/, action)).length;

  /** A cache on a driven feed, stopped after `body`. */
  async function withCache(body: (cache: UserAuthCache, feed: ReturnType<typeof controlledFeed>) => Promise<void>, logger?: { warn(o: object, m?: string): void }) {
    const feed = controlledFeed();
    const cache = new UserAuthCache(t.services.deps.db, feed.feed, { logger });
    await cache.start();
    try {
      await body(cache, feed);
    } finally {
      cache.stop();
    }
  }

  /** Deletes the user; the users read model has committed it when this returns. */
  async function deleteUser(id: string) {
    expect((await t.as(admin).delete(`/api/admin/users/${id}`)).statusCode).toBe(204);
    await t.quiet();
  }

  it("forgets a deleted user when the users read model's commit is announced, before the next lookup", () =>
    withCache(async (cache, { commit }) => {
      const u = await t.registerUser();
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      expect(await usersReads(() => cache.get(u.user.id))).toBe(0);

      await deleteUser(u.user.id);
      // Not announced yet, or announced as a commit of other read models: still the cached account.
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      commit(['todos', 'missions']);
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      // Announced: the lookup right after (no await in between) waits for the refresh it started.
      commit(['users']);
      expect(await cache.get(u.user.id)).toBeUndefined();
    }));

  it('treats a commit of unknown content as a possible account change', () =>
    withCache(async (cache, { commit }) => {
      const u = await t.registerUser();
      expect((await cache.get(u.user.id))?.id).toBe(u.user.id);
      await deleteUser(u.user.id);
      commit(null);
      expect(await cache.get(u.user.id)).toBeUndefined();
    }));

  it('says so when commits stop being followed, not while they are not followed yet (start-up)', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_: object, message?: string) => warnings.push(message ?? '') };
    await withCache(async (cache, { setFollowing }) => {
      const u = await t.registerUser();
      setFollowing(false);
      await cache.get(u.user.id);
      setFollowing(true);
      await cache.get(u.user.id);
      expect(warnings).toEqual([]);
      setFollowing(false);
      await cache.get(u.user.id);
      await cache.get(u.user.id);
      expect(warnings).toEqual(['read-model commits not followed; authenticating from the database']);
    }, logger);
  });

  it('caches nothing while commits are not followed, and starts afresh once they are', () =>
    withCache(async (cache, { commit, setFollowing }) => {
      const kept = await t.registerUser();
      const doomed = await t.registerUser();
      await cache.get(kept.user.id);
      await cache.get(doomed.user.id);

      setFollowing(false);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(1);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(1);
      // A change while not followed (its announcement missed) ...
      await deleteUser(doomed.user.id);
      expect(await cache.get(doomed.user.id)).toBeUndefined();

      // ... is not answered from an entry kept from before, once followed again.
      setFollowing(true);
      expect(await cache.get(doomed.user.id)).toBeUndefined();
      expect((await cache.get(kept.user.id))?.id).toBe(kept.user.id);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(0);
      commit([]);
      expect(await usersReads(() => cache.get(kept.user.id))).toBe(0);
    }));
});
