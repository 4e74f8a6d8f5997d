# Wordloom: one image serving the API and the built client.
#   docker build -t wordloom .
#   docker run -p 3000:3000 -v wordloom-data:/data wordloom
# Node 24 runs the server's TypeScript directly (type stripping), so only the client is built.

# ---- build: all dependencies, then the client bundle ---------------------------------------------
FROM node:24-slim AS build
WORKDIR /app

# Manifests first, so the dependency layer is reused until a manifest or the lockfile changes.
# npm ci needs every workspace's package.json to match the lockfile.
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY shared/package.json shared/
RUN npm ci

COPY . .
RUN npm run build

# ---- runtime: production dependencies, sources and the bundle ------------------------------------
FROM node:24-slim AS runtime
WORKDIR /app
# A production image starts empty: demo content is for `npm start` on a developer's machine.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SEED_DEMO_CONTENT=false

COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY shared/package.json shared/
# Only the server's and shared's production dependencies: the client's (React, Mantine, icons)
# are already compiled into client/dist and would only add weight.
RUN npm ci --omit=dev --workspace server --workspace shared && npm cache clean --force

# Left owned by root: the app user can read its code but not rewrite it.
COPY server server
COPY shared shared
COPY migrations migrations
COPY scripts scripts
COPY --from=build /app/client/dist client/dist

# The embedded database lives here; created and handed over before VOLUME so a new volume
# starts out owned by node rather than root.
RUN mkdir -p /data && chown node:node /data
VOLUME /data

USER node
EXPOSE 3000

# Exec form, so PORT is read by node itself; /healthz answers without touching the database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# node runs as PID 1 directly (no npm wrapper), so `docker stop`'s SIGTERM reaches the server's
# graceful shutdown.
CMD ["node", "server/src/index.ts"]
