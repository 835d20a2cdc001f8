# Cotizador Seller: the same commands CI proves — npm ci, npm run build, npm start (docs/DEPLOY.md).
FROM node:20-bookworm-slim

# Only used if a native module (better-sqlite3, @node-rs/argon2) has no prebuilt binary for the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node apps/api/package.json apps/api/
COPY --chown=node:node apps/web/package.json apps/web/
COPY --chown=node:node packages/domain/package.json packages/domain/
COPY --chown=node:node packages/contracts/package.json packages/contracts/
RUN chown node:node /app && mkdir /data && chown node:node /data
USER node
RUN npm ci

COPY --chown=node:node . .
RUN npm run build

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# npm forwards SIGTERM to the server, which drains and exits 0.
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
