import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, type Owner } from '../support/items';
import { endTrial, memberWithRole } from '../support/members';
import { fetchImage, pdfBytes, picture, uploadFiles } from '../support/photos';

const commentsPath = (owner: Owner, itemId: string) => `/company/${owner.company._id}/item/${itemId}/comments`;

describe('item comments', () => {
  it('lists 20 a page, newest first, with the total and the author', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Printer' });
    for (let index = 1; index <= 23; index += 1) {
      const made = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: `Note ${index}` } });
      expect(made.status).toBe(201);
    }
    const first = await api('GET', commentsPath(owner, item!._id), { token: owner.token });
    expect(first.body.count).toBe(23);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({ message: 'Note 23', user: { _id: owner.user._id }, photos: [] });
    const second = await api('GET', commentsPath(owner, item!._id), { token: owner.token, query: { offset: '20' } });
    expect(second.body.data.map((comment: { message: string }) => comment.message)).toEqual(['Note 3', 'Note 2', 'Note 1']);
  });

  it('adds a comment with photos by the photo rules: bytes checked, per-file results', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Printer' });
    const { names } = await uploadFiles(owner, [
      { bytes: await picture('png'), type: 'image/png' },
      { bytes: pdfBytes, type: 'image/jpeg' },
    ]);
    const made = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: 'Scratched lid', photos: names } });
    expect(made.status).toBe(201);
    expect(made.body.warning).toBe('PhotosPartlyUploaded');
    expect(made.body.results).toEqual([{ name: names[0], ok: true }, { name: names[1], ok: false, error: 'PhotoTypeError' }]);
    expect(made.body.comment.photos).toEqual([{ name: names[0] }]);
    expect((await fetchImage(names[0]!)).type).toBe('image/png');

    const more = await uploadFiles(owner, [{ bytes: await picture('jpeg'), type: 'image/jpeg' }]);
    const added = await api('PATCH', `${commentsPath(owner, item!._id)}/${made.body.comment._id}/photos`, { token: owner.token, body: { names: more.names } });
    expect(added.body.comment.photos).toEqual([{ name: names[0] }, { name: more.names[0] }]);
    const empty = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: '  ' } });
    expect(empty.body.details.fields).toEqual({ message: 'required_field' });
  });

  it('lets only the author edit or add photos; other companies see nothing', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Printer' });
    const made = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: 'Mine' } });
    const path = `${commentsPath(owner, item!._id)}/${made.body.comment._id}`;

    const colleague = await memberWithRole(owner.company._id, 'admin');
    const edit = await api('PUT', path, { token: colleague.token, body: { message: 'Not mine' } });
    expect([edit.status, edit.body.error]).toEqual([403, 'AccessError']);
    const upload = await uploadFiles({ token: colleague.token, company: owner.company }, [{ bytes: await picture('jpeg'), type: 'image/jpeg' }]);
    const photos = await api('PATCH', `${path}/photos`, { token: colleague.token, body: { names: upload.names } });
    expect([photos.status, photos.body.error]).toEqual([403, 'AccessError']);
    const own = await api('PUT', path, { token: owner.token, body: { message: 'Mine, edited' } });
    expect(own.body).toMatchObject({ message: 'Mine, edited', user: { _id: owner.user._id } });
    // A colleague may still comment and read.
    const theirs = await api('POST', commentsPath(owner, item!._id), { token: colleague.token, body: { message: 'Agreed' } });
    expect(theirs.status).toBe(201);
    expect((await api('GET', commentsPath(owner, item!._id), { token: colleague.token })).body.count).toBe(2);

    const stranger = await companyOwner();
    const read = await api('GET', commentsPath(owner, item!._id), { token: stranger.token });
    expect([read.status, read.body.error]).toEqual([403, 'AccessError']);
    const viaOwnCompany = await api('GET', `/company/${stranger.company._id}/item/${item!._id}/comments`, { token: stranger.token });
    expect(viaOwnCompany.status).toBe(404);
    const editViaOwnCompany = await api('PUT', `/company/${stranger.company._id}/item/${item!._id}/comments/${made.body.comment._id}`, {
      token: stranger.token,
      body: { message: 'x' },
    });
    expect(editViaOwnCompany.status).toBe(404);
  });

  it('keeps text comments on the Free plan but refuses their photos', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Printer' });
    const { names } = await uploadFiles(owner, [{ bytes: await picture('jpeg'), type: 'image/jpeg' }]);
    await endTrial(owner.company._id);
    const text = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: 'Plain' } });
    expect(text.status).toBe(201);
    const withPhoto = await api('POST', commentsPath(owner, item!._id), { token: owner.token, body: { message: 'Photo', photos: names } });
    expect([withPhoto.status, withPhoto.body.error]).toEqual([403, 'PlanAccessDenied']);
  });
});
