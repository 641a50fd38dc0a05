import { z } from 'zod';

const roles = ['all', 'api', 'projector', 'planner'] as const;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).optional(),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  PLANNER_MODEL: z.string().optional(),
  ROLE: z.enum(roles).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login/register attempts per minute per client address. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Bounded wait of a command's answer for the read models to catch up (ms). */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(3000),
});

export type Config = z.infer<typeof configSchema>;
export type Role = (typeof roles)[number];

export class ConfigError extends Error {}

/** Parses the environment; a bad value becomes one clear line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const config = parsed.data;
  if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_CONNECTION_STRING) {
    throw new ConfigError('Invalid configuration: EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
  }
  return config;
}
