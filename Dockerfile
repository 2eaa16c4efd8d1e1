# Production image: the built client and server, started with `node --max-semi-space-size=64 --max-old-space-size=256 server/dist/main.js`.
# Native modules are compiled here, against the Node 24.18.1 headers: an addon built against 24.19+
# headers aborts when the GC frees a better-sqlite3 statement (nodejs/node#65446); built against
# 24.18.1 it runs on every later 24.x, which the runtime stage below takes.
FROM node:24.18.1-bookworm-slim AS build
ENV npm_config_build_from_source=true
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY packages/domain/package.json packages/domain/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
# The rules shared with the client: node_modules/@waters/domain links here.
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
# The client's server entries: the screens the server renders into a page's first HTML.
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
# Owned by the app's user, so the uploads and payment-proofs volumes mounted here are writable.
RUN mkdir -p /app/data/uploads /app/data/payment-proofs && chown -R node:node /app/data
USER node
EXPOSE 3000
# A young generation of up to 64 MB: with the default, a busy server promoted each in-flight
# answer to the old generation and spent a third of its time collecting (docs/performance.md).
# An old generation of at most 256 MB: with the young one it fits the 512 MiB each replica is given
# (docker-compose.yml), so Node collects harder before the container's limit is reached. Whole
# lists are streamed, so no answer needs more (docs/performance.md, the scale bench).
CMD ["node", "--max-semi-space-size=64", "--max-old-space-size=256", "server/dist/main.js"]
