// Problems in the author's words: at the field just edited, the other section named by its name and
// heading, no line or column and no JSON path — with the real validator's issues.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabelPath, parseDisplayPath } from '../../../src/content/fieldPath.ts';
import { placeIssue, placeIssues } from '../../../src/editor/form/issuePlacement.ts';
import { PageSettingsForm, SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { setIn } from '../../../src/content/jsonValue.ts';
import { ProblemList } from '../../../src/editor/ui/ProblemList.tsx';
import { renderForm, schemas } from './formHarness.tsx';
import { tempProject, type TempProject } from './tempProject.ts';

let project: TempProject;
let store: ProjectStore;
let about: unknown;
const FILE = 'pages/about.json';

beforeAll(() => {
  project = tempProject();
  store = new ProjectStore(project.dirs);
  about = JSON.parse(readFileSync(path.join(project.dirs.pagesDir, 'about.json'), 'utf8'));
});
afterAll(() => project.remove());

describe('a duplicate anchor', () => {
  // The stats section (second) already has the id the author now types into the hero (first).
  const page = () => setIn(setIn(about, ['sections', 1, 'id'], 'so-lieu'), ['sections', 0, 'id'], 'so-lieu');

  it('is shown at the id just typed, naming the other section by its name and heading, without lines or paths', () => {
    const value = page();
    const issue = store.check(FILE, value).find((i) => i.code === 'ANCHOR_ID_DUPLICATE')!;
    // The validator reports the later one in the file, with its line.
    expect(issue.path).toBe('sections[1].id');
    expect(issue.message).toMatch(/dòng \d+/);
    const placed = placeIssue(issue, { schemas, page: value, lastEdited: 'sections[0].id' });
    expect(placed.path).toBe('sections[0].id');
    expect(placed.message).toBe('Mã “so-lieu” đã là mã của Dãy số liệu thành tích “AM Digital từ 2019 đến nay” trên trang này.');
    expect(`${placed.message} ${placed.hint}`).not.toMatch(/dòng|cột|sections\[/);
    // Edited there instead: shown there, naming the hero.
    const there = placeIssue(issue, { schemas, page: value, lastEdited: 'sections[1].id' });
    expect(there.path).toBe('sections[1].id');
    expect(there.message).toMatch(/^Mã “so-lieu” đã là mã của Phần mở đầu trang “Đồng hành cùng doanh nghiệp Việt/);
  });

  it('marks both sections holding the id, each naming the other, the one just typed first', () => {
    const value = page();
    const issues = store.check(FILE, value).filter((i) => i.code === 'ANCHOR_ID_DUPLICATE');
    expect(issues).toHaveLength(1);
    const placed = placeIssues(issues, { schemas, page: value, lastEdited: 'sections[0].id' });
    expect(placed.map((i) => [i.path, i.message.replace(/ “[^”]*” trên trang này\.$/, '')])).toEqual([
      ['sections[0].id', 'Mã “so-lieu” đã là mã của Dãy số liệu thành tích'],
      ['sections[1].id', 'Mã “so-lieu” đã là mã của Phần mở đầu trang'],
    ]);
    // Any other problem stays one.
    expect(placeIssues([{ ...issues[0]!, code: 'TEXT_EMPTY' }], { schemas, page: value })).toHaveLength(1);
  });
});

describe('the page problem list', () => {
  it('names each field as "section › mục › field", with no line, column or JSON path', () => {
    const value = setIn(about, ['sections', 1, 'items', 1, 'label'], '');
    const issues = store.check(FILE, value).map((i) => placeIssue(i, { schemas, page: value }));
    expect(issues.map((i) => i.path)).toContain('sections[1].items[1].label');
    render(
      <MantineProvider>
        <ProblemList issues={issues} place={(p) => fieldLabelPath(schemas, value, parseDisplayPath(p))} onPick={() => {}} />
      </MantineProvider>,
    );
    const list = screen.getByRole('region', { name: /Lỗi của trang/ });
    expect(list.textContent).toContain('Dãy số liệu thành tích › Các số liệu › mục 2 › Nhãn của số liệu: ');
    expect(list.textContent).not.toMatch(/dòng \d|cột \d|sections\[|\.label/);
  });

  it('a duplicate key in a list keeps its words but loses its line number', () => {
    const placed = placeIssue({
      file: FILE,
      line: 9,
      column: 3,
      path: 'x',
      code: 'LIST_KEY_DUPLICATE',
      message: '"a" đã là "id" của phần tử thứ 1 trong danh sách này (dòng 12)',
      hint: 'h',
    });
    expect(placed.message).toBe('"a" đã là "id" của phần tử thứ 1 trong danh sách này');
  });
});

describe('an empty field', () => {
  const blog = () => JSON.parse(readFileSync(path.join(project.dirs.pagesDir, 'blog/seo-topical-map.json'), 'utf8')) as unknown;

  it('an image not chosen yet says so, not `"" phải bắt đầu bằng "/"…`', () => {
    const value = setIn(blog(), ['card', 'image', 'src'], '');
    const issues = store.check('pages/blog/seo-topical-map.json', value);
    expect(issues.map((i) => i.path)).toContain('card.image.src');
    renderForm(value, <PageSettingsForm />, { issues });
    const input = document.querySelector('[data-path="card.image.src"] input:not([type=file])')!;
    const error = document.getElementById(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!,
    )!;
    expect(error.textContent).toBe('Chưa chọn ảnh: chọn một ảnh trong danh sách hoặc tải ảnh lên.');
  });

  it('a required text left empty says "Chưa điền", without the schema’s description as a hint', () => {
    const value = setIn(blog(), ['card', 'title'], '');
    const issues = store.check('pages/blog/seo-topical-map.json', value);
    renderForm(value, <PageSettingsForm />, { issues });
    const input = document.querySelector('[data-path="card.title"] input')!;
    const error = document.getElementById(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!,
    )!;
    expect(error.textContent).toBe('Chưa điền: trường này bắt buộc.');
    expect(document.body.textContent).not.toContain('Hiển thị nguyên văn, không hiểu HTML');
  });
});

describe('a section form', () => {
  it('is titled by the section’s Vietnamese name, without its type identifier or a "Loại section: hero" line', () => {
    renderForm({ sections: [{ type: 'planGrid', plans: 'seo' }] }, <SectionForm path={['sections', 0]} />);
    const form = screen.getByRole('region', { name: 'Bảng giá' });
    expect(form.textContent).not.toMatch(/planGrid|Loại section/);
  });
});
