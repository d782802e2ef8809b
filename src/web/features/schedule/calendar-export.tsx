import { useState } from 'react';
import { calendarFeedPath, exportChoices } from '#shared/calendar-export.ts';
// The look of ChoiceList's boxes, without its script: this page's boxes are kept in state.
import '#web/components/ui/choice-list.css';

/**
 * Downloads the season as an .ics file, every session or the kinds ticked. Each event keeps its UID
 * from one download to the next, so importing again updates the events instead of doubling them.
 */
export function CalendarExport({ year }: { year: number }) {
  const [chosen, setChosen] = useState<string[]>(exportChoices.map((choice) => choice.value));
  return (
    <form className="calendar-export" method="get" action={calendarFeedPath(year)}>
      <fieldset className="choice-list">
        <legend>Sessions to include</legend>
        <div className="choice-list__choices">
          {exportChoices.map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="checkbox"
                name="sessions"
                value={choice.value}
                checked={chosen.includes(choice.value)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setChosen((list) =>
                    checked ? [...list, choice.value] : list.filter((value) => value !== choice.value),
                  );
                }}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary" disabled={chosen.length === 0}>
        Download .ics
      </button>
    </form>
  );
}
