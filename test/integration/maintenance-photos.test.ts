import { describe, expect, it } from 'vitest';
import { maintenanceLimits } from '../../shared/schemas/maintenance';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, type Owner } from '../support/items';
import { fetchImage, pdfBytes, picture, uploadFiles } from '../support/photos';

/**
 * Photos on a "maintenance done" record (docs/maintenance.md, "Photos of a done maintenance"): uploaded
 * straight to S3 with the presigned POSTs items use, named in the done request, checked by their
 * bytes, shown in the item's maintenance log, and deleted with the item.
 */

const base = (owner: Owner) => `/company/${owner.company._id}/maintenance`;

async function itemWithPlan() {
  const owner = await companyOwner();
  const [item] = await createItems(owner, { title: 'Compressor' });
  const made = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'Belt check', repeatUnit: 'months', repeatEvery: 1, items: [item!._id], firstDue: '2030-03-10' } });
  expect(made.status).toBe(201);
  const plan = made.body.data[0] as { _id: string };
  const done = (body: Record<string, unknown>) => api('POST', `${base(owner)}/items/${item!._id}/plans/${plan._id}/done`, { token: owner.token, body });
  return { owner, item: item!, done };
}

describe('photos of a maintenance done', () => {
  it('are checked by their bytes, kept on the record and shown in the item’s log', async () => {
    const { owner, item, done } = await itemWithPlan();
    const { names } = await uploadFiles(owner, [
      { bytes: await picture('jpeg'), type: 'image/jpeg' },
      { bytes: pdfBytes, type: 'image/png' },
    ]);
    const answer = await done({ note: 'Belt replaced', photos: names });
    expect(answer.status).toBe(201);
    expect(answer.body.warning).toBe('PhotosPartlyUploaded');
    expect(answer.body.results).toEqual([{ name: names[0], ok: true }, { name: names[1], ok: false, error: 'PhotoTypeError' }]);
    expect(answer.body.done.photos).toEqual([{ name: names[0] }]);
    expect((await fetchImage(names[0]!)).type).toBe('image/jpeg');

    const log = await api('GET', `${base(owner)}/items/${item._id}/log`, { token: owner.token });
    expect(log.body.data[0]).toMatchObject({ note: 'Belt replaced', photos: [{ name: names[0] }] });
  });

  it('records without photos as before, and refuses more than the limit or only bad files', async () => {
    const { owner, item, done } = await itemWithPlan();
    const plain = await done({});
    expect(plain.status).toBe(201);
    expect(plain.body.done.photos).toEqual([]);
    expect(plain.body.results).toEqual([]);

    const many = await uploadFiles(owner, await Promise.all(Array.from({ length: maintenanceLimits.photosPerDone + 1 }, async () => ({ bytes: await picture('png', 32, 32), type: 'image/png' }))));
    const tooMany = await done({ photos: many.names });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('ValidationError');

    const bad = await uploadFiles(owner, [{ bytes: pdfBytes, type: 'image/jpeg' }]);
    const refused = await done({ photos: bad.names });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('FilesUploadError');
    // Nothing was recorded by the refused request: the log holds the plain one only.
    const log = await api('GET', `${base(owner)}/items/${item._id}/log`, { token: owner.token });
    expect(log.body.count).toBe(1);
  });

  it('go with the item when it is deleted', async () => {
    const { owner, item, done } = await itemWithPlan();
    const { names } = await uploadFiles(owner, [{ bytes: await picture('png'), type: 'image/png' }]);
    expect((await done({ photos: names })).status).toBe(201);
    expect((await fetchImage(names[0]!)).status).toBe(200);

    const removed = await api('POST', `/company/${owner.company._id}/item/delete`, { token: owner.token, body: { item_ids: [item._id] } });
    expect(removed.status).toBe(200);
    expect((await fetchImage(names[0]!)).status).toBe(404);
    const log = await api('GET', `${base(owner)}/items/${item._id}/log`, { token: owner.token });
    expect(log.status).toBe(404);
  });
});
