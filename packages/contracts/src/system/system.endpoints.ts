/**
 * Liveness and readiness probes (directly under API_BASE, not /v1).
 */
import { defineEndpoint } from '../endpoints/define.ts';
import { ZHealthResponse, ZReadyResponse } from './health.ts';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    responses: { 200: ZHealthResponse },
    errors: [],
    access: { public: true },
    tags: ['system'],
    summary: 'The process is up (liveness)',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    responses: { 200: ZReadyResponse },
    errors: [503],
    access: { public: true },
    tags: ['system'],
    summary: 'The database answers (readiness)',
  }),
};
