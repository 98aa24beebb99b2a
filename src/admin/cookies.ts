// The admin's cookies: `__Host-` names (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict.
import type { Request, Response } from 'express';

/** The value of the cookie `name` the request brought, if any. */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Sets (or, with '' and 0, clears) the cookie `name`. */
export const setCookie = (res: Response, name: string, value: string, maxAgeS: number) =>
  res.append('Set-Cookie', `${name}=${value}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}`);
