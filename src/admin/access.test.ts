import { describe, expect, it } from 'vitest';
import { allows, auditActionsOf, POLICY, policyOf, rowsOf, undeclaredWrites, type RouteKey, type RoutePolicy } from './access.ts';
import type { Role, Session } from './accounts.ts';
import { AUDIT_ACTIONS } from './auditActions.ts';
import { INVALID_BODY, NOTHING } from './bodies.ts';
import { WORK_MESSAGES } from './leadWork.ts';
import { compileBodies, refusalOf } from './routes.ts';

const KEYS = Object.keys(POLICY) as RouteKey[];
const WRITES = KEYS.filter((key) => !key.startsWith('GET '));
const sessionOf = (role: Role, id = `${role}-id`): Session => ({
  user: { id, email: `${role}@a.vn`, role, createdAt: '2026-11-27T00:00:00.000Z', twoFactor: false },
  csrf: 'x',
});

describe('the routes’ policy', () => {
  it('lists no write route without its body schema and its audit action (or audit: none)', () => {
    expect(undeclaredWrites(POLICY)).toEqual([]);
    expect(WRITES.length).toBeGreaterThan(40);
    // Each declared action is one the audit log knows.
    for (const key of KEYS) for (const action of auditActionsOf(key)) expect([key, Object.hasOwn(AUDIT_ACTIONS, action)]).toEqual([key, true]);
  });

  it('refuses at start a table with a write route that declares no audit or no body, naming the route', () => {
    // (The type refuses it too: the casts stand for a table that got past it.)
    const table = {
      'GET /a': { access: 'public' },
      'POST /b': { access: 'public', body: NOTHING },
      'PUT /c': { access: 'public', audit: 'none' },
      'POST /d': { access: 'public', body: NOTHING, audit: 'none' },
    } as Record<string, RoutePolicy>;
    expect(undeclaredWrites(table)).toEqual(['POST /b', 'PUT /c']);
    expect(() => policyOf(table as never)).toThrow(/POST \/b, PUT \/c/);
  });

  it('compiles every body schema, and refuses a body that does not match with the field and the Vietnamese message', () => {
    expect(compileBodies()).toBe(WRITES.filter((key) => typeof (POLICY[key] as RoutePolicy).body === 'object').length);
    expect(refusalOf('POST /dang-nhap', { email: 'lan@a.vn', password: 'x', _csrf: 'extra fields pass' })).toBeUndefined();
    expect(refusalOf('POST /dang-nhap', { email: `${'a'.repeat(200)}@a.vn`, password: 'x' })).toEqual({ field: 'email', message: INVALID_BODY });
    expect(refusalOf('POST /dang-nhap', { email: 'lan@a.vn' })).toEqual({ field: 'password', message: INVALID_BODY });
    // Forms send strings only: a repeated field (an array) or a JSON number is refused, nothing coerced.
    expect(refusalOf('POST /dang-nhap', { email: ['a@a.vn', 'b@a.vn'], password: 'x' })).toEqual({ field: 'email', message: INVALID_BODY });
    expect(refusalOf('POST /api/content/lease', { file: 'pages/a.json', takeOver: 'true' })).toEqual({ field: 'takeOver', message: INVALID_BODY });
    expect(refusalOf('POST /dang-xuat', [])).toEqual({ message: INVALID_BODY });
    expect(refusalOf('POST /api/leads/:id/status', { status: 'vip' })).toEqual({ field: 'status', message: WORK_MESSAGES.status });
    expect(refusalOf('POST /api/leads/:id/status', { status: 'da-chot' })).toBeUndefined();
    expect(refusalOf('POST /api/users/:id/role', { role: 'owner' })).toEqual({ field: 'role', message: INVALID_BODY });
    // Routes without a JSON or form body: nothing to check.
    expect(refusalOf('GET /api/me', undefined)).toBeUndefined();
    expect(refusalOf('POST /soan-thao/api/upload', Buffer.from('png'))).toBeUndefined();
  });

  it('says whom a role lets in, signed out included', () => {
    expect(allows('GET /healthz', undefined)).toBe(true);
    expect(allows('GET /api/me', undefined)).toBe(false);
    expect(allows('GET /api/me', 'sales')).toBe(true);
    expect(allows('POST /duyet/dang', 'editor')).toBe(false);
    expect(allows('POST /duyet/dang', 'publisher')).toBe(true);
  });

  it('declares the rows a person acts on as a function of their session', () => {
    expect(rowsOf('POST /phien-dang-nhap/ket-thuc', sessionOf('sales'))).toEqual({ userId: 'sales-id' });
    const editor = rowsOf('POST /api/preview-links', sessionOf('editor'));
    const publisher = rowsOf('POST /api/preview-links', sessionOf('publisher'));
    const others = { userId: 'someone', inReview: 'abc' };
    expect([editor.drafts({ userId: 'editor-id' }), editor.drafts(others), editor.othersDrafts, editor.links]).toEqual([
      true,
      false,
      false,
      { userId: 'editor-id' },
    ]);
    expect([publisher.drafts(others), publisher.drafts({ userId: 'someone' }), publisher.othersDrafts, publisher.links]).toEqual([
      true,
      false,
      true,
      { all: true },
    ]);
    expect(editor.revokes({ createdBy: 'someone', authorId: 'editor-id' })).toBe(true);
    expect(editor.revokes({ createdBy: 'someone', authorId: 'someone' })).toBe(false);
    expect(publisher.revokes({ createdBy: 'someone', authorId: 'someone' })).toBe(true);
    const admin = rowsOf('POST /api/users/:id/role', sessionOf('admin'));
    expect([admin({ id: 'admin-id' }), admin({ id: 'other' })]).toEqual([false, true]);
  });
});
