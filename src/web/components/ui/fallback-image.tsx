import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import './fallback-image.css';

type Props = {
  /** Absent or failing: only the fallback shows. */
  src: string | null;
  /** Describes the image; the fallback takes it over when the image is missing. Empty when decorative. */
  alt: string;
  /** The designed stand-in (a driver's number and flag, a team's colours and name), drawn under the image while it loads. */
  fallback: ReactNode;
  className?: string;
  style?: CSSProperties;
  width: number;
  height: number;
};

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image over its designed fallback. Remote images (the F1 media site) can be missing or
 * unreachable; the fallback shows until the image has loaded and stays when it fails. An image that
 * failed before hydration has already fired its error event, so the mount effect reads its state.
 */
export function FallbackImage({ src, alt, fallback, className, style, width, height }: Props) {
  const [status, setStatus] = useState<Status>(src ? 'loading' : 'failed');
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (!src) setStatus('failed');
    else if (element?.complete) setStatus(element.naturalWidth > 0 ? 'loaded' : 'failed');
    else setStatus('loading');
  }, [src]);

  const showFallback = status !== 'loaded';
  const fallbackNamesImage = status === 'failed' && alt !== '';
  return (
    <span className={`fallback-image ${className ?? ''}`} data-status={status} style={style}>
      {showFallback && (
        <span
          className="fallback-image__fallback"
          {...(fallbackNamesImage ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback}
        </span>
      )}
      {src && status !== 'failed' && (
        <img
          ref={image}
          className="fallback-image__image"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </span>
  );
}
