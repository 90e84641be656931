# syntax=docker/dockerfile:1
# One image for idp, bff (with the built web app), worker and the one-shot migrate job; docker-compose.yml
# picks the command. The Node version is the launcher's pinned one (scripts/lib/node-runtime.mjs,
# decision 0053).
FROM node:24.21.0-bookworm-slim AS base
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

# The workspaces' package.json files alone, so the dependency layer is rebuilt only when a manifest
# changes (whatever folders the root package.json lists as workspaces).
FROM base AS manifests
COPY . .
RUN find . -mindepth 2 -type f ! -name package.json -delete \
  && find . -mindepth 1 -type d -empty -delete \
  && find . -maxdepth 1 -type f -delete

FROM base AS deps
COPY --from=manifests /app ./
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund && node -e "require('@swc/core'); require('nx/src/native')"

FROM deps AS build
COPY . .
RUN npx nx run-many -t build --outputStyle=static

# node_modules stays complete (dev dependencies too: the mail catcher is maildev, a dev dependency).
FROM base AS runtime
ENV DATA_DIR=/data
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000 3100 3200 3300
CMD ["node", "dist/apps/bff/src/main.js"]
