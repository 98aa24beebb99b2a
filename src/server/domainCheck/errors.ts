// The failures a domain check can answer with. Their messages are shown to visitors, so they are
// Vietnamese and never carry upstream details (addresses, credentials, bodies).

export class CheckFailure extends Error {
  constructor(
    readonly status: 502 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

/** The upstream answered with an error, something unreadable, or could not be reached. */
export const upstreamFailed = () => new CheckFailure(502, 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.');

/** The upstream did not answer within the timeout. */
export const upstreamTimedOut = () => new CheckFailure(504, 'Máy chủ kiểm tra tên miền không phản hồi kịp. Vui lòng thử lại sau.');

/** No way to check this extension (no registrar configured and no RDAP service for its TLD). */
export const notConfigured = (ext: string) =>
  new CheckFailure(503, `Tính năng kiểm tra tên miền ${ext} chưa được cấu hình trên máy chủ. Vui lòng liên hệ hotline để được hỗ trợ.`);

/** Log lines of the domain check: what went wrong, never an address, a user name or a key. */
export function logProblem(line: string): void {
  console.warn(`[domain-check] ${line}`);
}
