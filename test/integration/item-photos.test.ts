import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/lib/adapters/storage';
import { photosBucket } from '../../functions/items/photos/storage';
import { makeThumbnail } from '../../functions/workers/photo-thumbnail.worker';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { photoRules } from '../../shared/photos';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { endTrial, memberWithRole } from '../support/members';
import { fetchImage, pdfBytes, photosPath, picture, uploadFiles } from '../support/photos';

let poller: Poller;
beforeAll(() => {
  // The local stack's SQS poller runs the thumbnail worker, as Lambda's event source does in AWS.
  poller = startPoller({ client: new SQSClient({}), queues: { photoThumbnails: { url: process.env.PHOTO_THUMBNAILS_QUEUE_URL! } }, waitTimeSeconds: 1 });
});
afterAll(() => poller.stop());

async function objectExists(key: string): Promise<boolean> {
  try {
    await (await s3()).send(new HeadObjectCommand({ Bucket: photosBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function itemWithPhotos(owner: Owner, files: Parameters<typeof uploadFiles>[1]) {
  const [item] = await createItems(owner, { title: 'Camera' });
  const { names } = await uploadFiles(owner, files);
  const attached = await api('PATCH', photosPath(owner, item!._id), { token: owner.token, body: { names } });
  return { item: item!, names, attached };
}

describe('item photos', () => {
  it('uploads several photos straight to S3, checks their bytes, and makes the first main', async () => {
    const owner = await companyOwner();
    const { names, attached } = await itemWithPhotos(owner, [
      { bytes: await picture('jpeg'), type: 'image/jpeg' },
      { bytes: await picture('png'), type: 'image/png' },
    ]);
    expect(attached.status).toBe(200);
    expect(attached.body.results).toEqual(names.map((name) => ({ name, ok: true })));
    expect(attached.body.warning).toBeUndefined();
    expect(attached.body.item.photos).toEqual([{ name: names[0], main: true }, { name: names[1], main: false }]);
    // The upload itself is gone from the temporary prefix; the original is served by the images path.
    expect(await objectExists(`tmp/photos/${owner.company._id}/${names[0]}`)).toBe(false);
    const original = await fetchImage(names[0]!);
    expect([original.redirect.status, original.status, original.type]).toEqual([302, 200, 'image/jpeg']);
  });

  it('signs policies that hold S3 to 5 MB and the declared type, and refuses other types before upload', async () => {
    const owner = await companyOwner();
    const signed = await api('POST', `/company/${owner.company._id}/photos/uploads`, {
      token: owner.token,
      body: { files: [{ size: 1000, type: 'image/jpeg' }, { size: photoRules.maxBytes + 1, type: 'image/png' }, { size: 10, type: 'application/pdf' }] },
    });
    expect(signed.status).toBe(200);
    const [ok, big, pdf] = signed.body.uploads;
    expect([big, pdf]).toEqual([{ error: 'PhotoTooLarge' }, { error: 'PhotoTypeError' }]);
    const policy = JSON.parse(Buffer.from(ok.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, photoRules.maxBytes], ['eq', '$Content-Type', 'image/jpeg'], { key: `tmp/photos/${owner.company._id}/${ok.name}` }]),
    );
  });

  it('refuses a PDF renamed to .jpg and a file over 5 MB by what was stored, with per-file results', async () => {
    const owner = await companyOwner();
    const jpeg = await picture('jpeg');
    // s3rver does not enforce POST policies (S3 does); the attach step checks the stored size again.
    const huge = Buffer.concat([jpeg, Buffer.alloc(photoRules.maxBytes)]);
    const { item, names, attached } = await itemWithPhotos(owner, [
      { bytes: jpeg, type: 'image/jpeg' },
      { bytes: pdfBytes, type: 'image/jpeg' },
      // A client that lies about the size when asking for the policy.
      { bytes: huge, type: 'image/jpeg', declaredSize: 1000 },
    ]);
    expect(attached.status).toBe(200);
    expect(attached.body.warning).toBe('PhotosPartlyUploaded');
    expect(attached.body.results).toEqual([
      { name: names[0], ok: true },
      { name: names[1], ok: false, error: 'PhotoTypeError' },
      { name: names[2], ok: false, error: 'PhotoTooLarge' },
    ]);
    expect(attached.body.item.photos).toEqual([{ name: names[0], main: true }]);
    // Nothing of the refused files is kept.
    expect(await objectExists(`images/${names[1]}`)).toBe(false);
    expect(await objectExists(`tmp/photos/${owner.company._id}/${names[1]}`)).toBe(false);

    const onlyBad = await uploadFiles(owner, [{ bytes: pdfBytes, type: 'image/png' }]);
    const refused = await api('PATCH', photosPath(owner, item._id), { token: owner.token, body: { names: onlyBad.names }, lang: 'en' });
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([400, 'FilesUploadError', 'Error in files upload']);
    expect(refused.body.details.results).toEqual([{ name: onlyBad.names[0], ok: false, error: 'PhotoTypeError' }]);

    const notUploaded = await api('PATCH', photosPath(owner, item._id), { token: owner.token, body: { names: ['AAAAAAAAAAAAAAAAAAAAAA.jpg'] } });
    expect(notUploaded.body.details.results).toEqual([{ name: 'AAAAAAAAAAAAAAAAAAAAAA.jpg', ok: false, error: 'FileUploadError' }]);
  });

  it('makes a thumbnail once through the queue worker; lists filter withPhoto exactly', async () => {
    const owner = await companyOwner();
    const { item, names } = await itemWithPhotos(owner, [{ bytes: await picture('jpeg', 2000, 1500), type: 'image/jpeg' }]);
    await createItems(owner, { title: 'No photo' });
    const thumb = await waitFor(async () => {
      const image = await fetchImage(names[0]!, 'thumb');
      return image.status === 200 ? image : null;
    });
    expect(thumb.type).toBe('image/webp');
    expect(thumb.bytes!.length).toBeLessThan(50_000);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(thumb.bytes!).metadata();
    expect([meta.width, meta.height]).toEqual([photoRules.thumbnailSize, 240]);
    // A redelivered job changes nothing; a job for a photo deleted meanwhile does nothing.
    expect(await makeThumbnail(names[0]!)).toBe('exists');
    expect(await makeThumbnail('BBBBBBBBBBBBBBBBBBBBBB.jpg')).toBe('gone');

    const withPhoto = await api('GET', itemsPath(owner), { token: owner.token, query: { withPhoto: 'true' } });
    expect([withPhoto.body.count, withPhoto.body.data.map((item: { title: string }) => item.title)]).toEqual([1, ['Camera']]);

    // The photo deleted while its thumbnail is being made (again): no thumbnail outlives it.
    await (await s3()).send(new DeleteObjectCommand({ Bucket: photosBucket(), Key: `thumbs/${names[0]}` }));
    const deleting = async () => {
      expect((await api('DELETE', `${photosPath(owner, item._id)}/${names[0]}`, { token: owner.token })).status).toBe(200);
    };
    expect(await makeThumbnail(names[0]!, { afterRead: deleting })).toBe('gone');
    expect([await objectExists(`images/${names[0]}`), await objectExists(`thumbs/${names[0]}`)]).toEqual([false, false]);
  });

  it('moves main, deletes a photo with its objects, and deleting the item removes the rest', async () => {
    const owner = await companyOwner();
    const { item, names } = await itemWithPhotos(owner, [
      { bytes: await picture('jpeg'), type: 'image/jpeg' },
      { bytes: await picture('png'), type: 'image/png' },
      { bytes: await picture('jpeg'), type: 'image/jpeg' },
    ]);
    const main = await api('PATCH', `${photosPath(owner, item._id)}/${names[1]}/main`, { token: owner.token });
    expect(main.body.photos.filter((photo: { main: boolean }) => photo.main)).toEqual([{ name: names[1], main: true }]);

    const removed = await api('DELETE', `${photosPath(owner, item._id)}/${names[1]}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([{ name: names[0], main: true }, { name: names[2], main: false }]);
    expect(await objectExists(`images/${names[1]}`)).toBe(false);
    expect((await fetchImage(names[1]!)).status).toBe(404);

    const missing = await api('DELETE', `${photosPath(owner, item._id)}/${names[1]}`, { token: owner.token });
    expect(missing.body.error).toBe('NotFound');

    // The history says what happened to the photos, newest first, not "edited"; nothing was written for the refused delete.
    const history = await api('GET', `${itemsPath(owner)}/${item._id}/transactions`, { token: owner.token });
    expect(history.body.data.map((entry: { kind: string; actionCode: number | null }) => [entry.kind, entry.actionCode])).toEqual([
      ['photo_removed', null],
      ['photo_main', null],
      ['photo_added', null],
      ['creation', 0],
    ]);

    // Let the worker finish both remaining thumbnails, so the item's deletion has them to remove too.
    for (const name of [names[0], names[2]]) await waitFor(async () => ((await objectExists(`thumbs/${name}`)) ? true : null));
    expect((await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [item._id] } })).status).toBe(200);
    const left = await (await s3()).send(new ListObjectsV2Command({ Bucket: photosBucket() }));
    const keys = (left.Contents ?? []).map((object) => object.Key);
    for (const name of names) expect(keys.filter((key) => key?.endsWith(name))).toEqual([]);
    const withPhoto = await api('GET', itemsPath(owner), { token: owner.token, query: { withPhoto: 'true' } });
    expect(withPhoto.body.count).toBe(0);
  });

  it('keeps photo upload off the Free plan and off other companies; workers cannot add photos', async () => {
    const owner = await companyOwner();
    const { item, names } = await itemWithPhotos(owner, [{ bytes: await picture('jpeg'), type: 'image/jpeg' }]);

    const stranger = await companyOwner();
    const foreign = await api('PATCH', photosPath(owner, item._id), { token: stranger.token, body: { names } });
    expect([foreign.status, foreign.body.error]).toEqual([403, 'AccessError']);
    const ownPath = await api('DELETE', `/company/${stranger.company._id}/item/${item._id}/photos/${names[0]}`, { token: stranger.token });
    expect(ownPath.status).toBe(404);
    // Another company cannot attach this company's upload even under its own item.
    const [strangerItem] = await createItems(stranger, { title: 'Theirs' });
    const again = await uploadFiles(owner, [{ bytes: await picture('jpeg'), type: 'image/jpeg' }]);
    const stolen = await api('PATCH', photosPath(stranger, strangerItem!._id), { token: stranger.token, body: { names: again.names } });
    expect(stolen.body.details.results).toEqual([{ name: again.names[0], ok: false, error: 'FileUploadError' }]);

    const worker = await memberWithRole(owner.company._id, 'worker');
    const byWorker = await api('DELETE', `${photosPath(owner, item._id)}/${names[0]}`, { token: worker.token });
    expect(byWorker.body.error).toBe('AccessError');

    await endTrial(owner.company._id);
    const sign = await api('POST', `/company/${owner.company._id}/photos/uploads`, { token: owner.token, body: { files: [{ size: 10, type: 'image/jpeg' }] } });
    expect([sign.status, sign.body.error]).toEqual([403, 'PlanAccessDenied']);
    const attach = await api('PATCH', photosPath(owner, item._id), { token: owner.token, body: { names: again.names } });
    expect([attach.status, attach.body.error]).toEqual([403, 'PlanAccessDenied']);
    // What is already there stays manageable on Free: deleting frees storage.
    expect((await api('DELETE', `${photosPath(owner, item._id)}/${names[0]}`, { token: owner.token })).status).toBe(200);
  });

  it('stops at the per-item limit', async () => {
    const owner = await companyOwner();
    const jpeg = await picture('jpeg', 64, 64);
    const first = await itemWithPhotos(owner, Array.from({ length: photoRules.perItemMax - 1 }, () => ({ bytes: jpeg, type: 'image/jpeg' })));
    expect(first.attached.body.item.photos).toHaveLength(photoRules.perItemMax - 1);
    const more = await uploadFiles(owner, [{ bytes: jpeg, type: 'image/jpeg' }, { bytes: jpeg, type: 'image/jpeg' }]);
    const attached = await api('PATCH', photosPath(owner, first.item._id), { token: owner.token, body: { names: more.names } });
    expect(attached.body.results.map((result: { ok: boolean; error?: string }) => result.error ?? 'ok')).toEqual(['ok', 'PhotoLimitReached']);
    expect(attached.body.item.photos).toHaveLength(photoRules.perItemMax);
  });
});
