import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

/** The site's address: PUBLIC_URL when set (a Host header is the client's to choose), else the request's. */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.origin;
  return `${request.protocol}://${request.host}`;
}
