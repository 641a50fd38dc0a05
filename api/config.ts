import { z } from 'zod';
import { DEFAULT_METRICS_ALLOW, isMetricsAllowList } from './metrics/metricsAccess';
import { operatorPath } from './operatorPath';

const roles = ['all', 'api', 'projector', 'planner'] as const;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).optional(),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Wraps the per-user data keys (docs/privacy.md): base64 of 32 bytes. */
  MASTER_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), { message: 'must be base64 of 32 bytes (e.g. `openssl rand -base64 32`)' })
    .optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  PLANNER_MODEL: z.string().optional(),
  /** Structured output by forced tool call or by response_format json_schema (servers without tool calling). */
  PLANNER_OUTPUT: z.enum(['tools', 'json_schema']).default('tools'),
  /** Interactive planner calls (questions, todos, missions, step chat): per-request time-out and retries. */
  PLANNER_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  PLANNER_MAX_RETRIES: z.coerce.number().int().min(0).max(5).optional(),
  /** Background planner calls (todo steps, evaluations, completion texts). */
  PLANNER_BACKGROUND_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  PLANNER_BACKGROUND_MAX_RETRIES: z.coerce.number().int().min(0).max(5).optional(),
  /** The most one planner call may take, corrective re-ask and retries included. */
  PLANNER_BUDGET_MS: z.coerce.number().int().min(1000).optional(),
  ROLE: z.enum(roles).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login/register attempts per minute per client address. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Planner-backed calls (planning, step chat, Director, step generation) per user, route and minute. */
  PLANNER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Todo evaluations (completing a last step, editing a judged todo) per user and minute; more wait for the background. */
  EVALUATION_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Behind a reverse proxy: true, a hop count, or the proxies' addresses (comma-separated). */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/,\s-]+)$/, { message: 'must be true, false, a hop count, or proxy addresses' })
    .default('false'),
  /** The address users open the app at, for links the app hands out (the calendar feed's events). */
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /** Bounded wait of a command's answer for the read models to catch up (ms). */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(3000),
  /** Who may read GET /metrics without an admin token: IPs and CIDR ranges, comma-separated, or `none`. */
  METRICS_ALLOW: z
    .string()
    .refine(isMetricsAllowList, { message: 'must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or none' })
    .default(DEFAULT_METRICS_ALLOW),
});

export type Config = z.infer<typeof configSchema>;
export type Role = (typeof roles)[number];

export class ConfigError extends Error {}

/** TRUST_PROXY as fastify's `trustProxy`: a boolean, a hop count, or addresses/CIDRs. */
export function trustProxySetting(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/** PUBLIC_URL without a trailing slash; http://localhost:PORT when it is not set. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** Parses the environment; a bad value becomes one clear line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const config = parsed.data;
  // A DATA_DIR the operator gave is theirs to place; the default stays in the package root.
  if (cleaned.DATA_DIR !== undefined) config.DATA_DIR = operatorPath(config.DATA_DIR, env);
  if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_CONNECTION_STRING) {
    throw new ConfigError('Invalid configuration: EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
  }
  const missing = missingSharedSecrets(config);
  if (missing.length > 0) throw new ConfigError(missing.join('\n'));
  return config;
}

/**
 * Processes of a split deployment (ROLE other than `all` on a shared DATABASE_URL) must sign
 * tokens and open the users' data keys with the same secrets: a secret generated per process
 * into its own DATA_DIR makes one process's tokens and personal data unreadable to the others.
 * One line per missing secret.
 */
function missingSharedSecrets(config: Config): string[] {
  if (config.ROLE === 'all' || !config.DATABASE_URL) return [];
  const missing: string[] = [];
  if (!config.JWT_SECRET) {
    missing.push(`Invalid configuration: JWT_SECRET must be set with ROLE=${config.ROLE} and DATABASE_URL, the same in every process of the deployment (32+ characters, e.g. \`openssl rand -base64 48\`)`);
  }
  if (!config.MASTER_KEY) {
    missing.push(`Invalid configuration: MASTER_KEY must be set with ROLE=${config.ROLE} and DATABASE_URL, the same in every process of the deployment (base64 of 32 bytes, e.g. \`openssl rand -base64 32\`)`);
  }
  return missing;
}
