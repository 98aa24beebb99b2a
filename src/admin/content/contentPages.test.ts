import { describe, expect, it } from 'vitest';
import { versionSummary as versionMarkup } from './contentPages.ts';

/** The summary's HTML as the history page shows it. */
const versionSummary = (...args: Parameters<typeof versionMarkup>) => String(versionMarkup(...args));

describe('a version in a page’s history, as staff read it', () => {
  it('a publish is "Đăng trang", without the file it names', () => {
    expect(versionSummary({ byAdmin: true, message: 'Đăng: pages/uu-dai/tet.json' })).toBe('Đăng trang');
  });

  it('a rollback keeps its own Vietnamese sentence', () => {
    const message = 'Quay lại bản đưa lên web lúc 09:15 27/11/2026';
    expect(versionSummary({ byAdmin: true, message })).toBe(message);
  });

  it("a developer's commit is the technical team's update, its note folded away and shown as text", () => {
    expect(versionSummary({ byAdmin: false, message: "Merge branch 'h-design2' <b>" })).toBe(
      'Nhóm kỹ thuật cập nhật<details><summary>Ghi chú kỹ thuật</summary>Merge branch &#39;h-design2&#39; &#60;b&#62;</details>',
    );
  });
});
