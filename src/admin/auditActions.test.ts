import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, isAuditAction } from './auditActions.ts';

describe('audit actions', () => {
  it('names every action once, in Vietnamese, each in one group', () => {
    const names = Object.values(AUDIT_ACTIONS);
    expect(new Set(names).size).toBe(names.length);
    const grouped = Object.values(AUDIT_ACTION_GROUPS).flatMap((group) => Object.keys(group));
    expect(grouped.sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    expect(names.every((name) => /[ạảãàáâậầấẩẫăắằặẳẵđêếềệểễôồốộổỗơờớợởỡưừứựửữìíịỉĩòóọỏõùúụủũỳýỵỷỹ]/i.test(name))).toBe(true);
  });

  it('tells a written action from any other text', () => {
    expect([isAuditAction('publish'), isAuditAction('toString'), isAuditAction('xoa-het')]).toEqual([true, false, false]);
  });
});
