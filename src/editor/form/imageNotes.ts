// Advice at an image's fields, in Vietnamese, while the page is valid: an image too small for where it is
// drawn (blurred on a sharp screen), and a description missing or left as the file's name. Notes, not
// errors: the page saves and publishes; the author sees them where they chose the image or typed its
// description. The slot comes from the image field's schema ("x-image", src/model/imageSlots.ts).
import { DEFAULT_IMAGE_SLOT, IMAGE_SLOTS, isImageSlot, isRasterPath, type ImageSlot } from '../../model/imageSlots.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { displayPath, type JsonPath } from '../../content/jsonValue.ts';

/** Slots whose image says something: a missing description there is worth a note (a card's cover repeats its title). */
const DESCRIBED: ReadonlySet<ImageSlot> = new Set(['hero', 'cover', 'device']);

interface ImageValue {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const isImage = (value: unknown): value is ImageValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImageValue).src === 'string' &&
  typeof (value as ImageValue).width === 'number' &&
  typeof (value as ImageValue).height === 'number';

/** "…/Ảnh bìa (1).JPG" → "anh bia 1": a name's words, to compare a description with. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const TOO_SMALL_NOTE = (width: number, needed: number) =>
  `Ảnh nhỏ hơn khung hiển thị: ảnh rộng ${width} px, khung này cần ảnh rộng ít nhất ${needed} px để nét trên màn hình điện thoại và máy tính. Hãy dùng ảnh lớn hơn.`;
export const NO_DESCRIPTION_NOTE = 'Ảnh chưa có mô tả: người dùng trình đọc màn hình và Google sẽ không biết ảnh cho thấy gì. Hãy viết một câu ngắn tả ảnh.';
export const FILE_NAME_NOTE = 'Mô tả ảnh đang là tên tệp: hãy viết ảnh cho thấy gì (ví dụ "Đội kỹ thuật tại văn phòng Hà Nội").';

/** The notes of `page`'s images, by the display path of the field they belong to (".src" or ".alt"). */
export function imageNotes(page: unknown, schemas: Pick<SchemaSet, 'schemaAt'>): ReadonlyMap<string, string> {
  const notes = new Map<string, string>();
  const walk = (value: unknown, path: JsonPath) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index]));
    if (typeof value !== 'object' || value === null) return;
    if (!isImage(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      return;
    }
    const named = schemas.schemaAt(page, path)?.['x-image'];
    // An image field without a slot is the page's sharing image: not drawn on the page.
    if (!isImageSlot(named) && path.includes('meta')) return;
    const slot = isImageSlot(named) ? named : DEFAULT_IMAGE_SLOT;
    const needed = IMAGE_SLOTS[slot].width * 2;
    if (isRasterPath(value.src) && value.width < needed) notes.set(displayPath([...path, 'src']), TOO_SMALL_NOTE(value.width, needed));
    const alt = typeof value.alt === 'string' ? value.alt.trim() : '';
    const fileName = value.src.split('/').pop() ?? '';
    if (alt && (words(alt) === words(fileName) || words(alt) === words(fileName.replace(/\.[a-z0-9]+$/i, ''))))
      notes.set(displayPath([...path, 'alt']), FILE_NAME_NOTE);
    else if (!alt && DESCRIBED.has(slot)) notes.set(displayPath([...path, 'alt']), NO_DESCRIPTION_NOTE);
  };
  walk(page, []);
  return notes;
}
