// The project kept in memory between checks, for the page editor: every content file's text and
// its parsed form, reused while the file on disk is unchanged (same size, modification and change
// times), and the texts that already passed their schema with the values they mark (links, images,
// references…), so a check of one edited page reads, parses and schema-validates that page only.
// The last validation of the project as on disk is kept while no file in pages/ or public/ and no
// schema changes (one stat per file per check); an edit of a page is checked against it, the page
// and only the files its content can change checked again (validateEdit, src/engine/editCheck.ts).
// The answers are validateProject's own (the same checks over the same texts), which
// tests/unit/editor/project-index.test.ts and edit-check.test.ts compare with a fresh validation.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { loadSchemas, type CompiledSchemas, type Marks } from './schemas.ts';
import { diskSource, parseText, type ContentSource, type ParsedText } from './checks/project.ts';
import { checkProject, projectResult, type ValidationResult } from './validateProject.ts';
import { validateEdit } from './editCheck.ts';
import type { ValidationIssue } from './issue.ts';
import type { Project } from './checks/project.ts';
import type { ContentDirs } from './project.ts';

/** A file's text replaced for one validation (null: the file is removed). */
export interface Overlay {
  /** Path below pages/, e.g. `pricing/seo.json`. */
  rel: string;
  text: string | null;
}

/** The files below pages/ and the stamps of them and of public/, taken at one moment. */
export interface Scan {
  files: string[];
  stampOf: Map<string, string>;
  stamps: string;
  /** The schemas compiled from the schema files of that moment. */
  schemas: CompiledSchemas;
}

interface Entry {
  /** Size, modification and change time of the file when `text` was read. */
  stamp: string;
  text: string;
}

const byName = (a: string, b: string) => {
  // listJsonFiles sorts each folder's names; a path order that agrees with it compares segment by segment.
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    // A folder and a file at the same level: the names decide, as in readdir order.
    return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
};

export class ProjectIndex {
  private readonly entries = new Map<string, Entry>();
  /** File → its last text parsed (an edited text is parsed once, then kept while it is unchanged). */
  private readonly parsed = new Map<string, { text: string; parsed: ParsedText }>();
  /** File → its last text that passed its schema, with the values it marks. */
  private readonly valid = new Map<string, { text: string; schemaFile: string; marks: Marks }>();
  /** The last validation of the files as on disk, with the stamps it was made from and its run. */
  private lastDisk: { stamps: string; result: ValidationResult; project: Project } | undefined;
  private schemas: CompiledSchemas | undefined;

  constructor(readonly dirs: ContentDirs) {}

  /**
   * validateProject's answer for the project as on disk, or with one file replaced (or removed):
   * only files that changed since the last call are read and parsed, only texts not seen valid
   * before are checked against their schema.
   */
  validate(overlay?: Overlay, scan: Scan = this.scan()): ValidationResult {
    const { files, stamps, schemas } = scan;
    this.schemasNow(schemas);
    if (!overlay && this.lastDisk?.stamps === stamps) return this.lastDisk.result;
    const project = checkProject(this.dirs, this.source(overlay ? withOverlay(files, overlay) : files, scan, overlay), { schemas });
    const result = projectResult(project);
    this.forget(new Set(files));
    if (!overlay) this.lastDisk = { stamps, result, project };
    return result;
  }

  /**
   * The problems validate(overlay) would give, for the page `overlay.rel` edited in place: checked
   * against the last validation of the project as on disk (made again first if a file in pages/ or
   * public/ changed since), only the edited page and the files whose problems it can change are
   * checked again (src/engine/editCheck.ts). A new or removed file, or one that is not a page, is a
   * validation of the whole project.
   */
  validateEdit(overlay: Overlay, scan: Scan = this.scan()): ValidationIssue[] {
    const disk = this.validate(undefined, scan);
    const base = this.lastDisk;
    if (overlay.text !== null && base?.result === disk && scan.stampOf.has(overlay.rel)) {
      const issues = validateEdit(base.project, disk.issues, overlay.rel, this.source(scan.files, scan, overlay));
      if (issues) return issues;
    }
    return this.validate(overlay, scan).issues;
  }

  /** Schemas edited since the last validation (loadSchemas compiled them again): no text is known valid any more. */
  private schemasNow(schemas: CompiledSchemas) {
    if (schemas !== this.schemas) {
      this.valid.clear();
      this.lastDisk = undefined;
      this.schemas = schemas;
    }
  }

  /** The files of `list`, from memory where unchanged, with the overlay's text in place. */
  private source(list: string[], { stampOf }: Scan, overlay: Overlay | undefined): ContentSource {
    return {
      list: () => list,
      read: (rel, abs) => {
        if (overlay && rel === overlay.rel && overlay.text !== null) return overlay.text;
        return this.read(rel, abs, stampOf.get(rel));
      },
      parse: (rel, text) => {
        const known = this.parsed.get(rel);
        if (known?.text === text) return known.parsed;
        const parsed = parseText(text);
        this.parsed.set(rel, { text, parsed });
        return parsed;
      },
      validMarks: (rel, text, schemaFile) => {
        const known = this.valid.get(rel);
        return known?.text === text && known.schemaFile === schemaFile ? known.marks : undefined;
      },
      rememberValid: (rel, text, schemaFile, marks) => void this.valid.set(rel, { text, schemaFile, marks }),
    };
  }

  /**
   * Lists pages/ and stamps every file (and public/): one stat per file; loads the schemas (compiled
   * again only when a schema file changed). A caller validating twice in one go (the project as on
   * disk, then with the edited page) passes one scan to both.
   */
  scan(): Scan {
    const files = diskSource.list(this.dirs.pagesDir);
    // The checks also read public/ (images): a change there is a change of the project.
    const stampOf = new Map(files.map((rel) => [rel, this.stamp(rel)]));
    const stamps = [...[...stampOf].map(([rel, stamp]) => `${rel}:${stamp}`), ...treeStamps(this.dirs.publicDir)].join('\n');
    return { files, stampOf, stamps, schemas: loadSchemas(this.dirs.schemaDir, this.dirs.sectionsDir) };
  }

  /** Forgets what is known of a file (after the editor writes or removes it). */
  invalidate(rel: string) {
    this.entries.delete(rel);
    this.lastDisk = undefined;
  }

  private stamp(rel: string): string {
    try {
      const s = statSync(path.join(this.dirs.pagesDir, rel), { bigint: true });
      return `${s.size}/${s.mtimeNs}/${s.ctimeNs}/${s.ino}`;
    } catch {
      return 'missing';
    }
  }

  /** The file's text: the one known if its stamp (taken at the start of this validation) is unchanged. */
  private read(rel: string, abs: string, stamp = this.stamp(rel)): string {
    const known = this.entries.get(rel);
    if (known && known.stamp === stamp && stamp !== 'missing') return known.text;
    const text = diskSource.read(rel, abs);
    // A file changed while being read gets a new stamp next time: read again then.
    if (this.stamp(rel) === stamp) this.entries.set(rel, { stamp, text });
    else this.entries.delete(rel);
    return text;
  }

  /** Drops what is known of files no longer on disk. */
  private forget(onDisk: Set<string>) {
    for (const map of [this.entries, this.parsed, this.valid]) for (const rel of map.keys()) if (!onDisk.has(rel)) map.delete(rel);
  }
}

/** Every entry below `dir` with its size and times. */
function treeStamps(dir: string): string[] {
  const out: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const abs = path.join(dir, entry.name);
    const s = statSync(abs, { bigint: true, throwIfNoEntry: false });
    out.push(`${abs}:${s ? `${s.size}/${s.mtimeNs}/${s.ctimeNs}` : 'missing'}`);
    if (entry.isDirectory()) out.push(...treeStamps(abs));
  }
  return out;
}

function withOverlay(files: string[], { rel, text }: Overlay): string[] {
  const rest = files.filter((f) => f !== rel);
  if (text === null) return rest;
  return [...rest, rel].sort(byName);
}
