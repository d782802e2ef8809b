type Closable = { close: (callback?: (error?: Error) => void) => void; closeIdleConnections?: () => void };

/**
 * Stops serving without cutting anyone off: the server takes no new connections, the requests in
 * flight finish (for up to `drainMs`: an event stream never does), and only then `after` runs (stop
 * the jobs, close the database), so no acknowledged write is interrupted.
 */
export async function stopGracefully(server: Closable, drainMs: number, after: () => Promise<void>) {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, drainMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections?.();
  });
  await after();
}
