// What a route's handlers are, by the route's key in the policy (access.ts): their request's body is the
// type the route's schema validates to, checked by the guard (server.ts) before they run. A handler
// module returns its routes `satisfies Partial<RouteHandlers>`, so each handler reads typed values.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Request, RequestHandler, Response } from 'express';
import { POLICY, type BodyOf, type RouteKey } from './access.ts';
import { INVALID_BODY, type Body } from './bodies.ts';

/** Express's parameters of a path (`:id`, `*file`). */
type Params = Request['params'];
export type RouteHandler<K extends RouteKey> = RequestHandler<Params, unknown, BodyOf<K>>;
export type RouteHandlers = { [K in RouteKey]: RouteHandler<K>[] };

/** Why a body was refused: the field (when one is to blame) and what to say, in Vietnamese. */
export interface BodyRefusal {
  field?: string;
  message: string;
}

type InvalidAnswer = (req: Request, res: Response, refusal: BodyRefusal) => unknown;
const INVALID_ANSWER = Symbol('invalid body answer');

/**
 * A form's own answer to a body its schema refuses (its page again, the message at the field), put first
 * among its route's handlers: the guard answers with it instead of its plain 400 page, and it is not
 * otherwise run.
 */
export function onInvalidBody(answer: InvalidAnswer): RequestHandler<Params, unknown, unknown> {
  const never: RequestHandler<Params, unknown, unknown> = () => {
    throw new Error('onInvalidBody is run by the guard only');
  };
  return Object.assign(never, { [INVALID_ANSWER]: answer });
}

/** The route's own answer to a refused body, if its first handler is one (onInvalidBody). */
export function invalidAnswerOf(handlers: readonly unknown[]): InvalidAnswer | undefined {
  return (handlers[0] as { [INVALID_ANSWER]?: InvalidAnswer } | undefined)?.[INVALID_ANSWER];
}

/** Compiled once, the first time a server is made: every body schema of the table. */
let compiled: Map<RouteKey, { validate: ValidateFunction; messages: Record<string, string | undefined> }> | undefined;
function validators() {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: true });
  compiled = new Map();
  for (const [key, policy] of Object.entries(POLICY) as [RouteKey, { body?: Body<unknown> | string }][]) {
    if (typeof policy.body === 'object') compiled.set(key, { validate: ajv.compile(policy.body.schema), messages: policy.body.messages ?? {} });
  }
  return compiled;
}

/** The field an error is about: a missing one, or the first step of its path. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  const step = error.instancePath.split('/')[1];
  return step === undefined || step === '' ? undefined : step.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * Checks `body` against the route's schema: undefined when it matches (or the route has no JSON or form
 * body), else why not. Throws for a route the table does not know.
 */
export function refusalOf(route: RouteKey, body: unknown): BodyRefusal | undefined {
  const check = validators().get(route);
  if (!check || check.validate(body)) return undefined;
  const field = check.validate.errors?.[0] && fieldOf(check.validate.errors[0]);
  return { ...(field ? { field } : {}), message: (field && check.messages[field]) || INVALID_BODY };
}

/** Compiles every schema now (the server's start), so a broken one fails there, not at its first request. */
export function compileBodies(): number {
  return validators().size;
}

/** The request a route's handler reads: its body typed by the route's schema. */
export type RouteRequest<K extends RouteKey> = Request<Params, unknown, BodyOf<K>>;
