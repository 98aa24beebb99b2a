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

/**
 * Every plan (an object with a string id and name and a numeric price in a "plans" list) of a value,
 * in document order. One path stack for the whole walk, copied only for a plan found: the walk visits
 * every value of every page on each editor check, so it allocates nothing per value it passes.
 */
function eachPlan(value: unknown, visit: (plan: Record<string, unknown>, at: Segments) => void, at: Segments = []): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      at.push(i);
      eachPlan(value[i], visit, at);
      at.pop();
    }
    return;
  }
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (key === 'plans' && Array.isArray(child)) {
      // An id repeated within one list is that list's mistake (LIST_KEY_DUPLICATE), not a second price.
      const ids = new Set<string>();
      for (let i = 0; i < child.length; i++) {
        const plan: unknown = child[i];
        if (isObject(plan) && typeof plan.id === 'string' && typeof plan.name === 'string' && typeof plan.price === 'number') {
          if (!ids.has(plan.id)) visit(plan, [...at, key, i]);
          ids.add(plan.id);
        }
      }
    } else if (typeof child === 'object' && child !== null) {
      at.push(key);
      eachPlan(child, visit, at);
      at.pop();
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
  // The first price met in file order wins: every file's plans, each file's found once (plansIn).
  whole: true,
  run(project) {
    const byId = new Map<string, Seen>();
    const byName = new Map<string, Seen>();
    for (const file of project.parsedFiles()) {
      for (const { plan, at } of plansIn(file)) {
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

/** A loaded file's plans with their paths, found once per file (a file is not changed after its run). */
const plansOf = new WeakMap<LoadedFile, { plan: Record<string, unknown>; at: Segments }[]>();
function plansIn(file: LoadedFile) {
  let plans = plansOf.get(file);
  if (!plans) {
    const found: { plan: Record<string, unknown>; at: Segments }[] = [];
    eachPlan(file.value, (plan, at) => found.push({ plan, at }));
    // A page's own plans come before its A/B variants' (a variant's price is the one reported).
    const own = found.filter(({ at }) => at[0] !== 'experiment');
    plansOf.set(file, (plans = own.length === found.length ? found : [...own, ...found.filter(({ at }) => at[0] === 'experiment')]));
  }
  return plans;
}
