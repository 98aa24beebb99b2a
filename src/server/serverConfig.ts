// Every setting of the site server, read and checked once at start-up (scripts/serve.ts): a wrong
// value throws one line naming the variable and what it takes, before any file or port is opened.
// The groups keep their own readers (trustProxy.ts, domainCheck/config.ts, leads/config.ts).
import path from 'node:path';
import { APP_ROOT } from './appRoot.ts';
import { readDomainCheckConfig, type DomainCheckConfig, type Env } from './domainCheck/config.ts';
import { readLeadsConfig, type LeadsConfig } from './leads/config.ts';
import { readRedisUrl } from './redis.ts';
import { readFollowConfig, type FollowConfig } from './releases/follow.ts';
import { readLogLevel, type LOG_LEVELS } from './requestLog.ts';
import type { ServiceUrl } from './serviceUrl.ts';
import { readTrustProxy } from './trustProxy.ts';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: false | number | string[];
  domainCheck: DomainCheckConfig;
  leads: LeadsConfig;
  /** REDIS_URL: shared rate limits and domain-check cache. */
  redis?: ServiceUrl;
  /** LOG_LEVEL, default info. */
  logLevel: (typeof LOG_LEVELS)[number];
  /** SITE_RELEASES: a releases folder to serve its `current` release from (absolute, or from the install folder); unset: build/client. */
  releases?: string;
  /** RELEASE_SOURCE_URL (with RELEASE_TOKEN, RELEASE_CHECK_SECONDS): the admin's releases feed this instance follows into SITE_RELEASES (docs/operations.md#several-machines). */
  follow?: FollowConfig;
}

/** PORT: 0 (the system chooses, as the tests do) to 65535. */
function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
    throw new Error(`PORT=${JSON.stringify(raw.slice(0, 40))}: expected a port number from 0 to 65535 (default ${DEFAULT_PORT})`);
  return Number(raw);
}

/** HOST: a host name or IP address to listen on, without scheme, port or path. */
function readHost(env: Env): string {
  const raw = env.HOST?.trim();
  if (!raw) return DEFAULT_HOST;
  if (!/^[A-Za-z0-9.:-]+$/.test(raw)) {
    throw new Error(
      `HOST=${JSON.stringify(raw.slice(0, 40))}: expected an address to listen on, e.g. 127.0.0.1 (default) or 0.0.0.0 in a container, without scheme or port`,
    );
  }
  return raw;
}

export function readServerConfig(env: Env): ServerConfig {
  const follow = readFollowConfig(env);
  return {
    port: readPort(env),
    host: readHost(env),
    trustProxy: readTrustProxy(env),
    domainCheck: readDomainCheckConfig(env),
    leads: readLeadsConfig(env),
    redis: readRedisUrl(env),
    logLevel: readLogLevel(env, 'info'),
    ...(env.SITE_RELEASES?.trim() ? { releases: path.resolve(APP_ROOT, env.SITE_RELEASES.trim()) } : {}),
    ...(follow ? { follow } : {}),
  };
}
