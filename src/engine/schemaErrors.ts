// Turns ajv's raw errors into one precise, author-friendly message per real problem.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { suggestion } from './didYouMean.ts';
import { displayPath, pointerSegments } from './locate.ts';

export interface SchemaProblem {
  /** Where the problem is (JSON path segments). */
  segments: (string | number)[];
  message: string;
  hint?: string;
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
  return JSON.stringify(value).length > 40 ? `${JSON.stringify(value).slice(0, 37)}…"` : JSON.stringify(value);
}

function schemaHint(schema: AnySchemaObject | undefined): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const parts: string[] = [];
  if (typeof schema.description === 'string') parts.push(schema.description);
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`Example: ${JSON.stringify(schema.examples[0])}`);
  return parts.length ? parts.join(' ') : undefined;
}

/** Keeps the errors that explain the problem: drops anyOf/oneOf wrappers and the branches that were clearly not meant. */
function refine(errors: ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  for (const union of unions) {
    const prefix = `${union.schemaPath}/`;
    const branchErrors = kept.filter((e) => e.schemaPath.startsWith(prefix));
    const branchOf = (e: ErrorObject) => e.schemaPath.slice(prefix.length).split('/')[0];
    const branches = new Set(branchErrors.map(branchOf));
    const wrongType = new Set(
      branchErrors.filter((e) => e.keyword === 'type' && e.instancePath === union.instancePath).map(branchOf),
    );
    const meant = [...branches].filter((b) => !wrongType.has(b));
    if (meant.length > 0) {
      kept = kept.filter((e) => e !== union && !(e.schemaPath.startsWith(prefix) && wrongType.has(branchOf(e))));
    } else {
      kept = kept.filter((e) => !e.schemaPath.startsWith(prefix));
    }
  }
  return kept;
}

export function describeSchemaErrors(errors: ErrorObject[], context: SchemaErrorContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const error of refine(errors)) {
    const segments = pointerSegments(error.instancePath);
    const parent = error.parentSchema as AnySchemaObject | undefined;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'type': {
        const expected = String(params.type).split(',').map((t) => typeNames[t] ?? t).join(' or ');
        let hint = schemaHint(parent);
        if ((params.type === 'integer' || params.type === 'number') && typeof error.data === 'string') {
          hint = `write the number without quotes, dots or units${/^\d/.test(error.data) ? ' (4900000, not "4.9M" or "4.900.000")' : ''}. ${hint ?? ''}`.trim();
        }
        problems.push({ segments, message: `must be ${expected}, got ${jsonTypeOf(error.data)}`, hint });
        break;
      }
      case 'required': {
        const missing = String(params.missingProperty);
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
        problems.push({
          segments: [...segments, extra],
          message: `"${extra}" is not a known property${owner}.${suggestion(extra, allowed)}`,
          hint: allowed.length ? `allowed properties: ${allowed.join(', ')}` : 'this object takes no properties',
        });
        break;
      }
      case 'discriminator': {
        const tagValue = params.tagValue;
        if (params.error === 'mapping' && typeof tagValue === 'string') {
          problems.push({
            segments: [...segments, 'type'],
            message: `"${tagValue}" is not a section type.${suggestion(tagValue, context.sectionTypes)}`,
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
        problems.push({ segments, message: `must be one of ${allowed.join(', ')}, got ${jsonTypeOf(error.data)}.${got}`.replace(/\.\.$/, '.') });
        break;
      }
      case 'const':
        problems.push({ segments, message: `must be ${JSON.stringify(params.allowedValue)}, got ${jsonTypeOf(error.data)}` });
        break;
      case 'pattern':
      case 'format':
        problems.push({ segments, message: `${jsonTypeOf(error.data)} is not in the expected form`, hint: schemaHint(parent) });
        break;
      case 'minLength':
        problems.push({
          segments,
          message: params.limit === 1 ? 'must not be empty' : `is too short: at least ${params.limit} characters, has ${String(error.data).length}`,
          hint: schemaHint(parent),
        });
        break;
      case 'maxLength':
        problems.push({ segments, message: `is too long: at most ${params.limit} characters, has ${String(error.data).length}`, hint: schemaHint(parent) });
        break;
      case 'minItems':
        problems.push({ segments, message: `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}, has ${(error.data as unknown[]).length}`, hint: schemaHint(parent) });
        break;
      case 'maxItems':
        problems.push({ segments, message: `must have at most ${params.limit} items, has ${(error.data as unknown[]).length}`, hint: schemaHint(parent) });
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        problems.push({ segments, message: `must be ${params.comparison} ${params.limit}, got ${jsonTypeOf(error.data)}`, hint: schemaHint(parent) });
        break;
      case 'anyOf':
      case 'oneOf': {
        const options = ((error.schema as AnySchemaObject[]) ?? []).map((s) => typeNames[s.type as string] ?? 'another form');
        problems.push({ segments, message: `must be ${options.join(' or ')}, got ${jsonTypeOf(error.data)}`, hint: schemaHint(parent) });
        break;
      }
      default:
        problems.push({ segments, message: error.message ?? `fails the "${error.keyword}" rule`, hint: schemaHint(parent) });
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
