// Turns ajv's raw errors into one precise problem per real mistake: a catalogue code and its parameters.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { aliasKey } from './aliasKey.ts';
import { didYouMean, intendedNumber } from './didYouMean.ts';
import { pointerSegments } from './locate.ts';
import { isoFromVietnamTime } from '../lib/dateTime.ts';
import { renderMessage, type Lang, type MessageCode, type ParamsOf } from './messages/messageTable.ts';
import { shown, type JsonType } from './messages/params.ts';

export interface SchemaProblem<C extends MessageCode = MessageCode> {
  /** Where the problem is (JSON path segments). */
  segments: (string | number)[];
  code: C;
  params: ParamsOf<C>;
  /** The text in the context's language (for callers that print problems of one value). */
  message: string;
  hint: string;
}

export interface SchemaErrorContext {
  sectionTypes: string[];
  /** Other names of section types (from each section schema's "x-aliases"), by normalized name. */
  sectionAliases?: ReadonlyMap<string, string>;
  /** A real route, for examples in link hints. */
  exampleRoute?: string;
  /** Whether public/<path> exists, for image hints (which never name a file that is not there). */
  imageExists?: (path: string) => boolean;
  /** A real image path, for examples in image hints. */
  exampleImage?: string;
  lang?: Lang;
}

/** The section type a name means: the type itself in other letter case, an alias, or a close spelling. */
export function meantSectionType(name: string, context: SchemaErrorContext): string | undefined {
  const key = aliasKey(name);
  return context.sectionTypes.find((t) => t.toLowerCase() === name.toLowerCase()) ?? context.sectionAliases?.get(key) ?? didYouMean(name, context.sectionTypes);
}

function schemaText(schema: AnySchemaObject | undefined): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const parts: string[] = [];
  if (typeof schema.description === 'string') parts.push(schema.description);
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`Ví dụ: ${JSON.stringify(schema.examples[0])}`);
  return parts.length ? parts.join(' ') : undefined;
}

/** A code and its parameters, checked against each other where it is written. */
export interface Found {
  code: MessageCode;
  params: ParamsOf<MessageCode>;
}
export const found = <C extends MessageCode>(code: C, params: ParamsOf<C>): Found => ({ code, params });

/** Why a link was refused, in the author's terms. */
export function linkProblem(href: string, exampleRoute = '/'): Found {
  const value = shown(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1].toLowerCase();
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript' || scheme === 'file')
    return found('LINK_UNSAFE', { value, scheme, route: exampleRoute });
  if (scheme === 'http') return found('LINK_NOT_HTTPS', { value, fixed: `https:${href.slice(5)}` });
  if (href.startsWith('//')) return found('LINK_PROTOCOL_RELATIVE', { value, fixed: `https:${href}` });
  if (/\s/.test(href)) return found('LINK_HAS_SPACE', { value });
  if (scheme === 'tel') return found('LINK_BAD_TEL', { value });
  if (scheme === 'mailto') return found('LINK_BAD_MAILTO', { value });
  if (href.startsWith('#')) return found('LINK_BAD_ANCHOR', { value });
  return found('LINK_NOT_ALLOWED', { value, route: exampleRoute });
}

function assetProblem(src: string, context: SchemaErrorContext): Found {
  const exists = (p: string) => context.imageExists?.(p) ?? false;
  const example = context.exampleImage;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return found('IMAGE_REMOTE', { value: shown(src), example });
  if (!src.startsWith('/')) {
    const fixed = `/${src.replace(/^\.\//, '').replace(/^public\//, '')}`;
    return found('IMAGE_PATH_NOT_ROOTED', { value: src, fixed, exists: exists(fixed) });
  }
  return found('IMAGE_PATH_INVALID', { value: shown(src), example });
}

/** "23/11/2026", "23-11-2026", "23.11.2026" → "2026-11-23" (a real calendar date only). */
export function isoFromDayMonthYear(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a schema asks for a YYYY-MM-DD date. */
const wantsIsoDate = (schema: AnySchemaObject | undefined) =>
  schema?.format === 'date' || (typeof schema?.pattern === 'string' && schema.pattern.startsWith('^\\d{4}-'));

/**
 * Keeps the errors that explain the problem: drops anyOf/oneOf wrappers and the branches that were clearly
 * not meant (their type does not even match), and the plain type and enum errors on a section's "type"
 * when the discriminator already explains it, and if/then wrappers.
 *
 * A branch's errors are recognised by their schemaPath: inline branches report under `<union>/<i>/…`, and a
 * branch that is a `$ref` reports under the ref (`../common.schema.json#/$defs/text/type`). Errors deeper in a
 * branch that pass through further `$ref`s cannot be attributed, but they are never from a wrong-type branch:
 * a value that fails a branch's `type` is not looked into by that branch.
 */
function refine(errors: ErrorObject[]): ErrorObject[] {
  // "must match then schema" wraps the errors that say what is missing; keep those.
  let kept = errors.filter((e) => e.keyword !== 'if');
  const unions = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !(e.params as { passingSchemas?: unknown }).passingSchemas);
  for (const union of unions) {
    const prefix = `${union.schemaPath}/`;
    const branchSchemas = Array.isArray(union.schema) ? (union.schema as AnySchemaObject[]) : [];
    const branchOf = (e: ErrorObject): number | undefined => {
      // The same schema applies at many places (every planGrid's "plans"): only errors at or below this one belong to it.
      if (e.instancePath !== union.instancePath && !e.instancePath.startsWith(`${union.instancePath}/`)) return undefined;
      if (e.schemaPath.startsWith(prefix)) return Number(e.schemaPath.slice(prefix.length).split('/')[0]);
      if (e.instancePath !== union.instancePath) return undefined;
      const i = branchSchemas.findIndex((b) => typeof b?.$ref === 'string' && (e.schemaPath === b.$ref || e.schemaPath.startsWith(`${b.$ref}/`)));
      return i >= 0 ? i : undefined;
    };
    const wrongType = new Set<number>();
    for (const e of kept) {
      if (e.keyword !== 'type' || e.instancePath !== union.instancePath) continue;
      const b = branchOf(e);
      if (b !== undefined) wrongType.add(b);
    }
    const branchCount = branchSchemas.length || wrongType.size;
    if (wrongType.size < branchCount) {
      // At least one branch has the right type: that one was meant; explain only its errors.
      kept = kept.filter((e) => e !== union && !(branchOf(e) !== undefined && wrongType.has(branchOf(e)!)));
    } else {
      // No branch fits the value's type: one message from the union ("must be a string or a list").
      kept = kept.filter((e) => e === union || branchOf(e) === undefined);
    }
  }
  // A section whose "type" is not a string or not a type: the discriminator error says it better (with a
  // did-you-mean) than the type error or the "enum" of the types (the list editors offer).
  const tagged = new Set(kept.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/${(e.params as { tag?: string }).tag ?? 'type'}`));
  kept = kept.filter((e) => !((e.keyword === 'type' || e.keyword === 'enum') && tagged.has(e.instancePath)));
  return kept;
}

export function describeSchemaErrors(errors: ErrorObject[], context: SchemaErrorContext): SchemaProblem[] {
  const problems: (Found & { segments: (string | number)[] })[] = [];
  const push = (segments: (string | number)[], f: Found) => problems.push({ segments, ...f });
  const refined = refine(errors);
  // A misspelt required property ("titel" for "title") is one mistake: the did-you-mean on the unknown
  // property explains it, so the "missing title" error at the same object is left out.
  const misspelt = new Set<string>();
  for (const e of refined) {
    if (e.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((e.parentSchema as AnySchemaObject | undefined)?.properties ?? {});
    const meant = didYouMean(String((e.params as Record<string, unknown>).additionalProperty), allowed);
    if (meant !== undefined) misspelt.add(`${e.instancePath}|${meant}`);
  }
  const types = context.sectionTypes;
  for (const error of refined) {
    const segments = pointerSegments(error.instancePath);
    const parent = error.parentSchema as AnySchemaObject | undefined;
    const params = error.params as Record<string, unknown>;
    const text = schemaText(parent);
    switch (error.keyword) {
      case 'type': {
        const expected = String(params.type).split(',') as JsonType[];
        if ((params.type === 'integer' || params.type === 'number') && typeof error.data === 'string') {
          const meant = intendedNumber(error.data);
          const fits = meant !== undefined && (params.type === 'number' || Number.isInteger(meant));
          push(
            segments,
            found('NUMBER_WRITTEN_AS_TEXT', { expected: params.type as JsonType, got: shown(error.data), meant: fits ? meant : undefined, schemaText: text }),
          );
        } else if (params.type === 'boolean' && (error.data === 'true' || error.data === 'false')) {
          push(segments, found('BOOLEAN_WRITTEN_AS_TEXT', { value: error.data }));
        } else {
          push(segments, found('VALUE_WRONG_TYPE', { expected, got: shown(error.data), schemaText: text }));
        }
        break;
      }
      case 'required': {
        const missing = String(params.missingProperty);
        if (misspelt.has(`${error.instancePath}|${missing}`)) break;
        // A section without "type": the discriminator's problem says it with the list of types.
        if (missing === 'type' && refined.some((e) => e.keyword === 'discriminator' && e.instancePath === error.instancePath)) break;
        push(segments, found('PROPERTY_MISSING', { property: missing, schemaText: schemaText(parent?.properties?.[missing] as AnySchemaObject | undefined) }));
        break;
      }
      case 'additionalProperties': {
        const extra = String(params.additionalProperty);
        const allowed = Object.keys(parent?.properties ?? {});
        const section = typeof parent?.properties?.type?.const === 'string' ? (parent.properties.type.const as string) : undefined;
        push([...segments, extra], found('PROPERTY_UNKNOWN', { property: extra, section, meant: didYouMean(extra, allowed), allowed }));
        break;
      }
      case 'discriminator': {
        const tagValue = params.tagValue;
        if (params.error === 'mapping' && typeof tagValue === 'string') {
          push([...segments, 'type'], found('SECTION_TYPE_UNKNOWN', { value: tagValue, meant: meantSectionType(tagValue, context), types }));
        } else if (tagValue === undefined) {
          push(segments, found('SECTION_TYPE_MISSING', { types }));
        } else {
          push([...segments, 'type'], found('SECTION_TYPE_NOT_TEXT', { got: shown(tagValue), types }));
        }
        break;
      }
      case 'enum': {
        const allowedValues = params.allowedValues as unknown[];
        const meant = typeof error.data === 'string' ? didYouMean(error.data, allowedValues.map(String)) : undefined;
        push(segments, found('VALUE_NOT_IN_LIST', { allowed: allowedValues.map((v) => JSON.stringify(v)), got: shown(error.data), meant, schemaText: text }));
        break;
      }
      case 'const':
        push(segments, found('VALUE_NOT_CONST', { allowed: JSON.stringify(params.allowedValue), got: shown(error.data) }));
        break;
      case 'pattern':
      case 'format':
        // A link field that takes only the site's own pages (its pattern begins with "/") says so in its description.
        if (parent?.['x-link'] === true && typeof error.data === 'string' && !String(parent.pattern ?? '').startsWith('^/'))
          push(segments, linkProblem(error.data, context.exampleRoute));
        else if (parent?.['x-asset'] === true && typeof error.data === 'string') push(segments, assetProblem(error.data, context));
        else if (parent?.['x-date-time'] === true && typeof error.data === 'string') {
          const iso = isoFromVietnamTime(error.data);
          push(segments, found('DATE_TIME_FORM', { value: error.data, ...(iso ? { iso } : {}) }));
        } else if (wantsIsoDate(parent) && typeof error.data === 'string' && isoFromDayMonthYear(error.data)) {
          push(segments, found('DATE_NOT_ISO', { value: error.data, iso: isoFromDayMonthYear(error.data)! }));
        } else push(segments, found('VALUE_FORM', { got: shown(error.data), rule: String(params.pattern ?? params.format), schemaText: text }));
        break;
      case 'minLength':
        if (params.limit === 1) push(segments, found('TEXT_EMPTY', { schemaText: text }));
        else push(segments, found('TEXT_TOO_SHORT', { limit: Number(params.limit), length: String(error.data).length, schemaText: text }));
        break;
      case 'maxLength':
        push(segments, found('TEXT_TOO_LONG', { limit: Number(params.limit), length: String(error.data).length, schemaText: text }));
        break;
      case 'minItems':
        push(segments, found('LIST_TOO_SHORT', { limit: Number(params.limit), count: (error.data as unknown[]).length, schemaText: text }));
        break;
      case 'maxItems':
        push(segments, found('LIST_TOO_LONG', { limit: Number(params.limit), count: (error.data as unknown[]).length, schemaText: text }));
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        push(
          segments,
          found('NUMBER_OUT_OF_RANGE', { comparison: String(params.comparison), limit: Number(params.limit), got: shown(error.data), schemaText: text }),
        );
        break;
      case 'not':
        // The schema forbids the value here outright (e.g. "price" next to "priceText").
        push(segments, found('VALUE_FORBIDDEN', { schemaText: text }));
        break;
      case 'anyOf':
      case 'oneOf': {
        if (params.passingSchemas) {
          push(segments, found('VALUE_AMBIGUOUS', { schemaText: text }));
          break;
        }
        const expected = ((error.schema as AnySchemaObject[]) ?? []).map((s) => (typeof s.type === 'string' ? (s.type as JsonType) : 'object'));
        push(segments, found('VALUE_NO_FORM', { expected: [...new Set(expected)], got: shown(error.data), schemaText: text }));
        break;
      }
      default:
        push(segments, found('SCHEMA_RULE', { keyword: error.keyword, detail: error.message ?? error.keyword, schemaText: text }));
    }
  }
  // One problem per place and content: allErrors can report the same thing twice.
  const seen = new Set<string>();
  const lang = context.lang ?? 'vi';
  return problems
    .filter((p) => {
      const key = `${JSON.stringify(p.segments)}|${p.code}|${JSON.stringify(p.params)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((p) => ({ ...p, ...renderMessage(p.code, p.params as never, lang) }) as SchemaProblem);
}
