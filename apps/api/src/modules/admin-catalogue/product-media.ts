import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_IMAGE_FIELD, PRODUCT_IMAGE_WIDTH, PRODUCT_THUMB_WIDTH } from '@cotizador/contracts/admin-products';
import type { AppContext } from '../../context.ts';
import { processContentImage } from '../admin-content/content-media.ts';

// Product and colour pictures of the editor (decision 029): the same checks as the content images
// (PNG, JPEG or WebP by content, ≤ 5 MB, re-encoded by sharp to WebP, EXIF applied, metadata
// dropped), an 800 px wide picture and a 400 px one for lists, under DATA_DIR/media/products with a
// random name. Saving the product stores the URL; an upload never saved stays as an unused file.

export const PRODUCT_MEDIA_DIR = 'products';
export const PRODUCT_MEDIA_URL_PREFIX = `/media/${PRODUCT_MEDIA_DIR}/`;

export async function storeProductImage(ctx: AppContext, upload: Buffer): Promise<{ url: string; thumb_url: string }> {
  const large = await processContentImage(PRODUCT_IMAGE_FIELD, upload, PRODUCT_IMAGE_WIDTH);
  const thumb = await processContentImage(PRODUCT_IMAGE_FIELD, large, PRODUCT_THUMB_WIDTH);
  const dir = path.join(ctx.config.dataDir, 'media', PRODUCT_MEDIA_DIR);
  await fs.mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  await fs.writeFile(path.join(dir, `${name}.webp`), large, { flag: 'wx' });
  await fs.writeFile(path.join(dir, `${name}-${PRODUCT_THUMB_WIDTH}.webp`), thumb, { flag: 'wx' });
  return {
    url: `${PRODUCT_MEDIA_URL_PREFIX}${name}.webp`,
    thumb_url: `${PRODUCT_MEDIA_URL_PREFIX}${name}-${PRODUCT_THUMB_WIDTH}.webp`,
  };
}
