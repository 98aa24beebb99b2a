# The site server as a container. Not built on the development machine (no Docker there):
# tests/server/production-install.test.ts runs the same steps as the final stage (npm ci --omit=dev,
# node build/server/serve.js from a copy holding only package*.json and build/).

# Build stage: every dependency, then the site (build/client) and the server bundle (build/server).
FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary applies.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies only, compiled in a stage that has the compilers.
FROM node:20-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# Final image: Node, production node_modules and build/ only; runs as the unprivileged "node" user.
# git: the admin role keeps its content repository with it (CONTENT_DIR under /app/data).
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends git ca-certificates && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LEADS_DB_PATH=/app/data/leads.sqlite ROLE=site ADMIN_HOST=0.0.0.0 ADMIN_PORT=4322
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json package-lock.json ./
COPY --from=build --chown=root:root /app/build ./build
# The lead database (and the admin's content repository) are the only things written: a volume owned by the server's user.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000 4322
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "const e=process.env;fetch('http://127.0.0.1:'+(e.ROLE==='admin'?e.ADMIN_PORT||4322:e.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One image, two roles: ROLE=site (default) runs the site server, ROLE=admin the admin server
# (docs/admin.md; give both containers the same DATABASE_URL, or the same /app/data volume).
CMD ["sh", "-c", "if [ \"$ROLE\" = admin ]; then exec node build/server/admin.js; else exec node build/server/serve.js; fi"]
