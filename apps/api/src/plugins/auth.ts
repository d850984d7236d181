// Route guards other features reuse (N16): `preHandler: app.requireUser` (401 without a valid
// access token) and `preHandler: app.requireAdmin` (401, then 403 for non-admins). Both set
// `request.user` from the token's claims.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenUser } from '../lib/access-token.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: AccessTokenUser | null;
  }
}

export const NOT_ADMIN_MESSAGE = 'You are not authorised to open this page';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export function registerAuth(app: FastifyInstance, options: { jwtSecret: string }): void {
  app.decorateRequest('user', null);

  const requireUser = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const user = token === undefined ? undefined : await verifyAccessToken(token, options.jwtSecret);
    if (user === undefined) throw unauthorized();
    request.user = user;
  };

  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.isAdmin !== true) throw forbidden(NOT_ADMIN_MESSAGE);
  });
}
