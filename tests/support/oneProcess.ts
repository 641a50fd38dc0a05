import type { ExclusiveByKey } from '../../commands/ports/exclusiveByKey';

/** Turn-taking for suites that run in one process: the in-process flights are the only turns needed. */
export const oneProcess: ExclusiveByKey = (_key, work) => work();
