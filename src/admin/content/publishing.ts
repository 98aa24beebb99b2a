// What publishing a page checks: the page merged by field when the published branch changed it too
// (a field both changed is a conflict named in the author's words, never decided silently), then
// the whole project as it would be published, validated exactly as `npm run validate` does.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findPlaceholders } from '../../engine/pageCreation/pageTemplates.ts';
import { validateProject } from '../../engine/validateProject.ts';
import { fieldLabelPath } from '../../content/fieldPath.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { mergeThreeWay } from '../../content/merge.ts';
import { ContentConflict, type ContentRepo, type MergeFile } from './contentRepo.ts';
import { loadSchemaSet } from './schemas.ts';

let schemaSet: SchemaSet | undefined;
/** The schemas the editor shows fields with (the labels of a diff or a conflict), read once. */
export function editorSchemas(): SchemaSet {
  return (schemaSet ??= loadSchemaSet());
}

const parse = (text: string | undefined): unknown => (text === undefined ? undefined : JSON.parse(text));

/** The editor's three-way merge by field, on page files; a field both sides changed differently is a ContentConflict naming it. */
export const fieldMerge: MergeFile = (base, mine, theirs) => {
  const { value, conflicts } = mergeThreeWay(parse(base), parse(mine), parse(theirs));
  if (conflicts.length) {
    const schemas = editorSchemas();
    const fields = conflicts.map((conflict) => fieldLabelPath(schemas, parse(theirs), conflict.path));
    throw new ContentConflict(
      `Trang đã được sửa ở nơi khác cùng lúc, ở cùng chỗ với bản nháp: ${fields.join('; ')}. Người soạn cần mở bản nháp, chọn nội dung giữ lại rồi gửi duyệt lại.`,
    );
  }
  return `${JSON.stringify(value, null, 2)}\n`;
};

export interface PublishProblem {
  file: string;
  position: string;
  message: string;
  hint: string;
}

export const PLACEHOLDER_MESSAGES = {
  message: (text: string) => `Ô này vẫn còn chữ mẫu của trang mẫu: “${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`,
  hint: 'Hãy viết nội dung thật của trang vào ô này (trong trình soạn thảo) trước khi gửi duyệt hoặc đăng.',
  notSent: (n: number) => `Chưa thể gửi duyệt: trang còn ${n} chỗ chữ mẫu của trang mẫu. Hãy viết nội dung thật vào các ô dưới đây rồi gửi duyệt lại.`,
};

/**
 * The placeholder texts of the starter templates (marked in src/engine/pageCreation/pageTemplates.ts)
 * still in a page file's text, each at its field named as the editor names it ("Mục 1 · Hero › Tiêu đề").
 * Not JSON, a removal or not a page: none.
 */
export function placeholderProblems(file: string, content: string | undefined): PublishProblem[] {
  if (content === undefined || !file.startsWith('pages/') || !file.endsWith('.json')) return [];
  let page: unknown;
  try {
    page = JSON.parse(content);
  } catch {
    return [];
  }
  return findPlaceholders(page).map(({ path: at, text }) => ({
    file,
    position: fieldLabelPath(editorSchemas(), page, at),
    message: PLACEHOLDER_MESSAGES.message(text),
    hint: PLACEHOLDER_MESSAGES.hint,
  }));
}

/**
 * Validates the project as it would be once `content` is published as `file` (undefined: `file` removed)
 * with the images of the `reviewed` draft commit: the published branch's
 * pages, images, schemas and section types written to a scratch folder with the new file, then the
 * validator of `npm run validate` — what a checkout of the published branch would accept —, and the
 * file's own placeholder texts (placeholderProblems).
 */
export async function problemsAfterPublish(repo: ContentRepo, file: string, content: string | undefined, reviewed?: string): Promise<PublishProblem[]> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-check-'));
  try {
    await repo.exportTree(scratch, ['pages', 'public', 'schema', 'src/sections']);
    // The images the draft uploaded, published with it.
    const images = reviewed ? await repo.draftImages(reviewed) : [];
    if (images.length) await repo.exportTree(scratch, images, reviewed);
    // undefined: the file removed (a deleted page: the pages still linking to it are the problems, located in them).
    if (content === undefined) await rm(path.join(scratch, file), { force: true });
    else {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), content);
    }
    const dirs = {
      pagesDir: path.join(scratch, 'pages'),
      schemaDir: path.join(scratch, 'schema'),
      publicDir: path.join(scratch, 'public'),
      sectionsDir: path.join(scratch, 'src/sections'),
      displayRoot: scratch,
    };
    const issues = validateProject(dirs).issues.map(({ file: where, position, message, hint }) => ({ file: where, position, message, hint }));
    // A page still holding a starter template's placeholder texts is valid, but not ready to be published.
    return [...issues, ...placeholderProblems(file, content)];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
