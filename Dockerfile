# syntax=docker/dockerfile:1
# One image serves the API, the server-rendered public site and the back office.
# docker build -t directory . && docker run -p 3000:3000 -e DATABASE_URL=… directory

# The workspaces' package manifests: all that `npm ci` reads, so its layer is rebuilt only when they change.
FROM scratch AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/
COPY backend/package.json backend/
COPY public-web/package.json public-web/
COPY admin-web/package.json admin-web/

# Every workspace's dependencies, then the four builds.
FROM node:20-bookworm AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies of what runs: the API and the page renderer. The admin SPA is static files.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace libs/shared --workspace backend --workspace public-web \
  && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/libs/shared/dist libs/shared/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/public-web/dist public-web/dist
COPY --from=build /app/public-web/dist-server public-web/dist-server
COPY --from=build /app/admin-web/dist admin-web/dist
COPY scripts scripts
# Uploads in progress (and the embedded database when DATABASE_URL is unset) live in DATA_DIR.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness (docs/behaviour.md §1): 503 only while PostgreSQL is unreachable; a Redis outage still answers 200.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
