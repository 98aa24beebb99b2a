/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("heor" → "hero", "titel" → "title"),
 * the most common typo; plain Levenshtein counts it as two. Stops early once it exceeds `max`.
 */
export function typoDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return Infinity;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** The closest candidate to `input`, if it is close enough to be a plausible typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  // One typo in a short word ("tpo" → "top"), two from four letters on, and about a third of a long
  // word, so that "a" is not taken for "id" nor "slider" for "stats".
  const allowed = input.length <= 3 ? 1 : Math.max(2, Math.floor(input.length / 3));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = typoDistance(lower, candidate.toLowerCase(), Math.min(allowed, bestScore));
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore <= allowed ? best : undefined;
}

const multipliers: [RegExp, number][] = [
  [/^(k|nghìn|ngàn|ngan|nghin)$/, 1e3],
  [/^(m|tr|triệu|trieu|mil)$/, 1e6],
  [/^(b|bn|tỷ|tỉ|ty)$/, 1e9],
];

/**
 * The number an author meant by an amount written as text: "4.9M" → 4900000, "4.900.000 ₫" → 4900000,
 * "4,9 triệu" → 4900000, "500k" → 500000. Undefined when the text is not a recognisable amount.
 */
export function intendedNumber(text: string): number | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/(₫|vnđ|vnd|đồng|dong|đ)$/u, '')
    .trim()
    .replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}(?!\d))/gu, '');
  const m = /^(\d+(?:[.,]\d+)*)\s*(\p{L}*)$/u.exec(t);
  if (!m) return undefined;
  const [, digits, unit] = m;
  let value: number;
  if (unit) {
    const mult = multipliers.find(([re]) => re.test(unit))?.[1];
    if (mult === undefined || !/^\d+(?:[.,]\d+)?$/.test(digits)) return undefined;
    value = Number(digits.replace(',', '.')) * mult;
    const rounded = Math.round(value);
    if (Math.abs(value - rounded) < 1e-6) value = rounded;
  } else if (/^\d{1,3}(?:\.\d{3})+$/.test(digits) || /^\d{1,3}(?:,\d{3})+$/.test(digits)) {
    value = Number(digits.replace(/[.,]/g, ''));
  } else if (/^\d+$/.test(digits)) {
    value = Number(digits);
  } else if (/^\d+[.,]\d+$/.test(digits)) {
    value = Number(digits.replace(',', '.'));
  } else {
    return undefined;
  }
  return Number.isFinite(value) ? value : undefined;
}
