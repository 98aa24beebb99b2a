// Phone photos for the scale benchmarks: 4000×3000 JPEGs with a phone's EXIF (GPS included), each with
// pixels of its own (a hue turned per photo) so every one is encoded anew, put as the cover of every
// `every`-th generated post, or the opening image of every `every`-th generated page that opens with a hero.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { phonePhoto, PHONE_EXIF } from '../../tests/photos.ts';

export async function addPhotos({ files, publicDir, every }: { files: readonly string[]; publicDir: string; every: number }): Promise<number> {
  if (every <= 0) return 0;
  const base = await phonePhoto({ width: 4000, height: 3000 });
  mkdirSync(path.join(publicDir, 'images/gen'), { recursive: true });
  let made = 0;
  for (const [index, file] of files.entries()) {
    if (index % every !== 0) continue;
    const page = JSON.parse(readFileSync(file, 'utf8')) as { card?: { image?: unknown }; sections: { type: string; image?: unknown }[] };
    if (page.sections[0]?.type !== 'hero' && !page.card) continue;
    const name = `images/gen/anh-${String(index).padStart(5, '0')}.jpg`;
    const bytes = await sharp(base)
      .modulate({ hue: (index * 37) % 360 })
      .jpeg({ quality: 88 })
      .withExif(PHONE_EXIF)
      .toBuffer();
    writeFileSync(path.join(publicDir, name), bytes);
    const image = { src: `/${name}`, alt: 'Ảnh chụp văn phòng', width: 4000, height: 3000 };
    // A post's photo is its card's (its cover, its listing card and its social card); a page's, its hero's.
    if (page.card) page.card.image = image;
    else page.sections[0]!.image = image;
    writeFileSync(file, JSON.stringify(page, null, 2));
    made++;
  }
  return made;
}
