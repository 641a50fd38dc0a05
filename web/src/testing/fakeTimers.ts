/**
 * Runs each test of the enclosing describe on fake timers; after each, real timers come back and
 * so do the functions the test spied on (console.error silenced, scrollIntoView watched).
 */
export function onFakeTimersRestoringSpies(): void {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
