// `npm run bench -- --signup-timing`: the median sign-up time for a new address and for one that
// has an account (bench/signup-timing.ts).
import { join } from 'node:path';
import { formatTable, latency, type ModeContext, startPitwall } from '../common.ts';
import { measureSignUpTiming, signUpsPerKind } from '../signup-timing.ts';

export async function run({ work }: ModeContext) {
  const server = await startPitwall(join(work, 'server'), { TRUSTED_PROXIES: '127.0.0.1' });
  console.log(`Signing up ${signUpsPerKind} new addresses and ${signUpsPerKind} times an existing one…`);
  const timing = await measureSignUpTiming(server.url);
  console.log(
    `\nSign-up (POST /api/auth/sign-up/email, one at a time, PGlite)\n\n${formatTable([
      ['address', 'p50', 'p90'],
      ['new', latency(timing.newMedian), latency(timing.newP90)],
      ['existing', latency(timing.existingMedian), latency(timing.existingP90)],
    ])}\n\nDifference of the medians (new − existing): ${latency(timing.newMedian - timing.existingMedian)}`,
  );
}
