import { useEffect, useRef, useState } from 'react';
import { type NewsSource, newsSourceNames } from '#shared/news.ts';

type Props = {
  src: string | null;
  source: NewsSource;
  /** A word for the designed stand-in (the story's first category). */
  label: string | null;
  /** Picks one of the stand-in's patterns, so a row of them is not all alike. */
  variant: number;
};

type State = 'loading' | 'loaded' | 'failed';

/**
 * A story's picture over a designed stand-in. The stand-in shows until the picture has loaded, and
 * stays when there is none or it fails (an error before hydration is caught by checking the element).
 */
export function NewsImage({ src, source, label, variant }: Props) {
  const [state, setState] = useState<State>(src ? 'loading' : 'failed');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete) setState(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  return (
    <div className={`news-image news-image--${source}`} data-state={state}>
      <div className={`news-fallback news-fallback--${variant % 3}`} aria-hidden="true">
        <span className="news-fallback__mark">{source === 'f1' ? 'F1' : newsSourceNames[source]}</span>
        {label && <span className="news-fallback__label">{label}</span>}
      </div>
      {src && state !== 'failed' && (
        <img
          ref={image}
          src={src}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
