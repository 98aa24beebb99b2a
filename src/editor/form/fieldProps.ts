// What a generated field and its widget receive: apart from Field.tsx, which picks the widget, so the
// widgets can name their props without importing the module that imports them.
import type { Schema } from '../../content/schemaSet.ts';
import type { JsonPath } from '../../content/jsonValue.ts';

export interface FieldProps {
  path: JsonPath;
  /** The (unresolved) schema of the value. */
  schema: Schema;
  value: unknown;
  /** The property name or item index, for the label. */
  name: string | number;
  required?: boolean;
}

export interface WidgetProps extends FieldProps {
  label: string;
  help?: string;
}
