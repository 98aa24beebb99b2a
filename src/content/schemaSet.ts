// The project's JSON Schemas as the editor reads them: every "$ref" made absolute ("file#pointer"),
// then followed on demand, so a form can be generated for any value from its schema alone. The
// schemas stay the only description of a section's fields; nothing here names a section type.

export type Schema = {
  [keyword: string]: unknown;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  examples?: unknown[];
  /** Added by deref: the absolute refs followed to reach this schema ("common.schema.json#/$defs/vnd"). */
  refs?: string[];
};

/** Our keyword marking an array property whose items are sections (e.g. the sections of a tab). */
export const SECTIONS_KEYWORD = 'x-sections';
export const PAGE_SCHEMA = 'page.schema.json';
const SECTION_REF = `${PAGE_SCHEMA}#/$defs/section`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "sections/hero.schema.json" + "../common.schema.json" → "common.schema.json". */
function joinFile(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function absolutize(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absolutize(item, file));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const [target, pointer = ''] = value.split('#');
      out.$ref = `${target ? joinFile(file, target) : file}#${pointer}`;
    } else out[key] = absolutize(value, file);
  }
  return out;
}

export class SchemaSet {
  private readonly documents = new Map<string, Schema>();
  /** Section types in the order of the page schema's list. */
  readonly sectionTypes: string[];

  constructor(documents: Record<string, unknown>) {
    for (const [file, doc] of Object.entries(documents)) this.documents.set(file, absolutize(doc, file) as Schema);
    this.sectionTypes = this.sectionBranches().map(([type]) => type);
  }

  /** The schema a "file#/json/pointer" names. */
  lookup(ref: string): Schema {
    const [file, pointer] = ref.split('#');
    let node: unknown = this.documents.get(file);
    for (const raw of (pointer ?? '').split('/').filter(Boolean)) {
      node = isObject(node) ? node[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (!isObject(node)) throw new Error(`schema ${ref} not found`);
    return node as Schema;
  }

  /** `schema` with its "$ref" followed (siblings such as a description or maxLength win over the target's). */
  deref(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (typeof schema.$ref !== 'string') return schema;
    const { $ref, ...rest } = schema;
    const target = this.deref(this.lookup($ref));
    return { ...target, ...rest, refs: [...(target.refs ?? []), $ref] };
  }

  private sectionBranches(): [type: string, ref: string][] {
    const section = this.lookup(SECTION_REF);
    return (section.oneOf ?? []).map((branch) => {
      const ref = branch.$ref as string;
      return [String(this.deref(branch).properties?.type?.const), ref];
    });
  }

  /** The schema of one section type (undefined for an unknown type). */
  sectionSchema(type: unknown): Schema | undefined {
    const found = this.sectionBranches().find(([t]) => t === type);
    return found ? this.deref(this.lookup(found[1])) : undefined;
  }

  /** True for an array whose items are sections: declared with "x-sections": true. */
  holdsSections(schema: Schema): boolean {
    return schema[SECTIONS_KEYWORD] === true;
  }

  page(): Schema {
    return this.deref(this.lookup(`${PAGE_SCHEMA}#`));
  }

  /** The schema at `path` inside a page value (following sections by their type), or undefined. */
  schemaAt(page: unknown, path: (string | number)[]): Schema | undefined {
    let schema: Schema | undefined = this.page();
    let value: unknown = page;
    for (const segment of path) {
      if (!schema) return undefined;
      schema = this.childSchema(schema, value, segment);
      value = (value as Record<string | number, unknown> | undefined)?.[segment as never];
    }
    return schema;
  }

  /** The schema of `value[segment]` given the schema of `value`. */
  childSchema(schema: Schema, value: unknown, segment: string | number): Schema | undefined {
    const s = this.branchFor(this.deref(schema), value);
    if (typeof segment === 'number') {
      if (!s.items) return undefined;
      const items = this.deref(s.items);
      const item = Array.isArray(value) ? value[segment] : undefined;
      if (this.isSectionSchema(s.items) || this.holdsSections(s)) return this.sectionSchema((item as { type?: unknown })?.type);
      return this.branchFor(items, item);
    }
    // A map's values ("replace" of an experiment variant: section id → section) share one schema.
    const child = s.properties?.[segment] ?? (isObject(s.additionalProperties) ? (s.additionalProperties as Schema) : undefined);
    if (child && this.isSectionSchema(child))
      return this.sectionSchema(((value as Record<string, unknown> | undefined)?.[segment] as { type?: unknown })?.type);
    return child ? this.branchFor(this.deref(child), (value as Record<string, unknown> | undefined)?.[segment]) : undefined;
  }

  isSectionSchema(schema: Schema | undefined): boolean {
    return schema?.$ref === SECTION_REF;
  }

  /** For a oneOf/anyOf schema, the branch `value` belongs to (by const "type" or by kind); else the schema. */
  branchFor(schema: Schema, value: unknown): Schema {
    const branches = schema.oneOf ?? schema.anyOf;
    if (!branches) return schema;
    const index = this.branchIndex(schema, value);
    return index === -1 ? schema : this.deref(branches[index]);
  }

  /**
   * Pairs of properties an object holds one of, declared with if/then/else (on the schema or in its
   * allOf): `if` it has A (`required: [A]`), `then` B is forbidden (`not: {}` or false), `else` B is
   * required — e.g. a plan's `price` or `priceText`. Each pair is [B, A]: B is the usual one.
   */
  alternatives(schema: Schema): [usual: string, instead: string][] {
    const pairs: [string, string][] = [];
    for (const rule of [schema, ...((schema.allOf as Schema[] | undefined) ?? [])].map((r) => this.deref(r))) {
      const [condition, then, otherwise] = [rule.if, rule.then, rule.else] as (Schema | undefined)[];
      const instead = condition?.required?.length === 1 ? condition.required[0] : undefined;
      if (!instead || !then || !otherwise) continue;
      for (const [key, child] of Object.entries(then.properties ?? {})) {
        if (isForbidden(child) && otherwise.required?.includes(key)) pairs.push([key, instead]);
      }
    }
    return pairs;
  }

  branchIndex(schema: Schema, value: unknown): number {
    const branches = (schema.oneOf ?? schema.anyOf ?? []).map((b) => this.deref(b));
    return branches.findIndex((b) => matchesKind(b, value));
  }
}

/** `false` or `{ "not": {} }` (with any annotations): no value is allowed. */
function isForbidden(schema: unknown): boolean {
  if (schema === false) return true;
  return isObject(schema) && isObject(schema.not) && Object.keys(schema.not).length === 0;
}

/** The JSON kind of a value as JSON Schema names it. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Whether `value` has the kind (and, for tagged objects, the const "type") a branch asks for. */
export function matchesKind(branch: Schema, value: unknown): boolean {
  const kind = kindOf(value);
  const types = branch.type === undefined ? (branch.properties ? ['object'] : []) : Array.isArray(branch.type) ? branch.type : [branch.type];
  const okKind = types.length === 0 || types.includes(kind) || (kind === 'integer' && types.includes('number'));
  if (!okKind) return false;
  const tag = branch.properties?.type?.const;
  if (tag !== undefined) return isObject(value) && value.type === tag;
  return true;
}
