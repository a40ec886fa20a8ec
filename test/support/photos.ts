import sharp from 'sharp';
import { api } from './api';
import type { Owner } from './items';

/** A real picture of the given type, made by sharp. */
export function picture(type: 'jpeg' | 'png', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return (type === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** A PDF's first bytes: what a renamed PDF really holds. */
export const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Step one and two of an upload as the browser does them: sign, then POST the file straight to S3. */
export async function uploadFiles(owner: { token: string; company: { _id: string } }, files: { bytes: Buffer; type: string; declaredSize?: number }[]) {
  const signed = await api('POST', `/company/${owner.company._id}/photos/uploads`, {
    token: owner.token,
    body: { files: files.map((file) => ({ size: file.declaredSize ?? file.bytes.length, type: file.type })) },
  });
  if (signed.status !== 200) return { signed, names: [] as string[], s3Status: [] as number[] };
  const s3Status: number[] = [];
  const names: string[] = [];
  for (const [index, upload] of (signed.body.uploads as { name?: string; url?: string; fields?: Record<string, string> }[]).entries()) {
    if (!upload.name) continue;
    const form = new FormData();
    for (const [field, value] of Object.entries(upload.fields!)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(files[index]!.bytes)], { type: files[index]!.type }));
    const answer = await fetch(upload.url!, { method: 'POST', body: form });
    s3Status.push(answer.status);
    names.push(upload.name);
  }
  return { signed, names, s3Status };
}

export const photosPath = (owner: Owner, itemId: string) => `/company/${owner.company._id}/item/${itemId}/photos`;

/** Follows the images path's redirect and answers what the browser would get. */
export async function fetchImage(name: string, size: 'original' | 'thumb' = 'original') {
  const redirect = await api('GET', `/images/${name}`, size === 'thumb' ? { query: { size } } : {});
  if (redirect.status !== 302) return { redirect, status: redirect.status, type: null as string | null, bytes: null as Buffer | null };
  const answer = await fetch(redirect.headers.location!);
  return { redirect, status: answer.status, type: answer.headers.get('content-type'), bytes: answer.ok ? Buffer.from(await answer.arrayBuffer()) : null };
}
