import { Form } from 'react-router';
import type { PickView } from '#server/features/predictions/predictions.server.ts';
import type { RoundEntrant } from '#server/race-data/line-up.ts';
import { pickSessions } from '#shared/predictions.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { SelectField } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';
import '#web/components/ui/data-table.css';

type Props = {
  meeting: { season: number; round: number; name: string };
  picks: PickView[];
  drivers: RoundEntrant[];
  /** Messages by pick (or `form`), from a refused submission. */
  errors?: Record<string, string | undefined> | undefined;
};

/**
 * A weekend's picks as one plain form: a labelled list of the drivers entered per open pick, the
 * moment it locks beside it; a locked pick is shown as text and not sent again.
 */
export function PickForm({ meeting, picks, drivers, errors }: Props) {
  const options = [
    { value: '', label: 'No pick' },
    ...drivers.map((driver) => ({ value: driver.driverId, label: `${driver.name} (${driver.teamName})` })),
  ];
  const name = (id: string | null) => drivers.find((driver) => driver.driverId === id)?.name ?? 'No pick';
  const open = picks.some((pick) => !pick.locked);
  return (
    <Form
      method="post"
      className="pick-form card"
      aria-label={`Your picks for the ${meeting.season} ${meeting.name}`}
    >
      <input type="hidden" name="season" value={meeting.season} />
      <input type="hidden" name="round" value={meeting.round} />
      <FormAlert message={errors?.form ?? errors?.round} />
      <div className="pick-form__fields">
        {picks.map((pick) => {
          const locks = (
            <>
              Locks when {sessionLabels[pickSessions[pick.kind]].toLowerCase()} starts:{' '}
              <LocalTime at={pick.locksAt} options={sessionStart} />
            </>
          );
          return pick.locked ? (
            <div key={pick.kind} className="pick-form__locked">
              <p className="field__label">{pick.label}</p>
              <p>
                <strong>{name(pick.driverId)}</strong> <span className="badge">Locked</span>
              </p>
            </div>
          ) : (
            <SelectField
              key={pick.kind}
              name={pick.kind}
              label={pick.label}
              hint={locks}
              options={options}
              defaultValue={pick.driverId ?? ''}
              error={errors?.[pick.kind]}
            />
          );
        })}
      </div>
      {open && (
        <p>
          <button type="submit" className="button button--primary">
            Save my picks
          </button>
        </p>
      )}
    </Form>
  );
}
