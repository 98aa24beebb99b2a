// The offending lines of a file with the column marked, as compilers print them:
//
//     7 |   "sections": [
//   > 8 |     { "type": "heor", "title": "BẢNG GIÁ THỬ" },
//       |               ^
//
// Written here rather than taken from @babel/code-frame: that package pulls in a JavaScript
// highlighter and colour handling that a JSON file does not need, and this is twenty lines.

export interface CodeFrameOptions {
  /** Lines shown before and after the marked one. */
  context?: number;
  /** Longest line shown; longer lines are cut around the column. */
  maxWidth?: number;
}

export function codeFrame(source: string, line: number, column: number, { context = 1, maxWidth = 120 }: CodeFrameOptions = {}): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const gutter = String(last).length;
  // A long line (minified JSON) is shown as a window around the column.
  const marked = lines[line - 1];
  const start = marked.length <= maxWidth ? 0 : Math.max(0, Math.min(column - 1 - Math.floor(maxWidth / 2), marked.length - maxWidth));
  // The marked line is cut to the window around the column; a context line to its own start.
  const cut = (text: string, marked: boolean) => {
    const from = marked ? start : 0;
    if (text.length <= maxWidth && from === 0) return text;
    return `${from > 0 ? '…' : ''}${text.slice(from, from + maxWidth)}${from + maxWidth < text.length ? '…' : ''}`;
  };
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(gutter)} | ${cut(lines[n - 1], n === line)}`.trimEnd());
    if (n === line) {
      // Tabs stay tabs so the caret lines up whatever the terminal's tab width.
      const pad = `${start > 0 ? ' ' : ''}${marked.slice(start, Math.max(start, column - 1)).replace(/[^\t]/g, ' ')}`;
      out.push(`  ${' '.repeat(gutter)} | ${pad}^`);
    }
  }
  return out.join('\n');
}
