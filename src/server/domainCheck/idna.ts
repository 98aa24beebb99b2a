// The server's full check of a domain before any upstream call, on top of the shared rules of
// normalizeDomain: UTS #46 with every strict option (tr46: STD3 ASCII rules, hyphens, bidi, joiners,
// DNS lengths, non-transitional), then IDNA2008's letter/digit rule and one writing system per label
// on the decoded name, so typed punycode ("xn--pple-43d" is Cyrillic "аpple") is held to the same
// rules as typed Unicode. tr46's tables (~200 KB) stay out of the browser bundle.
import { toASCII, toUnicode, type Tr46Options } from 'tr46';
import { DOMAIN_MESSAGES, labelProblem } from '../../lib/domain.ts';

const STRICT: Tr46Options = {
  useSTD3ASCIIRules: true,
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  transitionalProcessing: false,
  verifyDNSLength: true,
};

/** Why the ASCII domain `domain` (normalizeDomain's answer) is not registrable, or undefined. */
export function idnaProblem(domain: string): string | undefined {
  const decoded = toUnicode(domain, STRICT);
  // The round trip catches punycode that decodes to a name that would encode differently.
  if (decoded.error || toASCII(decoded.domain, STRICT) !== domain) return DOMAIN_MESSAGES.characters;
  for (const label of decoded.domain.split('.')) {
    const problem = labelProblem(label);
    if (problem) return problem;
  }
  return undefined;
}
