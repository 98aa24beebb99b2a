// Photos as phones take them, made for tests and benchmarks: grain and gradients that compress like a
// photo (not flat art), EXIF with the phone's make and model, a GPS position and an orientation.
import sharp from 'sharp';

export const PHONE_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'TestPhone 15 Pro', Software: 'Camera 1.0' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '106/1 41/1 1200/100' },
};

/**
 * A JPEG of `width`×`height` stored pixels with the phone's EXIF and EXIF orientation `orientation`
 * (6: the phone was held upright, so the picture is seen turned a quarter, `height`×`width`). Its
 * left half is red and its right half blue as stored, so a test can see which way it was turned.
 */
export async function phonePhoto({
  width = 4000,
  height = 3000,
  orientation = 1,
  seed = 1,
}: { width?: number; height?: number; orientation?: number; seed?: number } = {}): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const left = x < width / 2;
      const wave = Math.sin((x * seed) / 97 + y / 53) * 30;
      pixels[i] = clamp((left ? 200 : 40) + wave + (grain[i]! - 128) * 0.3);
      pixels[i + 1] = clamp(90 + (y / height) * 60 + (grain[i + 1]! - 128) * 0.3);
      pixels[i + 2] = clamp((left ? 40 : 200) - wave + (grain[i + 2]! - 128) * 0.3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A PNG followed by bytes after its end (an HTML page): an image to a viewer, a page to a browser that sniffs it. */
export async function polyglotPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}
