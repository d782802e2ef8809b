import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { EditorResult } from '#server/features/admin/editors.server.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FallbackImage } from '#web/components/ui/fallback-image.tsx';

export type Country = { id: string; name: string };

/** The countries as a list's options, "None" first. */
export function countryOptions(countries: readonly Country[]) {
  return [
    { value: '', label: 'None' },
    ...countries.map((country) => ({ value: country.id, label: country.name })),
  ];
}

/** What an editor's form shows: the values sent back by a refused save, else the stored ones. */
export function shownValues(result: EditorResult | undefined) {
  return {
    errors: result?.errors ?? {},
    value(field: string, stored: string | null | undefined) {
      const sent = result?.values[field];
      return typeof sent === 'string' ? sent : (stored ?? '');
    },
  };
}

type EditorFormProps = {
  /** `driver` or `team`: the ids and names of the form's parts. */
  kind: 'driver' | 'team';
  season: number;
  /** The edited driver's or team's id; undefined: a new one. */
  id: string | undefined;
  heading: string;
  /** Whether the stored driver or team is retired from the season. */
  retired: boolean;
  result: EditorResult | undefined;
  saved: 'saved' | 'unchanged' | null;
  /** The kind's own fields. */
  children: ReactNode;
};

/**
 * A driver's or team's form around its own fields: its heading, what the last save did, the season
 * and the id it writes, retirement for the season and the save button. A plain multipart form.
 */
export function EditorForm({ kind, season, id, heading, retired, result, saved, children }: EditorFormProps) {
  const checked = typeof result?.values.retired === 'boolean' ? result.values.retired : retired;
  return (
    <section aria-labelledby={`${kind}-form-heading`}>
      <h2 id={`${kind}-form-heading`}>{heading}</h2>
      <SaveNote saved={saved} formError={result?.formError} />
      <Form method="post" encType="multipart/form-data" className="admin-editor-form" noValidate>
        <input type="hidden" name="season" value={season} />
        {id !== undefined && <input type="hidden" name={`${kind}Id`} value={id} />}
        {children}
        <RetiredField checked={checked} kind={kind} season={season} />
        <button type="submit" className="button button--primary">
          {id !== undefined ? `Save ${kind}` : `Create ${kind}`}
        </button>
      </Form>
    </section>
  );
}

/**
 * One image of a driver or team (`what`: photo, logo, car image): the stored one small, its address,
 * and an upload that replaces the address.
 */
export function ImageFields({
  what,
  name,
  fileName,
  stored,
  value,
  error,
  fileHint,
}: {
  what: string;
  name: string;
  fileName: string;
  stored: string | null;
  value: string;
  error: string | undefined;
  fileHint: string;
}) {
  return (
    <>
      <ImagePreview url={stored} label={`Current ${what}`} />
      <Field
        label={`${what.charAt(0).toUpperCase()}${what.slice(1)} address`}
        name={name}
        inputMode="url"
        autoComplete="off"
        hint="An https address of an image; empty for none"
        defaultValue={value}
        error={error}
      />
      <Field
        label={`Or upload a ${what}`}
        name={fileName}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint={fileHint}
      />
    </>
  );
}

/** What the last save did, or why the form as a whole was refused. */
function SaveNote({
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
function ImagePreview({ url, label }: { url: string | null; label: string }) {
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
function RetiredField({ checked, kind, season }: { checked: boolean; kind: string; season: number }) {
  return (
    <div className="field admin-checkbox">
      <input id={`${kind}-retired`} type="checkbox" name="retired" defaultChecked={checked} />
      <label htmlFor={`${kind}-retired`}>
        Retired in {season}: left out of the season’s lists (results stay)
      </label>
    </div>
  );
}
