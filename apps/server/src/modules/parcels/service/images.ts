import type { Viewer } from '../../../core/viewer';
import type { Preparation, Work } from '../../../db/unit-of-work';
import type { FileService, PreparedImage } from '../../files';
import type * as q from '../queries';
import type { ParcelUpdateBody } from '../schemas';

/** A parcel's photo and receipt as prepared before the unit of work (undefined: unchanged, null: removed). */
export type ParcelImages = { photo: PreparedImage | null | undefined; receipt: PreparedImage | null | undefined };

export function createParcelImages(files: Pick<FileService, 'prepareImage' | 'replace' | 'setOwner'>) {
  return {
    /**
     * The photo and the receipt, cleaned and stored before the unit of work. Both are private files
     * of the parcel's owner (signed links, to them and admins only): a photo shows the label, with
     * a name and an address.
     */
    async prepare(
      before: Preparation,
      input: Pick<ParcelUpdateBody, 'image' | 'image_check'>,
      uploader: Viewer,
    ): Promise<ParcelImages> {
      const options = { isPublic: false, uploader };
      return {
        photo: await files.prepareImage(before, 'image', input.image, options),
        receipt: await files.prepareImage(before, 'image_check', input.image_check, options),
      };
    },

    /** Records them in the unit of work, replacing the parcel's; the old bytes go with `discardOld` after the commit. */
    async save(work: Work, images: ParcelImages, ownerId: number, current?: q.ParcelRecord) {
      const photo = await files.replace(work, images.photo, current?.imageFileId ?? null, { ownerId });
      const receipt = await files.replace(work, images.receipt, current?.receiptFileId ?? null, { ownerId });
      // A parcel given to another client takes its kept pictures along.
      if (current && ownerId !== current.userId) {
        const kept = [
          images.photo === undefined ? current.imageFileId : null,
          images.receipt === undefined ? current.receiptFileId : null,
        ];
        await files.setOwner(
          work.tx,
          kept.filter((id): id is number => id !== null),
          ownerId,
        );
      }
      return {
        photo,
        receipt,
        discardOld: async () => {
          await photo.discardOld();
          await receipt.discardOld();
        },
      };
    },
  };
}
