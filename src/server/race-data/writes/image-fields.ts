import { imageUrlProblem } from '#server/http/image-url.ts';
import { isStoredImageUrl } from '#server/media-store.ts';
import type { Services } from '#server/services.ts';
import { invalidField } from './race-data-write.ts';

/**
 * Checks each image address an editor changed: an upload of ours stands as it is, any other address
 * must answer with an image (see imageUrlProblem). Addresses already stored are not fetched again, so
 * an image host being down does not block an edit of something else. A problem is a 400 naming the
 * field.
 */
export async function checkChangedImages(
  services: Pick<Services, 'env'>,
  next: Record<string, string | null>,
  stored: Record<string, string | null | undefined>,
): Promise<void> {
  for (const [field, value] of Object.entries(next)) {
    if (value === null || value === stored[field]) continue;
    if (value.startsWith('/')) {
      if (isStoredImageUrl(value)) continue;
      throw invalidField(field, 'Give a full address starting with https://, or upload a file');
    }
    const problem = await imageUrlProblem(services.env, value);
    if (problem) throw invalidField(field, problem);
  }
}
