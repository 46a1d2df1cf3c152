/** Images made in the test with sharp (nothing committed): a photo-like PNG, a JPEG with GPS, a PNG declaring a huge size. */
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A gradient PNG of this size: something an encoder has to work on, a few kilobytes. */
export async function gradientPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG carrying camera and GPS metadata, as a phone writes it. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await gradientPng(640, 480))
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 50/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 21/1 0/1" },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a valid 1x1 PNG whose header says 30,000 x 30,000 pixels (900 million,
 * about 2.7 GB once decoded), its header's checksum made right so that decoders believe it.
 */
export async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
