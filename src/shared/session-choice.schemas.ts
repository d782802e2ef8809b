import { z } from 'zod';
import { parseSessionSelection } from './calendar-export.ts';
import { weekendSessionKinds } from './sessions.ts';

// Apart from calendar-export.ts, which the schedule page's script imports: zod stays out of it.
/** A fan's choice of sessions (a feed's, reminders'): kinds and groups, at least one, in running order. */
export const chosenSessionKinds = z
  .array(z.string().max(40))
  .min(1, 'Choose at least one session')
  .max(20)
  .transform((values, ctx) => {
    const selection = parseSessionSelection(values);
    if ('unknown' in selection) {
      ctx.addIssue({ code: 'custom', message: `"${selection.unknown}" is not a session` });
      return z.NEVER;
    }
    return weekendSessionKinds.filter((kind) => selection.kinds.has(kind));
  });
