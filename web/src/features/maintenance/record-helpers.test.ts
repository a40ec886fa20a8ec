import { describe, expect, it } from 'vitest';
import { maintenanceLimits } from '../../../../shared/schemas/maintenance';
import { localPhotoError, photoRoom, type DonePhoto } from './use-done-photos';
import { returnedIds } from './use-record-on-bulk-return';

const photo = (state: DonePhoto['state']): DonePhoto => ({ key: state, fileName: 'a.jpg', progress: 0, state });

describe('photos of a done record', () => {
  it('refuses before sending what the server would: another type, or over 5 MB', () => {
    expect(localPhotoError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(localPhotoError({ type: 'application/pdf', size: 1000 })).toBe('PhotoTypeError');
    expect(localPhotoError({ type: 'image/png', size: 50 * 1024 * 1024 })).toBe('PhotoTooLarge');
  });

  it('leaves room up to the record’s limit, failed files not counted', () => {
    expect(photoRoom([])).toBe(maintenanceLimits.photosPerDone);
    expect(photoRoom([photo('uploaded'), photo('uploading'), photo('failed')])).toBe(maintenanceLimits.photosPerDone - 2);
  });
});

describe('the bulk return’s records', () => {
  it('go to the items the finished return returned, not those it skipped', () => {
    expect(returnedIds(['a', 'b', 'c'], { state: 'done', skips: [{ id: 'b' }] })).toEqual(['a', 'c']);
    expect(returnedIds(['a', 'b'], { state: 'queued', skips: [] })).toEqual([]);
  });
});
