# syntax=docker/dockerfile:1
# Multi-stage: install and build with dev dependencies, ship only runtime files, run as a non-root user.

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles its native module here; the runtime stage gets the result, not the toolchain.
# fonts-liberation: the build rasterises og:images with text (scripts/build/og).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The npm workspace (the EDI package and its command line) must be there for npm install to link it.
COPY shared/edi/package.json shared/edi/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
# MALLOC_MMAP_THRESHOLD_ as in `npm start` (package.json): glibc's malloc then serves every block of 1 MiB or
# more (request bodies, reports) with its own mapping, handed back when freed. Left dynamic, the threshold
# rises to the largest block freed (a 5 MB request body), and later blocks up to that size come from the heap,
# where freed memory stays resident between live ones (bench soak: RSS after 30 s idle ~330 -> ~200 MB).
# mallopt(3), M_MMAP_THRESHOLD.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/content ./content
USER node
# 9464: Prometheus /metrics (METRICS_PORT), for scrapers inside the network only.
EXPOSE 3000 9464
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# V8 flags as in `npm start` (package.json): 4 MB semi-spaces keep a render-heavy load from growing the heap
# to hundreds of MB that V8 hands back only slowly (bench soak: RSS after 30 s idle ~350 → ~170 MB).
CMD ["node", "--max-semi-space-size=4", "--enable-source-maps", "dist/server/index.js"]
