// An image that falls back to one of SPEC §2's six placeholders when its URL is missing
// or fails to load. Server and client render the same markup; the random pick happens
// only in the browser, after a failure (an inline onerror would need 'unsafe-inline').

import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGES } from '../constants.ts';

interface PictureProps {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** The placeholder rendered for a missing URL: deterministic, so hydration matches. */
const DEFAULT_PLACEHOLDER = PLACEHOLDER_IMAGES[0]!;

export function randomPlaceholder(): string {
  return PLACEHOLDER_IMAGES[Math.floor(Math.random() * PLACEHOLDER_IMAGES.length)] ?? DEFAULT_PLACEHOLDER;
}

export function Picture({ src, alt, width, height, className, eager }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src || DEFAULT_PLACEHOLDER);
  useEffect(() => {
    const img = ref.current;
    // A load that failed before hydration left naturalWidth 0 on a complete image.
    if (img && img.complete && img.naturalWidth === 0 && src) setCurrent(randomPlaceholder());
  }, [src]);
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (!PLACEHOLDER_IMAGES.includes(current)) setCurrent(randomPlaceholder());
      }}
    />
  );
}
