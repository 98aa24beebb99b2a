import { distance } from 'fastest-levenshtein';

/** The closest candidate to `input`, if it is close enough to be a plausible typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = candidate.toLowerCase() === lower ? 0 : distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const allowed = Math.max(2, Math.floor(input.length / 3));
  return bestScore <= allowed ? best : undefined;
}

export function suggestion(input: string, candidates: Iterable<string>): string {
  const match = didYouMean(input, candidates);
  return match ? ` Did you mean "${match}"?` : '';
}
