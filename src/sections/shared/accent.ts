import type { Plan } from '../../model/generated.ts';

/** The accent colours of common.schema.json $defs/accentColor (styles: Accent.module.css). */
export type AccentColor = NonNullable<Plan['color']>;
