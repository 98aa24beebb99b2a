// One product, one price: a plan id, or a plan name within one product line (the id without its last
// word: "hosting-starter" and "hosting-basic" are the line "hosting", "web-design-landing" the line
// "web-design"), has one price across the whole project. Two offers that differ must
// be two named products; a product shown on several pages comes from one plan set.
import { isObject, type Check, type LoadedFile, type Segments } from './project.ts';

interface Seen {
  file: LoadedFile;
  at: Segments;
  price: number;
  id: string;
  name: string;
}

/** Every plan (an object with a string id and name and a numeric price in a "plans" list) of a value. */
function* plansOf(value: unknown, at: Segments = []): Generator<{ plan: Record<string, unknown>; at: Segments }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* plansOf(value[i], [...at, i]);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'plans' && Array.isArray(child)) {
      // An id repeated within one list is that list's mistake (LIST_KEY_DUPLICATE), not a second price.
      const ids = new Set<string>();
      for (let i = 0; i < child.length; i++) {
        const plan = child[i];
        if (isObject(plan) && typeof plan.id === 'string' && typeof plan.name === 'string' && typeof plan.price === 'number') {
          if (!ids.has(plan.id)) yield { plan, at: [...at, key, i] };
          ids.add(plan.id);
        }
      }
    } else {
      yield* plansOf(child, [...at, key]);
    }
  }
}

/** The product line of a plan id: the id without its last word ("email-domain-starter" → "email-domain"). */
export const productLine = (id: string) => id.replace(/-[^-]*$/, '');
/** A plan name as a visitor reads it: case, spacing and accents of letters do not make another product. */
export const productName = (name: string) => name.normalize('NFC').toLocaleLowerCase('vi').replace(/\s+/g, ' ').trim();

export const planPricesCheck: Check = {
  name: 'plan prices',
  title: 'Một sản phẩm, một giá (gói dịch vụ)',
  codes: ['PLAN_PRICE_CONFLICT'],
  run(project) {
    const byId = new Map<string, Seen>();
    const byName = new Map<string, Seen>();
    for (const file of project.parsedFiles()) {
      for (const { plan, at } of plansOf(file.value)) {
        if (project.unchecked(file, [...at, 'price'])) continue;
        const seen: Seen = { file, at, price: plan.price as number, id: plan.id as string, name: plan.name as string };
        const nameKey = `${productLine(seen.id)}\u0000${productName(seen.name)}`;
        const first = byId.get(seen.id) ?? byName.get(nameKey);
        if (first && first.price !== seen.price) {
          project.report(file, [...at, 'price'], 'PLAN_PRICE_CONFLICT', {
            id: seen.id,
            name: seen.name,
            price: seen.price,
            other: first.file.display,
            otherId: first.id,
            otherPrice: first.price,
            sameId: first.id === seen.id,
          });
          continue;
        }
        if (!byId.has(seen.id)) byId.set(seen.id, seen);
        if (!byName.has(nameKey)) byName.set(nameKey, seen);
      }
    }
  },
};
