import { describeTooLarge, MAX_PICTURE_BYTES } from '#site/pictures/picture-kinds';
import type { StoredPicture } from '#editor/shared/pictures';
import { api, ApiError } from '../api/editor-api';

/** A file's bytes in base64, as the API takes them inside its JSON. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new ApiError(0, 'The file could not be read from your computer: try again.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends a file chosen, dropped or pasted to be stored in public/images/<folder>/; the server checks what it
 * is and names it. One over the size limit is refused here already, without sending megabytes for nothing.
 */
export async function uploadPictureFile(file: File, folder: string): Promise<StoredPicture> {
  if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, describeTooLarge(file.size));
  return api.uploadPicture(file.name, folder, await readBase64(file));
}
