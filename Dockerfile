# One image for every role (ROLE=all|api|projector|planner), on Node 24, the current LTS.

# Build: every dependency, the web app built, then the devDependencies pruned.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install from the lock file (npm ci refuses it: see .ci/run)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:web && npm prune --omit=dev --no-audit --no-fund

# Run: the server's sources, the built web app and the production dependencies only (tsx, one
# of them, runs the TypeScript sources), owned by root and run by the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/api ./api
COPY --from=build /app/commands ./commands
COPY --from=build /app/domain ./domain
COPY --from=build /app/projections ./projections
COPY --from=build /app/planner ./planner
# DATA_DIR: the embedded PostgreSQL and generated secrets when no DATABASE_URL is given.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness, not mere liveness: a process whose read models are not there takes no traffic.
# ROLE=projector and ROLE=planner serve no HTTP: run them with the health check disabled
# (docker-compose.yml does; `docker run --no-healthcheck`).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is the main process (no npm or npx wrapper): `docker stop`'s SIGTERM reaches the app's shutdown.
CMD ["node", "--import", "tsx", "api/main.ts"]
