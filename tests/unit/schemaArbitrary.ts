// A small JSON Schema → fast-check arbitrary converter for the subset of draft 2020-12 that the
// schemas in schema/ use. Generated values are meant to be VALID: any keyword this converter does
// not understand makes it throw (so a schema that grows a new constraint fails loudly here instead
// of producing data ajv rejects), and the property tests validate every sample with ajv anyway.
//
// Supported: $ref (local "#/$defs/x" and relative file refs "../common.schema.json#/$defs/plan",
// resolved against the referring file), type (one or a list), object (properties, required,
// additionalProperties false/true), array (items, minItems, maxItems), string (minLength,
// maxLength, pattern), integer/number (minimum, maximum, exclusiveMinimum, exclusiveMaximum),
// boolean, null, enum, const, anyOf/oneOf (one branch is picked), if/then on an object (what "then"
// requires is always generated) and if/then/else whose "if" only requires keys (either branch).
// Recursive schemas (a tabs section's panels hold sections) are supported when the cycle passes
// through an anyOf/oneOf with a branch that does not recurse: that union nests itself at most
// maxRecursion times, then picks such a branch, so generated values stay finite.
// Ignored annotations: description, examples, default, title, $comment, discriminator, tsType,
// x-link, x-asset, x-ref.
//
// x-ref: a string carrying x-ref is the id of shared data that the build resolves before rendering,
// so by default (resolveXRefs) the x-ref branches of anyOf/oneOf are dropped and only the inline
// (resolved) shape is generated; a plain x-ref string (no inline alternative, e.g. serviceGrid's
// service ids) is generated as the data it resolves to, from schema/data/<collection>.schema.json
// (see xRefSchema). Such data is not valid against the section schema as written (ids), but against
// the resolved view of the schemas: validate it with resolvedValidators().
import Ajv2020, { type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import path from 'node:path';
import fc from 'fast-check';
import { readSchemaDocuments } from '../../src/engine/schemaFiles.ts';

type Schema = Record<string, unknown>;

export interface SchemaArbitraryOptions {
  /** Drop the x-ref branches of anyOf/oneOf: generate data as the renderer receives it. Default true. */
  resolveXRefs?: boolean;
  /** Arrays get at most this many items over minItems (and never more than maxItems). Default 4. */
  maxExtraItems?: number;
  /** Generator of free text (strings without a pattern); cut or padded to the schema's length bounds. Default: freeText. */
  text?: fc.Arbitrary<string>;
  /** How many times a recursive union may nest inside itself (tabs inside tabs). Default 1. */
  maxRecursion?: number;
}

/** How often the values drawn for one pattern had to be thrown away (see PatternStats in the tests). */
export interface PatternStats {
  pattern: string;
  /** The regex fast-check generates from (the pattern with lookarounds removed), when it differs. */
  generatedFrom?: string;
  drawn: number;
  rejected: number;
}

const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$defs',
  '$comment',
  'title',
  'description',
  'examples',
  'default',
  'discriminator',
  'tsType',
  'x-link',
  'x-asset',
  'x-image',
  'x-ref',
  'x-pages',
  'x-aliases',
  'x-sections',
  'x-nestable',
  'x-enumLabels',
  'enumDescriptions',
  'x-label',
  'x-unique',
  'x-greater-than',
  'x-one-per',
  'x-date-time',
  'x-after',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
const KEYWORDS = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'if',
  'then',
  'else',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

// ------------------------------------------------------------------------------------------ text

/** Vietnamese letters with every tone mark, precomposed (NFC). */
const VI_LETTERS = 'aăâbcdđeêghiklmnoôơpqrstuưvxyáàảãạắằẳẵặấầẩẫậéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ';
const VI_WORDS = [
  'Nguyễn',
  'Thị',
  'Hồng',
  'Nhung',
  'Trần',
  'Đặng',
  'Phạm',
  'Lê',
  'dịch vụ',
  'bảng giá',
  'khuyến mãi',
  'tối ưu',
  'quảng cáo',
  'Hồ Chí Minh',
  'Hà Nội',
  'Đà Nẵng',
  'tháng',
  'năm',
  'được',
  'những',
  'người',
  'thiết kế',
  'Tăng trưởng bền vững',
  '4.900.000 ₫',
  '99,9%',
  '24/7',
  '500+',
  'Gói Doanh nghiệp',
  'Giảm 20% cho 3 tháng đầu',
];
/** Strings that have broken renderers before: markup, prototype keys, astral/combining characters, whitespace. */
export const TRICKY_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE plans; --",
  '&amp; &lt;b&gt; &#x3C;',
  '{{title}} ${title} %s %d',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'undefined',
  'null',
  'NaN',
  '0',
  '-1',
  '👍🏽 🇻🇳 👨‍👩‍👧‍👦 🚀',
  'Tie\u0302\u0301ng Vie\u0323\u0302t', // decomposed (NFD) Vietnamese
  '\u200b\u200d\u2060\ufeff', // zero-width characters only
  '\u202eđảo ngược\u202c', // right-to-left override
  'مرحبا بالعالم',
  '中文字符',
  'Ελληνικά',
  'Supercalifragilisticexpialidocious'.repeat(12), // one very long word
  'x'.repeat(500),
  ' ',
  '   ',
  '\t',
  '\n',
  '\n\n',
  '\r\n\r\n',
  ' \u00a0\u202f ',
  '\ud83d', // lone surrogate (valid in JSON text via "\ud83d")
  '\u0000',
  'javascript:alert(1)',
];

const charFrom = (chars: string) => fc.constantFrom(...Array.from(chars));
const textUnit = fc.oneof(
  { weight: 6, arbitrary: charFrom(VI_LETTERS + VI_LETTERS.toUpperCase()) },
  { weight: 3, arbitrary: charFrom('abcdefghijklmnopqrstuvwxyz0123456789') },
  { weight: 2, arbitrary: charFrom(' .,;:!?-–—()/%+&<>"\'`#@$*[]{}|\\~^=_') },
  { weight: 1, arbitrary: charFrom('\n\t\u00a0') },
  { weight: 1, arbitrary: charFrom('😀👍🏽🇻🇳₫€©®™') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...VI_WORDS) },
  { weight: 3, arbitrary: fc.string({ unit: textUnit, minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
);
const separator = fc.constantFrom(' ', ' ', ' ', '', '\n', '\n\n', ', ', '. ');
/** Free text: Vietnamese words, random characters and tricky strings, joined by spaces or line breaks. */
export const freeText = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.tuple(piece, separator), { minLength: 1, maxLength: 6 }).map((parts) => parts.map(([p, s]) => p + s).join('')) },
  { weight: 1, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: textUnit, maxLength: 40 }) },
);

/** Code points, as ajv counts string length. */
const codePoints = (s: string) => Array.from(s);

/** Cuts or pads (with Vietnamese letters) to a length in [min, max] code points. */
function fitLength(s: string, min: number, max: number): string {
  let chars = codePoints(s);
  if (chars.length > max) chars = chars.slice(0, max);
  const pad = codePoints('Việt Nam ');
  for (let i = 0; chars.length < min; i++) chars.push(pad[i % pad.length]);
  return chars.join('');
}

// ---------------------------------------------------------------------------------- regex helpers

/**
 * Removes lookahead/lookbehind groups ((?=…), (?!…), (?<=…), (?<!…)) from a regex source:
 * fast-check's stringMatching cannot generate from them. Values drawn from the result are then
 * filtered with the real pattern.
 */
export function stripLookarounds(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
    } else if (c === '[') {
      const end = classEnd(source, i);
      out += source.slice(i, end);
      i = end;
    } else if (c === '(' && /^\(\?(=|!|<=|<!)/.test(source.slice(i))) {
      i = groupEnd(source, i);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the character class starting at `start`. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the group starting at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') i += 2;
    else if (c === '[') i = classEnd(source, i);
    else {
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return i + 1;
      i++;
    }
  }
  throw new Error(`unbalanced group in /${source}/`);
}

// ----------------------------------------------------------------------------------- the converter

interface Located {
  /** File relative to the schema directory, with forward slashes. */
  file: string;
  /** JSON pointer inside the file ('' for the root). */
  pointer: string;
}

export class SchemaArbitraries {
  private readonly documents = new Map<string, Schema>();
  private readonly memo = new Map<string, fc.Arbitrary<unknown>>();
  private readonly building = new Set<string>();
  /** Schemas referred to while being built, whose cycle no union has bounded yet. */
  private readonly openCycles = new Set<string>();
  /** Schemas whose arbitrary contains a reference back to a schema being built. */
  private readonly recursive = new Set<string>();
  /** Counts references back to a schema being built (directly or through a recursive memo). */
  private recursionsMet = 0;
  private readonly maxRecursion: number;
  private readonly stats = new Map<string, PatternStats>();
  private readonly resolveXRefs: boolean;
  private readonly maxExtraItems: number;
  private readonly text: fc.Arbitrary<string>;

  constructor(
    private readonly schemaDir: string,
    options: SchemaArbitraryOptions = {},
  ) {
    this.resolveXRefs = options.resolveXRefs ?? true;
    this.maxExtraItems = options.maxExtraItems ?? 4;
    this.text = options.text ?? freeText;
    this.maxRecursion = options.maxRecursion ?? 1;
  }

  /**
   * The arbitrary of a schema given as "<file relative to schemaDir>[#<json pointer>]",
   * e.g. 'sections/hero.schema.json' or 'page.schema.json#/$defs/section'.
   */
  of(ref: string): fc.Arbitrary<unknown> {
    const [file, fragment = ''] = ref.split('#');
    return this.at({ file: path.posix.normalize(file), pointer: decodeURIComponent(fragment) });
  }

  /** Rejection counts of the pattern filters, one entry per pattern met so far. */
  patternStats(): PatternStats[] {
    return [...this.stats.values()].map((s) => ({ ...s }));
  }

  private document(file: string): Schema {
    let doc = this.documents.get(file);
    if (!doc) {
      if (this.documents.size === 0) for (const [rel, read] of readSchemaDocuments(this.schemaDir)) this.documents.set(rel, read.doc as Schema);
      doc = this.documents.get(file);
      if (!doc) throw new Error(`no schema ${file}`);
    }
    return doc;
  }

  private at(loc: Located): fc.Arbitrary<unknown> {
    const key = `${loc.file}#${loc.pointer}`;
    const done = this.memo.get(key);
    if (done) {
      if (this.recursive.has(key)) this.recursionsMet++;
      return done;
    }
    if (this.building.has(key)) {
      // A reference back to a schema being built: resolved lazily, bounded by a union on the cycle (convert).
      this.openCycles.add(key);
      this.recursionsMet++;
      return fc.constant(null).chain(() => this.memo.get(key)!);
    }
    this.building.add(key);
    const met = this.recursionsMet;
    try {
      const arbitrary = this.convert(this.resolvePointer(loc), loc);
      if (this.openCycles.has(key)) this.fail(loc, 'a recursive schema whose cycle passes through no anyOf/oneOf with a non-recursive branch is not supported');
      if (this.recursionsMet > met) this.recursive.add(key);
      this.memo.set(key, arbitrary);
      return arbitrary;
    } finally {
      this.building.delete(key);
    }
  }

  private resolvePointer({ file, pointer }: Located): Schema {
    let node: unknown = this.document(file);
    if (pointer !== '') {
      if (!pointer.startsWith('/')) throw new Error(`schemaArbitrary: unsupported fragment "#${pointer}" in ${file} (only JSON pointers)`);
      for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (!node || typeof node !== 'object' || !Object.hasOwn(node, token)) throw new Error(`schemaArbitrary: ${file}#${pointer} does not exist`);
        node = (node as Record<string, unknown>)[token];
      }
    }
    if (node === true) return {};
    if (node === false) throw new Error(`schemaArbitrary: ${file}#${pointer} is the false schema: nothing is valid`);
    if (!node || typeof node !== 'object') throw new Error(`schemaArbitrary: ${file}#${pointer} is not a schema`);
    return node as Schema;
  }

  /** A child location: the subschema at `pointer` + `/segments` of the same file. */
  private child(loc: Located, ...segments: (string | number)[]): Located {
    const tail = segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    return { file: loc.file, pointer: loc.pointer + tail };
  }

  private fail(loc: Located, message: string): never {
    throw new Error(`schemaArbitrary: ${message} at ${loc.file}#${loc.pointer}`);
  }

  private convert(schema: Schema, loc: Located): fc.Arbitrary<unknown> {
    for (const keyword of Object.keys(schema)) {
      if (!KEYWORDS.has(keyword) && !ANNOTATIONS.has(keyword)) this.fail(loc, `unsupported keyword "${keyword}"`);
    }

    if (typeof schema.$ref === 'string') {
      const siblings = Object.keys(schema).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k));
      if (!siblings.length) return this.at(this.resolveRef(schema.$ref, loc));
      // A text narrowed in place ({ "type": "string", "$ref": "…/text", "maxLength": 120 }): both apply.
      const target = this.resolvePointer(this.resolveRef(schema.$ref, loc)) as Schema;
      if (target.type !== 'string' || '$ref' in target) this.fail(loc, `$ref next to ${siblings.join(', ')} is supported for strings only`);
      const { $ref: _ref, ...narrowing } = schema;
      return this.convert({ ...target, ...narrowing }, loc);
    }

    if (this.resolveXRefs && typeof schema['x-ref'] === 'string') return this.resolvedXRef(schema['x-ref']);
    // x-pages: the build replaces the route by the cards of the pages below it.
    if (this.resolveXRefs && schema['x-pages'] === true) {
      return fc
        .array(this.of('page.schema.json#/$defs/card'), { maxLength: 4 })
        .map((cards) => cards.map((card, i) => ({ href: `/blog/bai-${i + 1}`, ...(card as object) })));
    }

    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));

    for (const combinator of ['oneOf', 'anyOf'] as const) {
      const branches = schema[combinator];
      if (!Array.isArray(branches)) continue;
      // Keywords next to the combinator (the page's section def: type object, required type) are
      // expected to hold for every branch; the tests validate every sample against the whole schema.
      const usable = branches
        .map((branch, index) => ({ branch: branch as Schema, index }))
        .filter(({ branch }) => !(this.resolveXRefs && this.isXRef(branch, loc)));
      if (!usable.length) this.fail(loc, `${combinator} has no branch left to generate`);
      const open = new Set(this.openCycles);
      const built = usable.map(({ index }) => {
        const met = this.recursionsMet;
        const arbitrary = this.at(this.child(loc, combinator, index));
        return { arbitrary, recursive: this.recursionsMet > met };
      });
      if (!built.some((b) => b.recursive)) return fc.oneof(...built.map((b) => b.arbitrary));
      // This union is on a cycle: it ends it. At maxDepth fast-check picks the first branch, so a
      // non-recursive one goes first.
      const ending = built.findIndex((b) => !b.recursive);
      if (ending < 0) this.fail(loc, `every branch of this ${combinator} is recursive: generated values would never end`);
      for (const key of this.openCycles) if (!open.has(key)) this.openCycles.delete(key);
      const ordered = [built[ending], ...built.filter((_, i) => i !== ending)].map((b) => b.arbitrary);
      return fc.oneof({ maxDepth: this.maxRecursion }, ...ordered);
    }

    const type = schema.type;
    if (Array.isArray(type)) return fc.oneof(...type.map((t) => this.typed(t as string, schema, loc)));
    if (typeof type === 'string') return this.typed(type, schema, loc);
    return this.fail(loc, 'a schema without type, const, enum, $ref or anyOf/oneOf is not supported');
  }

  /** The data an x-ref id resolves to; a whole data file without its editor pointer "$schema", as the engine does. */
  private resolvedXRef(xref: string): fc.Arbitrary<unknown> {
    const arbitrary = this.of(xRefSchema(xref));
    if (xref.includes('#')) return arbitrary;
    return arbitrary.map((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const { $schema: _pointer, ...data } = value as Record<string, unknown>;
      return data;
    });
  }

  /** True for a branch that is (or refers to) an x-ref string. */
  private isXRef(branch: Schema, loc: Located): boolean {
    if ('x-ref' in branch) return true;
    if (typeof branch.$ref === 'string') {
      const target = this.resolveRef(branch.$ref, loc);
      return this.isXRef(this.resolvePointer(target), target);
    }
    return false;
  }

  private resolveRef(ref: string, from: Located): Located {
    const [file, fragment = ''] = ref.split('#');
    if (/^[a-z][a-z0-9+.-]*:/i.test(file)) this.fail(from, `absolute $ref "${ref}" is not supported`);
    const target = file === '' ? from.file : path.posix.normalize(path.posix.join(path.posix.dirname(from.file), file));
    return { file: target, pointer: decodeURIComponent(fragment) };
  }

  private typed(type: string, schema: Schema, loc: Located): fc.Arbitrary<unknown> {
    switch (type) {
      case 'object':
        return this.object(schema, loc);
      case 'array':
        return this.array(schema, loc);
      case 'string':
        return this.string(schema, loc);
      case 'integer':
      case 'number':
        return this.number(type, schema, loc);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return this.fail(loc, `unknown type "${type}"`);
    }
  }

  private object(schema: Schema, loc: Located): fc.Arbitrary<unknown> {
    // Only declared keys are generated, so additionalProperties (boolean or a schema, e.g. the site's
    // routeAliases map) and propertyNames hold whatever they say; a map comes out empty.
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const base = requiredOf(schema);
    const then = (schema.then ?? {}) as Schema;
    // if/then (a page with an entryHeader needs a card): always generating what "then" requires is valid either way.
    if (schema.else === undefined) return this.record(properties, [...base, ...requiredOf(then)], [], loc);
    // if/then/else on present keys (a plan has priceText or else price): values either have the keys
    // "if" requires and follow "then", or lack them and follow "else".
    const condition = schema.if as Schema;
    const anyValue = (s: unknown) => s === true || (s !== null && typeof s === 'object' && Object.keys(s).length === 0);
    if (Object.keys(condition).some((k) => k !== 'required' && k !== 'properties') || !Object.values((condition.properties ?? {}) as Schema).every(anyValue)) {
      this.fail(loc, '"if" other than required keys is not supported next to "else"');
    }
    const otherwise = schema.else as Schema;
    return fc.oneof(
      this.record(properties, [...base, ...requiredOf(condition), ...requiredOf(then)], forbiddenOf(then), loc),
      this.record(properties, [...base, ...requiredOf(otherwise)], [...requiredOf(condition), ...forbiddenOf(otherwise)], loc),
    );
  }

  /** An object of the declared keys: `required` always, `left out` never, the others sometimes. */
  private record(properties: Record<string, unknown>, required: string[], leftOut: string[], loc: Located): fc.Arbitrary<unknown> {
    const missing = required.filter((key) => !Object.hasOwn(properties, key));
    if (missing.length) this.fail(loc, `required ${missing.join(', ')} without a schema in properties`);
    // Only the declared keys are generated: valid whether or not additionalProperties is false.
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const key of Object.keys(properties)) if (!leftOut.includes(key)) model[key] = this.at(this.child(loc, 'properties', key));
    return fc.record(model, { requiredKeys: required });
  }

  private array(schema: Schema, loc: Located): fc.Arbitrary<unknown> {
    if (schema.items === undefined) this.fail(loc, 'an array without items is not supported');
    const minLength = (schema.minItems as number | undefined) ?? 0;
    const maxItems = (schema.maxItems as number | undefined) ?? Infinity;
    const maxLength = Math.min(maxItems, minLength + this.maxExtraItems);
    const items = this.at(this.child(loc, 'items'));
    // uniqueItems: equal values compared as JSON, as ajv does.
    if (schema.uniqueItems === true) return fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) });
    return fc.array(items, { minLength, maxLength });
  }

  private string(schema: Schema, loc: Located): fc.Arbitrary<string> {
    const min = (schema.minLength as number | undefined) ?? 0;
    const max = (schema.maxLength as number | undefined) ?? Infinity;
    if (min > max) this.fail(loc, 'minLength > maxLength');
    if (typeof schema.pattern !== 'string') return this.text.map((s) => fitLength(s, min, max));

    // ajv compiles patterns with the unicode flag.
    const pattern = schema.pattern;
    const exact = new RegExp(pattern, 'u');
    const source = stripLookarounds(pattern);
    const stats: PatternStats = this.stats.get(pattern) ?? { pattern, ...(source !== pattern ? { generatedFrom: source } : {}), drawn: 0, rejected: 0 };
    this.stats.set(pattern, stats);
    const base = fc.stringMatching(new RegExp(source, 'u'), Number.isFinite(max) ? { maxLength: max } : {});
    return base.filter((s) => {
      stats.drawn++;
      const length = codePoints(s).length;
      const ok = exact.test(s) && length >= min && length <= max;
      if (!ok) stats.rejected++;
      return ok;
    });
  }

  private number(type: 'integer' | 'number', schema: Schema, loc: Located): fc.Arbitrary<number> {
    const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
    if (type === 'integer') {
      const exMin = num('exclusiveMinimum');
      const exMax = num('exclusiveMaximum');
      const lows = [num('minimum'), exMin === undefined ? undefined : Math.floor(exMin) + 1].filter((n) => n !== undefined);
      const highs = [num('maximum'), exMax === undefined ? undefined : Math.ceil(exMax) - 1].filter((n) => n !== undefined);
      const lo = Math.ceil(Math.max(-Number.MAX_SAFE_INTEGER, ...lows));
      const hi = Math.floor(Math.min(Number.MAX_SAFE_INTEGER, ...highs));
      if (lo > hi) this.fail(loc, 'empty integer range');
      return fc.oneof(
        // Small values near the lower bound (a rating, a price of a few đồng) and any value up to the safe integers.
        { weight: 2, arbitrary: fc.bigInt({ min: BigInt(lo), max: BigInt(Math.min(hi, lo + 100)) }).map(Number) },
        { weight: 2, arbitrary: fc.bigInt({ min: BigInt(lo), max: BigInt(Math.min(hi, Math.max(lo, 0) + 100_000_000)) }).map(Number) },
        { weight: 1, arbitrary: fc.bigInt({ min: BigInt(lo), max: BigInt(hi) }).map(Number) },
      );
    }
    // The stricter of minimum / exclusiveMinimum (and of maximum / exclusiveMaximum) wins.
    const inMin = num('minimum') ?? -Number.MAX_VALUE;
    const exMin = num('exclusiveMinimum');
    const inMax = num('maximum') ?? Number.MAX_VALUE;
    const exMax = num('exclusiveMaximum');
    const minExcluded = exMin !== undefined && exMin >= inMin;
    const maxExcluded = exMax !== undefined && exMax <= inMax;
    return fc.double({
      min: minExcluded ? exMin : inMin,
      max: maxExcluded ? exMax : inMax,
      minExcluded,
      maxExcluded,
      noNaN: true,
      noDefaultInfinity: true,
    });
  }
}

const requiredOf = (schema: Schema) => (schema.required ?? []) as string[];

/** Keys a condition's branch forbids: `"price": false` or `"price": { "not": {} }`. */
function forbiddenOf(branch: Schema): string[] {
  const properties = (branch.properties ?? {}) as Record<string, unknown>;
  const never = (s: unknown) => s === false || (s !== null && typeof s === 'object' && 'not' in s && Object.keys((s as Schema).not as Schema).length === 0);
  return Object.keys(properties).filter((key) => never(properties[key]));
}

// ------------------------------------------------------------------------------ resolved x-refs

/**
 * The schema of the data an x-ref resolves to, as "<file relative to schema/>#<pointer>":
 * "services" → "data/services.schema.json#", "planSets#/plans" → "data/planSets.schema.json#/properties/plans"
 * (the x-ref's pointer walks object properties of the data file).
 */
export function xRefSchema(xref: string): string {
  const [collection, pointer = ''] = xref.split('#');
  const properties = pointer === '' ? [] : pointer.slice(1).split('/');
  return `data/${collection}.schema.json#${properties.map((p) => `/properties/${p}`).join('')}`;
}

/** Every schema node carrying x-ref replaced by a $ref to the schema of the data it resolves to. */
function resolveXRefNodes(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => resolveXRefNodes(n, file));
  if (!node || typeof node !== 'object') return node;
  const xref = (node as Schema)['x-ref'];
  if (typeof xref === 'string') {
    const [target, pointer] = xRefSchema(xref).split('#');
    return { $ref: `${path.posix.relative(path.posix.dirname(file), target)}#${pointer}` };
  }
  // The cards of the listed pages (checked in detail by the page-list tests).
  if ((node as Schema)['x-pages'] === true) return { type: 'array', items: { type: 'object' } };
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveXRefNodes(v, file)]));
}

const RESOLVED_BASE = 'https://schema.site.local/resolved/';

/**
 * Validators of data as the renderer receives it (x-ref ids replaced by their data), for samples
 * generated with resolveXRefs: the schemas of schemaDir with every x-ref string schema replaced by
 * the data schema it resolves to. `validatorOf('sections/serviceGrid.schema.json')`.
 */
export function resolvedValidators(schemaDir: string): (ref: string) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-link', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-asset', schemaType: 'boolean' });
  // The engine's other declarations (src/engine/schemas.ts): cross-value and authoring rules the
  // engine checks itself; plain annotations for this validator of generated data.
  ajv.addKeyword({ keyword: 'x-aliases', schemaType: 'array' });
  ajv.addKeyword({ keyword: 'x-enumLabels', schemaType: 'array' });
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  ajv.addKeyword({ keyword: 'x-label', schemaType: 'string' });
  for (const keyword of ['x-sections', 'x-nestable', 'x-date-time']) ajv.addKeyword({ keyword, schemaType: 'boolean' });
  for (const keyword of ['x-unique', 'x-greater-than', 'x-one-per', 'x-after', 'x-image']) ajv.addKeyword({ keyword, schemaType: 'string' });
  for (const [rel, { doc }] of readSchemaDocuments(schemaDir)) {
    const schema = doc as AnySchemaObject;
    ajv.addSchema({ ...(resolveXRefNodes(schema, rel) as AnySchemaObject), $id: RESOLVED_BASE + rel });
  }
  return (ref) => {
    const validate = ajv.getSchema(RESOLVED_BASE + ref);
    if (!validate) throw new Error(`resolvedValidators: no schema ${ref}`);
    return validate;
  };
}
