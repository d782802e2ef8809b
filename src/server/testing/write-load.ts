/**
 * A client that keeps signing up new accounts through the HTTP API (each from an address of its own,
 * through the trusted proxy the server believes), and remembers which sign-ups were acknowledged
 * and every answer that was not.
 */
export type WriteLoad = {
  /** Emails whose sign-up was answered 2xx. */
  acknowledged: string[];
  /** Every answer that was not 2xx: status and Retry-After; 'no answer' when the connection failed. */
  refused: { status: number | 'no answer'; retryAfter: string | null }[];
  /** Resolves once `count` more sign-ups have been acknowledged. */
  acknowledgedMore: (count: number) => Promise<void>;
  /** Resolves once `count` more sign-ups have been refused or gone unanswered. */
  refusedMore: (count: number) => Promise<void>;
  /** Stops writing and resolves after the request in flight has finished. */
  stop: () => Promise<void>;
};

export function startWriteLoad(baseUrl: () => string, label: string): WriteLoad {
  const acknowledged: string[] = [];
  const refused: WriteLoad['refused'] = [];
  const waiters = new Set<() => void>();
  let running = true;
  let sent = 0;

  const loop = (async () => {
    while (running) {
      sent += 1;
      const email = `${label}-${process.pid}-${sent}@example.com`;
      const url = baseUrl();
      try {
        const response = await fetch(`${url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: {
            origin: url,
            'content-type': 'application/json',
            'x-forwarded-for': `10.77.${Math.floor(sent / 250) % 256}.${(sent % 250) + 1}`,
          },
          body: JSON.stringify({ name: `Fan ${sent}`, email, password: 'box-box-box' }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(email);
        else refused.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      } catch {
        refused.push({ status: 'no answer', retryAfter: null });
        // The server is down: try again shortly rather than spinning.
        await new Promise((wait) => setTimeout(wait, 50));
      }
      for (const waiter of waiters) waiter();
    }
  })();

  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });

  return {
    acknowledged,
    refused,
    acknowledgedMore: (count) => {
      const target = acknowledged.length + count;
      return until(() => acknowledged.length >= target);
    },
    refusedMore: (count) => {
      const target = refused.length + count;
      return until(() => refused.length >= target);
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
