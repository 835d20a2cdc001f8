import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

// One Content-Security-Policy in every environment (issue 17) and `Cache-Control: no-store` on every
// API answer (tokens, codes and personal data must not sit in a browser or proxy cache). Static assets
// and avatars keep the caching their routes set.

/** Where the browser may open connections: the app itself, its WebSocket, and the configured Pusher host. */
export function connectSources(config: Config): string[] {
  const sources = ["'self'"];
  const origin = new URL(config.publicUrl);
  sources.push(`${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`);
  const { pusher } = config;
  if (pusher.host) {
    const port = pusher.port ? `:${pusher.port}` : '';
    sources.push(
      `${pusher.useTls ? 'wss' : 'ws'}://${pusher.host}${port}`,
      `${pusher.useTls ? 'https' : 'http'}://${pusher.host}${port}`,
    );
  } else if (pusher.driver === 'pusher') {
    sources.push(`wss://ws-${pusher.cluster}.pusher.com`, `https://sockjs-${pusher.cluster}.pusher.com`);
  }
  return [...new Set(sources)];
}

export function contentSecurityPolicy(config: Config) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: connectSources(config),
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Deployments on plain HTTP inside a company network must keep working.
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * The built app's hashed scripts, stylesheets and fonts. They are never documents: the policies
 * for documents (CSP, framing, opener, referrer and Helmet's legacy headers) mean nothing there,
 * and over HTTP/1.1, which does not compress headers, they were about 0.8 KiB of each such answer,
 * more than many of the files themselves (issue 18: the sign-in screen loads ten scripts). They keep
 * `nosniff`, the same-origin resource policy and HSTS. SVG and HTML, which can be documents, are
 * not in this list.
 */
const DOCUMENTLESS_ASSET = /^\/assets\/[^?#]+\.(?:js|css|woff2?)(?:[?#]|$)/;

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet's middleware is built once: @fastify/helmet rebuilt it (parsing every CSP directive) on
  // each request, about 6 % of a catalogue request's time.
  const applyHeaders = helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  const applyAssetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const apply = DOCUMENTLESS_ASSET.test(request.url) ? applyAssetHeaders : applyHeaders;
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/api' || path.startsWith('/api/') || path.startsWith('/dev/')) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
