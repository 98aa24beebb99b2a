// Image uploads: the type comes from the file's content (image-size reads the header), never from
// its name; only raster formats the site serves are kept (SVG can carry script), only whole files of
// a sane size (imageCheck.ts: a header claiming 65535×65535 over nothing is refused). What is kept is
// re-encoded as it arrives (src/publish/images/encode.ts): upright, sRGB, at most STORED_SIDE on its long
// side, with no EXIF, GPS, XMP or bytes after the image, so nothing of the phone or the place it was
// taken is ever published. The file lands under public/images/uploads/ with a plain name of at most
// NAME_LIMIT characters and never over another file.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { slugify } from '../../lib/text.ts';
import { UPLOAD_LIMIT_MB } from '../../lib/uploadLimit.ts';
import { cleanOriginal } from '../../publish/images/encode.ts';
import { imageWhole, MAX_PIXELS, MAX_SIDE, sizeAllowed, type UploadType } from './imageCheck.ts';
import { resolveInside } from './safePath.ts';

export class UploadRefused extends Error {}

export { UPLOAD_LIMIT_MB };
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
/** The longest side an upload is kept at: twice the widest slot a page draws (src/model/imageSlots.ts) and then some. */
export const STORED_SIDE = 2560;
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
  if (body.length > UPLOAD_LIMIT_BYTES) throw new UploadRefused(`ảnh lớn hơn ${UPLOAD_LIMIT_MB} MB`);
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

/** An upload checked (checkImage) and cleaned (re-encoded: see the top of this file): the bytes to keep and their size. */
export async function prepareUpload(name: string, body: Buffer): Promise<CheckedImage & { bytes: Buffer }> {
  const checked = checkImage(name, body);
  try {
    const { bytes, info } = await cleanOriginal(body, STORED_SIDE);
    return { ...checked, width: info.width, height: info.height, bytes };
  } catch {
    // Whatever the decoder could not read in these bytes (a header over coded data it rejects) is a file to export again.
    throw new UploadRefused('không đọc được ảnh: hãy mở ảnh, lưu hoặc xuất lại rồi tải lên lại');
  }
}

export async function saveUpload(publicDir: string, name: string, body: Buffer): Promise<SavedImage> {
  const { ext, base, bytes, ...info } = await prepareUpload(name, body);
  const imagesDir = path.join(publicDir, 'images');
  // The same image uploaded twice (by two authors, or again after an undo) is one file: cleaning is deterministic, so the same upload keeps the same bytes.
  const earlier = earlierUpload(path.join(imagesDir, 'uploads'), bytes);
  if (earlier) return { src: `/${earlier}`, width: info.width, height: info.height, reused: true };
  let rel = `images/uploads/${base}.${ext}`;
  for (let n = 2; existsSync(path.join(publicDir, rel)); n++) rel = `images/uploads/${base}-${n}.${ext}`;
  const abs = resolveInside(imagesDir, 'images/', rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, bytes, { flag: 'wx' });
  return { src: `/${rel}`, width: info.width, height: info.height };
}
