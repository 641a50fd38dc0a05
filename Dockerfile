# One image for every role (ROLE=api|projector|planner|all).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
# npm install from the lock file (npm ci refuses it: see .ci/run)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:web
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "api/main.ts"]
