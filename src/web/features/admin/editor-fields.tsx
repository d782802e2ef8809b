import { FallbackImage } from '#web/components/ui/fallback-image.tsx';

/** What the last save did, or why the form as a whole was refused. */
export function SaveNote({
  saved,
  formError,
}: {
  saved: 'saved' | 'unchanged' | null;
  formError?: string | undefined;
}) {
  if (formError) {
    return (
      <p className="field__error" role="alert">
        {formError}
      </p>
    );
  }
  if (!saved) return null;
  return (
    <p className="admin-status" role="status">
      {saved === 'saved' ? 'Saved. The change shows on every page now.' : 'Nothing changed.'}
    </p>
  );
}

/**
 * The image a field holds now, small, so the admin sees what they replace; a plain block with a
 * word when it cannot be loaded (an image host down, or this machine offline).
 */
export function ImagePreview({ url, label }: { url: string | null; label: string }) {
  if (!url) return null;
  return (
    <figure className="admin-image-preview">
      <FallbackImage
        src={url}
        alt=""
        width={96}
        height={96}
        fallback={<span className="admin-image-preview__none">Not loaded</span>}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** Retired from the season: left out of its lists, the results kept. */
export function RetiredField({ checked, kind, season }: { checked: boolean; kind: string; season: number }) {
  return (
    <div className="field admin-checkbox">
      <input id={`${kind}-retired`} type="checkbox" name="retired" defaultChecked={checked} />
      <label htmlFor={`${kind}-retired`}>
        Retired in {season}: left out of the season’s lists (results stay)
      </label>
    </div>
  );
}
