// Turns ajv's raw errors into one precise, author-friendly message per real problem.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { didYouMean, intendedNumber, suggestion } from './didYouMean.ts';
import { displayPath, pointerSegments } from './locate.ts';

export interface SchemaProblem {
  /** Where the problem is (JSON path segments). */
  segments: (string | number)[];
  message: string;
  /** How to fix it; always present. */
  hint: string;
}

export interface SchemaErrorContext {
  sectionTypes: string[];
}

const typeNames: Record<string, string> = {
  string: 'a string (text in double quotes)',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a number too large to store';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return typeof value;
  return JSON.stringify(value).length > 40 ? `${JSON.stringify(value).slice(0, 37)}…"` : JSON.stringify(value);
}

function schemaHint(schema: AnySchemaObject | undefined): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const parts: string[] = [];
  if (typeof schema.description === 'string') parts.push(schema.description);
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`Example: ${JSON.stringify(schema.examples[0])}`);
  return parts.length ? parts.join(' ') : undefined;
}

function numberHint(expected: 'integer' | 'number', data: string, schemaText: string | undefined): string {
  const meant = intendedNumber(data);
  const fix =
    meant !== undefined && (expected === 'number' || Number.isInteger(meant))
      ? `write ${meant} (a number: no quotes, dots, spaces or units)`
      : 'write the number without quotes, dots, spaces or units';
  return schemaText ? `${fix}. ${schemaText}` : fix;
}

const LINK_FORMS = 'a page path ("/pricing/seo", "/pricing/seo#faq"), an anchor on this page ("#faq"), or an https:, tel: or mailto: address';

/** Why a link was refused, in the author's terms. */
export function linkProblem(href: string): { message: string; hint: string } {
  const show = jsonTypeOf(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1].toLowerCase();
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript' || scheme === 'file') {
    return { message: `${show} is not allowed: ${scheme}: links can run code or open local content`, hint: `use ${LINK_FORMS}` };
  }
  if (scheme === 'http') return { message: `${show} is not allowed: links must use https`, hint: `write "https:${href.slice(5)}"` };
  if (href.startsWith('//')) return { message: `${show} is not allowed: a link starting with "//" leaves the site`, hint: `write the full address, "https:${href}"` };
  if (/\s/.test(href)) return { message: `${show} contains a space or line break`, hint: 'remove it, or write a space in a path as %20' };
  if (scheme === 'tel') return { message: `${show} is not a phone link`, hint: 'write tel: and the number without spaces, e.g. "tel:+84901234567"' };
  if (scheme === 'mailto') return { message: `${show} is not an email link`, hint: 'write mailto: and the address, e.g. "mailto:lienhe@example.vn"' };
  if (href.startsWith('#')) return { message: `${show} is not a section anchor`, hint: 'anchors are "#" and a section id: lower-case letters, digits and hyphens, e.g. "#bang-gia"' };
  return { message: `${show} is not an allowed link`, hint: `use ${LINK_FORMS}` };
}

function assetProblem(src: string, parent: AnySchemaObject): { message: string; hint: string } {
  const show = jsonTypeOf(src);
  const example = Array.isArray(parent.examples) && typeof parent.examples[0] === 'string' ? parent.examples[0] : '/images/hero.svg';
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return { message: `${show} is not allowed: images must be files in public/, not remote addresses`, hint: `download the image into public/images/ and write its path, e.g. "${example}"` };
  if (!src.startsWith('/')) return { message: `${show} must start with "/"`, hint: `paths are from the public/ folder, e.g. "${example}"` };
  return { message: `${show} is not an image path`, hint: `an image is a .svg, .png, .jpg, .jpeg, .webp or .avif file in public/, without spaces, e.g. "${example}"` };
}

/**
 * Keeps the errors that explain the problem: drops anyOf/oneOf wrappers and the branches that were clearly
 * not meant (their type does not even match), and the plain type error on a section's "type" when the
 * discriminator already explains it, and if/then wrappers.
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
  // A section whose "type" is not a string: the discriminator error says it better than the type error.
  const tagged = new Set(kept.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/${(e.params as { tag?: string }).tag ?? 'type'}`));
  kept = kept.filter((e) => !(e.keyword === 'type' && tagged.has(e.instancePath)));
  return kept;
}

export function describeSchemaErrors(errors: ErrorObject[], context: SchemaErrorContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
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
  for (const error of refined) {
    const segments = pointerSegments(error.instancePath);
    const parent = error.parentSchema as AnySchemaObject | undefined;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'type': {
        const expected = String(params.type).split(',').map((t) => typeNames[t] ?? t).join(' or ');
        let hint = schemaHint(parent);
        if ((params.type === 'integer' || params.type === 'number') && typeof error.data === 'string') {
          hint = numberHint(params.type as 'integer' | 'number', error.data, hint);
        } else if (params.type === 'boolean' && (error.data === 'true' || error.data === 'false')) {
          hint = `write ${error.data} without quotes`;
        }
        problems.push({ segments, message: `must be ${expected}, got ${jsonTypeOf(error.data)}`, hint: hint ?? `write ${expected} here` });
        break;
      }
      case 'required': {
        const missing = String(params.missingProperty);
        if (misspelt.has(`${error.instancePath}|${missing}`)) break;
        const propSchema = parent?.properties?.[missing] as AnySchemaObject | undefined;
        problems.push({
          segments,
          message: `is missing the required property "${missing}"`,
          hint: `add "${missing}": …${schemaHint(propSchema) ? ` — ${schemaHint(propSchema)}` : ''}`,
        });
        break;
      }
      case 'additionalProperties': {
        const extra = String(params.additionalProperty);
        const allowed = Object.keys(parent?.properties ?? {});
        const owner = typeof parent?.properties?.type?.const === 'string' ? ` of a "${parent.properties.type.const}" section` : '';
        const meant = didYouMean(extra, allowed);
        const list = allowed.length ? `allowed properties: ${allowed.join(', ')}` : 'this object takes no properties';
        problems.push({
          segments: [...segments, extra],
          message: `"${extra}" is not a known property${owner}${suggestion(extra, allowed)}`,
          hint: meant !== undefined ? `rename "${extra}" to "${meant}"; ${list}` : list,
        });
        break;
      }
      case 'discriminator': {
        const tagValue = params.tagValue;
        if (params.error === 'mapping' && typeof tagValue === 'string') {
          problems.push({
            segments: [...segments, 'type'],
            message: `"${tagValue}" is not a section type${suggestion(tagValue, context.sectionTypes)}`,
            hint: `section types: ${context.sectionTypes.join(', ')}`,
          });
        } else if (tagValue === undefined) {
          problems.push({ segments, message: 'is missing the required property "type"', hint: `every section starts with "type", one of: ${context.sectionTypes.join(', ')}` });
        } else {
          problems.push({ segments: [...segments, 'type'], message: `must be a section type name, got ${jsonTypeOf(tagValue)}`, hint: `section types: ${context.sectionTypes.join(', ')}` });
        }
        break;
      }
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
        const got = typeof error.data === 'string' ? suggestion(error.data, (params.allowedValues as unknown[]).map(String)) : '';
        problems.push({ segments, message: `must be one of ${allowed.join(', ')}, got ${jsonTypeOf(error.data)}${got}`, hint: schemaHint(parent) ?? `write one of ${allowed.join(', ')}` });
        break;
      }
      case 'const':
        problems.push({ segments, message: `must be ${JSON.stringify(params.allowedValue)}, got ${jsonTypeOf(error.data)}`, hint: `write ${JSON.stringify(params.allowedValue)}` });
        break;
      case 'pattern':
        if (parent?.['x-link'] === true && typeof error.data === 'string') {
          problems.push({ segments, ...linkProblem(error.data) });
          break;
        }
        if (parent?.['x-asset'] === true && typeof error.data === 'string') {
          problems.push({ segments, ...assetProblem(error.data, parent) });
          break;
        }
        problems.push({ segments, message: `${jsonTypeOf(error.data)} is not in the expected form`, hint: schemaHint(parent) ?? `it must match the pattern ${String(params.pattern)}` });
        break;
      case 'format':
        problems.push({ segments, message: `${jsonTypeOf(error.data)} is not in the expected form`, hint: schemaHint(parent) ?? `write a valid ${String(params.format)}` });
        break;
      case 'minLength':
        problems.push({
          segments,
          message: params.limit === 1 ? 'must not be empty' : `is too short: at least ${params.limit} characters, has ${String(error.data).length}`,
          hint: schemaHint(parent) ?? (params.limit === 1 ? 'write some text, or remove the property if it is optional' : `write at least ${params.limit} characters`),
        });
        break;
      case 'maxLength':
        problems.push({ segments, message: `is too long: at most ${params.limit} characters, has ${String(error.data).length}`, hint: schemaHint(parent) ?? `shorten it to ${params.limit} characters` });
        break;
      case 'minItems':
        problems.push({ segments, message: `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}, has ${(error.data as unknown[]).length}`, hint: schemaHint(parent) ?? `add items, or remove the property if it is optional` });
        break;
      case 'maxItems':
        problems.push({ segments, message: `must have at most ${params.limit} items, has ${(error.data as unknown[]).length}`, hint: schemaHint(parent) ?? `remove items to keep at most ${params.limit}` });
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        problems.push({ segments, message: `must be ${params.comparison} ${params.limit}, got ${jsonTypeOf(error.data)}`, hint: schemaHint(parent) ?? `write a number ${params.comparison} ${params.limit}` });
        break;
      case 'not':
        // The schema forbids the value here outright (e.g. "price" next to "priceText").
        problems.push({ segments, message: 'must be left out here', hint: schemaHint(parent) ?? 'remove this property' });
        break;
      case 'anyOf':
      case 'oneOf': {
        if (params.passingSchemas) {
          problems.push({ segments, message: 'matches more than one of the allowed forms', hint: schemaHint(parent) ?? 'make the value fit exactly one form' });
          break;
        }
        const options = ((error.schema as AnySchemaObject[]) ?? []).map((s) => typeNames[s.type as string] ?? 'another form');
        problems.push({ segments, message: `must be ${options.join(' or ')}, got ${jsonTypeOf(error.data)}`, hint: schemaHint(parent) ?? `write ${options.join(' or ')}` });
        break;
      }
      default:
        problems.push({ segments, message: error.message ?? `fails the "${error.keyword}" rule`, hint: schemaHint(parent) ?? `see the "${error.keyword}" rule in the schema of this file` });
    }
  }
  // One message per place and text: allErrors can report the same thing twice.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${displayPath(p.segments)}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
