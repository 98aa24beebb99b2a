// Image uploads: the type comes from the file's content (image-size reads the header), never from
// its name; only raster formats the site serves are kept (SVG can carry script), only whole files of
// a sane size (imageCheck.ts: a header claiming 65535×65535 over nothing is refused) and the file lands
// under public/images/uploads/ with a plain name of at most NAME_LIMIT characters and never over another file.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { slugify } from '../../lib/text.ts';
import { imageWhole, MAX_PIXELS, MAX_SIDE, sizeAllowed, type UploadType } from './imageCheck.ts';
import { resolveInside } from './safePath.ts';

export class UploadRefused extends Error {}

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
const EXTENSION: Record<string, UploadType> = { png: 'png', jpg: 'jpg', webp: 'webp', avif: 'avif' };

export interface SavedImage {
  src: string;
  width: number;
  height: number;
  /** The same bytes were uploaded before: that file is used again, no copy is written. */
  reused?: boolean;
}

/** An earlier upload with exactly these bytes (same size first, then every byte), as its path under public/. */
function earlierUpload(uploadsDir: string, body: Buffer): string | undefined {
  if (!existsSync(uploadsDir)) return undefined;
  for (const name of readdirSync(uploadsDir).sort()) {
    const file = path.join(uploadsDir, name);
    const stat = statSync(file);
    if (stat.isFile() && stat.size === body.length && readFileSync(file).equals(body)) return `images/uploads/${name}`;
  }
  return undefined;
}

/** The longest stored name before its number and extension (a file name may have 255 bytes; a URL stays readable). */
export const NAME_LIMIT = 80;

/** "Ảnh Bìa (1).JPG" → "anh-bia-1": the name's words, cut at a word to NAME_LIMIT; "anh" when none are left. */
export function storedName(name: string): string {
  const slug = slugify(name.replace(/\.[A-Za-z0-9]+$/, ''));
  const head = slug.slice(0, NAME_LIMIT + 1);
  const cut = slug.length <= NAME_LIMIT ? slug : head.includes('-') ? head.replace(/-[^-]*$/, '') : slug.slice(0, NAME_LIMIT);
  return cut || 'anh';
}

/** An uploaded image as it will be kept: its real type's extension, size in pixels and stored name (without number or extension). */
export interface CheckedImage {
  ext: UploadType;
  width: number;
  height: number;
  base: string;
}

/** Checks an upload (type from its content, size, pixels, whole file) and names it; refusals in Vietnamese (UploadRefused). */
export function checkImage(name: string, body: Buffer): CheckedImage {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadRefused('tệp rỗng');
  if (body.length > UPLOAD_LIMIT_BYTES) throw new UploadRefused('ảnh lớn hơn 5 MB');
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(body);
  } catch {
    throw new UploadRefused('không phải ảnh PNG, JPEG, WebP hay AVIF');
  }
  const ext = info.type ? EXTENSION[info.type] : undefined;
  if (!ext)
    throw new UploadRefused(
      info.type === 'svg' ? 'không nhận ảnh SVG (có thể chứa mã chạy được)' : `không nhận ảnh dạng ${info.type ?? 'lạ'}: chỉ PNG, JPEG, WebP, AVIF`,
    );
  if (!info.width || !info.height) throw new UploadRefused('không đọc được kích thước ảnh');
  if (!sizeAllowed(info.width, info.height))
    throw new UploadRefused(
      `ảnh ${info.width}×${info.height} px quá lớn: mỗi cạnh tối đa ${MAX_SIDE} px và cả ảnh tối đa ${MAX_PIXELS / 1_000_000} triệu điểm ảnh; hãy thu nhỏ ảnh rồi tải lên lại`,
    );
  if (!imageWhole(ext, body)) throw new UploadRefused('tệp ảnh không trọn vẹn (bị cắt ngắn hoặc hỏng): hãy mở ảnh, lưu hoặc xuất lại rồi tải lên lại');
  return { ext, width: info.width, height: info.height, base: storedName(name) };
}

export function saveUpload(publicDir: string, name: string, body: Buffer): SavedImage {
  const { ext, base, ...info } = checkImage(name, body);
  const imagesDir = path.join(publicDir, 'images');
  // The same image uploaded twice (by two authors, or again after an undo) is one file.
  const earlier = earlierUpload(path.join(imagesDir, 'uploads'), body);
  if (earlier) return { src: `/${earlier}`, width: info.width, height: info.height, reused: true };
  let rel = `images/uploads/${base}.${ext}`;
  for (let n = 2; existsSync(path.join(publicDir, rel)); n++) rel = `images/uploads/${base}-${n}.${ext}`;
  const abs = resolveInside(imagesDir, 'images/', rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, body, { flag: 'wx' });
  return { src: `/${rel}`, width: info.width, height: info.height };
}
