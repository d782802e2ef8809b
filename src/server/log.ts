export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, details?: unknown) => void>;

const order: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** A small structured logger: one line per event, details as JSON. */
export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = order.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, details?: unknown): void => {
      if (order.indexOf(name) < threshold) return;
      const suffix = details === undefined ? '' : ` ${formatDetails(details)}`;
      const line = `${new Date().toISOString()} ${name.toUpperCase()} ${message}${suffix}`;
      if (name === 'error' || name === 'warn') console.error(line);
      else console.log(line);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function formatDetails(details: unknown): string {
  if (details instanceof Error) return details.stack ?? details.message;
  try {
    return JSON.stringify(details);
  } catch {
    return String(details);
  }
}
