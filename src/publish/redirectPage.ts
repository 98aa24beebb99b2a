// The page left at an expired campaign's route ("schedule.redirectTo"): a static document that sends
// the visitor on at once, readable without JavaScript and kept out of search results. A static file
// works wherever build/client is served (the site server, nginx alone, a CDN).
import { escapeHtml } from '../lib/escapeHtml.ts';

export function redirectPage({ to, siteUrl, siteName }: { to: string; siteUrl: string; siteName: string }): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
<title>Chương trình đã kết thúc | ${escapeHtml(siteName)}</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6">
<h1>Chương trình này đã kết thúc</h1>
<p><a href="${target}">Mời bạn xem trang đang áp dụng</a>.</p>
</body>
</html>
`;
}
