// Route guards other features reuse (N16): `onRequest: app.requireUser` (401 without a valid
// access token), `onRequest: app.requireStaff` (401, then 403 unless advisor or admin)
// and `onRequest: app.requireAdmin` (401, then 403 for non-admins). All set `request.user`: the
// token names the account, the database gives its role and e-mail, and a token whose session
// version is no longer the account's (sessions ended, account deleted) reads as no token (ADR 0092).
//
// Every route declares who may call it (security): a guard above, or
// `config: { access: 'public' }`. `app.routeAccess()` lists each route with the level read from
// that declaration; the access-matrix test (src/security/access-matrix.test.ts) fails on a route
// that declares none or both.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessTokenUser } from '../lib/access-token.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { isStaffRole } from '@brokerage/shared/accounts/roles';
import type { UserRole } from '@brokerage/shared/accounts/roles';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** On public routes: sets `request.user` when a valid access token comes along, never refuses. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /**
     * The signed-in user of a public route, or undefined for a guest: a missing, forged or expired
     * token reads as a guest and never fails the request.
     */
    optionalUser: (request: FastifyRequest) => Promise<AccessTokenUser | undefined>;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: AccessTokenUser | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with the access level its declaration gives. */
    routeAccess: () => RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    /** Declares a route open to anyone; guarded routes declare their guard hook instead. */
    access?: 'public';
  }
}

export type RouteAccess = 'public' | 'user' | 'staff' | 'admin';

export interface RouteAccessEntry {
  method: string;
  url: string;
  /** 'undeclared': no guard and no `config.access`; 'conflicting': public and guarded at once. */
  access: RouteAccess | 'undeclared' | 'conflicting';
}

export const NOT_ADMIN_MESSAGE = 'You are not authorised to open this page';

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The account as the database has it now; undefined once deleted. */
export type SessionStateReader = (
  userId: string,
) => Promise<{ email: string; role: UserRole; sessionVersion: number } | undefined>;

export function registerAuth(
  app: FastifyInstance,
  options: { jwtSecret: string; sessionState: SessionStateReader },
): void {
  app.decorateRequest('user', null);

  const optionalUser = async (request: FastifyRequest): Promise<AccessTokenUser | undefined> => {
    const token = bearerToken(request);
    const claimed = token === undefined ? undefined : await verifyAccessToken(token, options.jwtSecret);
    if (claimed === undefined) return undefined;
    const state = await options.sessionState(claimed.id);
    if (state === undefined || state.sessionVersion !== claimed.sessionVersion) return undefined;
    return {
      id: claimed.id,
      email: state.email,
      isAdmin: state.role === 'admin',
      role: state.role,
      sessionVersion: state.sessionVersion,
    };
  };

  const requireUser = async (request: FastifyRequest): Promise<void> => {
    const user = await optionalUser(request);
    if (user === undefined) throw unauthorized();
    request.user = user;
  };

  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.isAdmin !== true) throw forbidden(NOT_ADMIN_MESSAGE);
  };

  const requireStaff = async (request: FastifyRequest) => {
    await requireUser(request);
    if (!isStaffRole(request.user?.role)) throw forbidden(NOT_ADMIN_MESSAGE);
  };

  // A quote run while signed in belongs to the account at once; a guest's, or one with
  // a lapsed token, is still answered.
  const identifyUser = async (request: FastifyRequest): Promise<void> => {
    const user = await optionalUser(request);
    if (user !== undefined) request.user = user;
  };

  app.decorate('requireUser', requireUser);
  app.decorate('identifyUser', identifyUser);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('requireStaff', requireStaff);
  app.decorate('optionalUser', optionalUser);

  // Kept by reference and read lazily: a plugin's own onRoute hook (runs after this root one) may
  // still set `config.access` on the options of the routes it registers.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: accessOf(route, { requireUser, requireStaff, requireAdmin }),
      })),
    ),
  );
}

type Guard = (request: FastifyRequest) => Promise<void>;

function accessOf(
  route: RouteOptions,
  guards: { requireUser: Guard; requireStaff: Guard; requireAdmin: Guard },
): RouteAccessEntry['access'] {
  const hooks: unknown[] = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
    .flat()
    .filter((hook) => hook !== undefined);
  const guarded = hooks.includes(guards.requireAdmin)
    ? 'admin'
    : hooks.includes(guards.requireStaff)
      ? 'staff'
      : hooks.includes(guards.requireUser)
        ? 'user'
        : undefined;
  const declaredPublic = route.config?.access === 'public';
  if (guarded !== undefined) return declaredPublic ? 'conflicting' : guarded;
  return declaredPublic ? 'public' : 'undeclared';
}
