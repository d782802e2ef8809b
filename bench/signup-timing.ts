// `npm run bench -- --signup-timing`: how long a sign-up takes for a new address against one that
// already has an account, one request at a time, interleaved so both meet the same machine. The
// two should not tell apart: the figures are the medians and their difference.

/** Sign-ups of each kind timed (after a few of each to warm up). */
export const signUpsPerKind = 50;
const warmup = 5;

export type SignUpTiming = { newMedian: number; existingMedian: number; newP90: number; existingP90: number };

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/**
 * Signs up `signUpsPerKind` new addresses and as many times an existing one, alternating. Each
 * sign-up comes from its own client address (the server trusts 127.0.0.1 as a proxy), so the
 * per-client sign-up limit refuses none of them.
 */
export async function measureSignUpTiming(origin: string): Promise<SignUpTiming> {
  let client = 0;
  const signUp = async (email: string) => {
    client += 1;
    const started = performance.now();
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': `10.3.${Math.floor(client / 250)}.${(client % 250) + 1}`,
      },
      body: JSON.stringify({ name: 'Timing Fan', email, password: `timing-${client}-password` }),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}`);
    return elapsed;
  };
  const run = Date.now();
  const existing = `timing-existing-${run}@example.com`;
  await signUp(existing);
  const times = { new: [] as number[], existing: [] as number[] };
  for (let index = 0; index < warmup + signUpsPerKind; index += 1) {
    const fresh = await signUp(`timing-${run}-${index}@example.com`);
    const again = await signUp(existing);
    if (index < warmup) continue;
    times.new.push(fresh);
    times.existing.push(again);
  }
  return {
    newMedian: median(times.new),
    existingMedian: median(times.existing),
    newP90: percentile(times.new, 0.9),
    existingP90: percentile(times.existing, 0.9),
  };
}
