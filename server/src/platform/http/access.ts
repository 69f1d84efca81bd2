import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, PermissionModule, Role } from '@school/contracts';
import { forbidden, unauthorized } from '../errors.js';

export interface AuthContext {
  userId: string;
  role: Role;
  email: string;
  displayName: string;
  institutes: string[];
  /** The institute this request acts in: the `x-institute-id` header, else the user's first institute. */
  instituteId: string;
  /** For a PARENT: the student ids they may see. */
  children: string[];
}

/** Whether the caller holds a module (the permissions read model); `minPosition` from `X-Min-Position`. */
export type ModuleGate = (auth: AuthContext, module: PermissionModule, minPosition: bigint | null) => Promise<boolean>;

/** The roles whose access to a route's module is granted per module; the others go by their role alone. */
const GRANTED_ROLES: readonly Role[] = ['MANAGER', 'STAFF'];

const minPositionOf = (req: FastifyRequest): bigint | null => {
  const raw = req.headers['x-min-position'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^\d{1,19}$/.test(v.trim()) ? BigInt(v.trim()) : null;
};

export interface Authenticator {
  authenticate(token: string, requestedInstitute: string | undefined): Promise<AuthContext>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route under /api/v1 must say; the server refuses to start otherwise. */
    access?: Access;
    /** The permission module the route belongs to: MANAGER and STAFF need it granted (see contracts/permissions). */
    module?: PermissionModule;
    /**
     * Other modules that also open a read route of `module` (any one of them): the batch, course, branch, subject and
     * grade lists are the pickers of the exams screens, so a MANAGER or STAFF member given only `exam` can still pick a
     * batch. Only on reads: a write stays its module's.
     */
    readableWith?: readonly PermissionModule[];
    /**
     * Permission modules the handler checks itself, where `module` cannot say it (any of several, or with exceptions such
     * as a batch's H.O.D.). With `module`, they make the modules the product has (`permissionModules`).
     */
    checksModules?: readonly PermissionModule[];
    /** Read models the route reads: a query waits for them to reach `X-Min-Position`. */
    readModels?: string[];
    /** The websocket passes its token in the query string (browsers cannot set headers there). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The permission modules some route of this server belongs to or checks: what the permission drawers list. */
    permissionModules: Set<PermissionModule>;
  }
}

const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  if (typeof h === 'string') {
    // The usual form first, without a regular expression over the whole token.
    if (h.startsWith('Bearer ') && h.length > 7 && h.charCodeAt(7) > 32 && !/\s/.test(h.slice(7))) return h.slice(7);
    if (/^Bearer\s+\S+$/i.test(h)) return h.replace(/^Bearer\s+/i, '').trim();
  }
  if (req.routeOptions.config?.tokenInQuery) {
    const t = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof t === 'string' && t.length > 0) return t;
  }
  return undefined;
};

/**
 * The guard: signed in, the role allowed, the active institute one of the user's; then, for a route that declares
 * `module`, a MANAGER or STAFF member must hold that module.
 */
export function installAccess(app: FastifyInstance, authenticator: Authenticator, prefix: string, gate?: ModuleGate): void {
  app.decorateRequest('auth', null);
  // A module is in the product once a route uses it: a new module's routes add it to the drawers (issue 11 part 10).
  const used = new Set<PermissionModule>();
  app.decorate('permissionModules', used);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it`);
    if (route.config.module) used.add(route.config.module);
    if (route.config.readableWith?.length && [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(`Route ${route.method} ${route.url}: readableWith is for reads only`);
    }
    for (const m of route.config.checksModules ?? []) used.add(m);
  });
  const guard = async (req: FastifyRequest, access: Access) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    // A websocket cannot carry headers: it names its institute in the query string instead.
    const fromQuery = req.routeOptions.config?.tokenInQuery ? (req.query as Record<string, unknown> | undefined)?.instituteId : undefined;
    const inst = typeof fromQuery === 'string' ? fromQuery : req.headers['x-institute-id'];
    req.auth = await authenticator.authenticate(token, typeof inst === 'string' && inst.trim() ? inst.trim() : undefined);
    if (access !== 'authenticated' && !(access as readonly Role[]).includes(req.auth.role)) {
      throw forbidden('Your role may not do this.');
    }
    const module = req.routeOptions.config?.module;
    if (module && gate && GRANTED_ROLES.includes(req.auth.role)) {
      const min = minPositionOf(req);
      let held = await gate(req.auth, module, min);
      for (const other of req.routeOptions.config?.readableWith ?? []) {
        if (held) break;
        held = await gate(req.auth, other, min);
      }
      if (!held) throw forbidden(`You do not have access to ${module}.`);
    }
  };
  // A public route (the sign-in page's calls) costs no promise: the guard runs only where there is something to check.
  app.addHook('onRequest', (req, _reply, done) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    guard(req, access).then(() => done(), done);
  });
}

/** The caller of an authenticated route (the guard has run). */
export const authOf = (req: FastifyRequest): AuthContext => {
  if (!req.auth) throw unauthorized();
  return req.auth;
};
