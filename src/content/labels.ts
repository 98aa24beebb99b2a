// Field labels from the schema: its title, else the first clause of its (Vietnamese) description.
import type { Schema } from './schemaSet.ts';

/** "Tiêu đề bảng giá." → "Tiêu đề bảng giá"; long descriptions are cut at the first clause. */
export function labelOf(schema: Schema, key: string | number): string {
  if (typeof key === 'number') return `Mục ${key + 1}`;
  if (typeof schema['x-label'] === 'string') return schema['x-label'];
  if (schema.title && !/^[A-Z][A-Za-z]+$/.test(schema.title)) return schema.title;
  const description = schema.description?.trim();
  if (!description) return key;
  const first = description.split(/(?<=[.:;])\s|\s\(|, (?=ví dụ)/)[0].replace(/[.:;]$/, '');
  return first.length <= 70 ? first : `${first.slice(0, 67)}…`;
}

/** The rest of the description, shown under the field when the label does not already say it all. */
export function helpOf(schema: Schema, key: string | number): string | undefined {
  const description = schema.description?.trim();
  if (!description || labelOf(schema, key) === description.replace(/[.:;]$/, '')) return undefined;
  return withoutDeveloperNotes(description);
}

/** Where a file lives is for developers: "(tên tệp trong pages/_data/planSets/ không có .json)" goes. */
export function withoutDeveloperNotes(description: string): string {
  return description.replace(/\s*\([^()]*(?:pages\/|\.json)[^()]*\)/g, '');
}

/** A section type's Vietnamese name: the start of its schema's description ("Bảng giá: …" → "Bảng giá"). */
export function sectionName(schema: Schema | undefined, type: string): string {
  const description = schema?.description?.trim();
  if (!description) return type;
  // The first clause: before ":", ".", "(", ",", " với ", " gồm ", " hiển thị ".
  const name = description.split(/[:.(,]| với | gồm | hiển thị /)[0].trim();
  if (!name) return type;
  return name.length <= 48 ? name : `${name.slice(0, name.lastIndexOf(' ', 45))}…`;
}

/** The Vietnamese name of the schema's i-th enum value (its "x-enumLabels"), else the value itself. */
export function enumLabel(schema: Schema, i: number): string {
  const labels = schema['x-enumLabels'];
  return Array.isArray(labels) && typeof labels[i] === 'string' ? labels[i] : String(schema.enum?.[i]);
}
