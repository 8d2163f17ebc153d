// What routes read from a request besides their validated input.
import type { FastifyRequest } from 'fastify';
import { normaliseIp } from '../platform/network';

/** The X-Merchant header; unknown or missing codes are resolved to the default merchant by the services. */
export function merchantHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-merchant'];
  return Array.isArray(value) ? value[0] : value;
}

/** The client's address: the socket's, or X-Forwarded-For's when the socket is a trusted proxy. */
export function clientIp(request: FastifyRequest): string {
  return normaliseIp(request.ip);
}
