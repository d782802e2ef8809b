import cliProgress from 'cli-progress';
import type { Logger } from '#server/log.ts';

export type LoadProgress = {
  /** Rows loaded so far and in all, over the parts that need loading. */
  done: number;
  total: number;
  parts: number;
  totalParts: number;
  /** The part just loaded; null before the first. */
  part: string | null;
};

/**
 * The loader's default progress report: a bar on stderr when it is a terminal, otherwise a log line
 * at the start and about every tenth of the rows, so CI and service logs stay short.
 */
export function createProgressReporter(
  log: Logger,
  stream: NodeJS.WriteStream = process.stderr,
): (progress: LoadProgress) => void {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: 'Loading race data [{bar}] {percentage}% | {parts}/{totalParts} parts | {part}',
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    return (progress) => {
      const payload = { parts: progress.parts, totalParts: progress.totalParts, part: progress.part ?? '' };
      if (progress.part === null) bar.start(progress.total, 0, payload);
      else bar.update(progress.done, payload);
      if (progress.parts === progress.totalParts) bar.stop();
    };
  }
  let nextTenth = 1;
  return (progress) => {
    if (progress.part === null) {
      log.info(
        `Loading race data: ${progress.totalParts} snapshot part${progress.totalParts === 1 ? '' : 's'}, ${progress.total} rows`,
      );
      return;
    }
    const share = progress.total === 0 ? 1 : progress.done / progress.total;
    if (share * 10 < nextTenth && progress.parts < progress.totalParts) return;
    nextTenth = Math.floor(share * 10) + 1;
    log.info(
      `Loading race data: ${Math.round(share * 100)}% (${progress.parts}/${progress.totalParts}, ${progress.part})`,
    );
  };
}
