import { registerByApi, startBrowserApp, uniqueEmail, type BrowserApp } from './browserApp';

type Options = Parameters<typeof startBrowserApp>[0] & {
  /**
   * Register the first account (it becomes the admin) before the journeys, so each journey's
   * sign-up is a plain user; false leaves the first sign-up to the journey, which then is the admin.
   */
  adminFirst?: boolean;
};

/**
 * The browser app of one suite: started in beforeAll, closed in afterAll. Call it at the top of
 * the file; the answer stands for the started app inside tests and hooks.
 */
export function browserAppForSuite({ adminFirst = true, ...options }: Options = {}): BrowserApp {
  let started: BrowserApp | undefined;
  beforeAll(async () => {
    started = await startBrowserApp(options);
    if (adminFirst) await registerByApi(started.baseUrl, uniqueEmail('admin'));
  });
  afterAll(async () => {
    await started?.close();
  });
  const app = (): BrowserApp => {
    if (!started) throw new Error('The browser app starts in beforeAll: use it inside tests and hooks.');
    return started;
  };
  return {
    get baseUrl() {
      return app().baseUrl;
    },
    get browser() {
      return app().browser;
    },
    get services() {
      return app().services;
    },
    newPage: (viewport) => app().newPage(viewport),
    close: () => app().close(),
  };
}
