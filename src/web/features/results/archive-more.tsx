import type { PagingState } from './use-round-paging.ts';

type Props = {
  state: PagingState;
  nextRound: number;
  /** Where the no-JavaScript "more" link goes: this page for the rounds before the last shown. */
  moreHref: string;
  scrollText: string;
  doneText: string;
  onMore: () => void;
  sentinel: (element: HTMLElement | null) => void;
};

/**
 * The end of the list: what paging is doing, and a link to the earlier rounds that works without
 * JavaScript (a page of its own) and, with it, loads them in place.
 */
export function ArchiveMore({ state, nextRound, moreHref, scrollText, doneText, onMore, sentinel }: Props) {
  return (
    <div className="archive-more" ref={sentinel}>
      <p className="archive-more__status" role="status">
        {state === 'loading' && 'Loading...'}
        {state === 'idle' && scrollText}
        {state === 'done' && doneText}
        {state === 'failed' && `Round ${nextRound} could not be loaded.`}
      </p>
      {(state === 'idle' || state === 'failed') && nextRound >= 1 && (
        <a
          className="button button--outline"
          href={moreHref}
          onClick={(event) => {
            if (state !== 'idle') return;
            event.preventDefault();
            onMore();
          }}
        >
          {state === 'failed' ? 'Try again' : `Show round ${nextRound}`}
        </a>
      )}
    </div>
  );
}
