/**
 * Security headers and compression for every response. The CSP is what the web app needs and no
 * more: emotion (MUI) injects <style> tags, so styles allow 'unsafe-inline'; scripts never do.
 * When card payments are on (a Stripe publishable key is configured) the policy also lets the
 * sign-up page load Stripe.js, its card iframe and its API, and nothing else from Stripe.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The policy for this server: the base one, plus Stripe's origins when card payments are on. */
export function contentSecurityPolicy(options: { stripe: boolean }): Record<string, string[]> {
  if (!options.stripe) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, 'https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, 'https://api.stripe.com'],
  };
}

export interface SecurityOptions {
  /** Card payments through Stripe are offered on the sign-up page. */
  stripe?: boolean;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ stripe: options.stripe ?? false }),
      },
      // Matches frame-ancestors 'none' for browsers that only read the older header.
      frameguard: { action: 'deny' },
    });
    // Small bodies are not worth the CPU; brotli first where the client accepts it.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
