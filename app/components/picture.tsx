// An image that falls back to one of requirements §2's six placeholders when its URL is missing
// or fails to load (caught after hydration too: an inline onerror would need 'unsafe-inline').
// The placeholder comes from a stable hash of the item's id, so server and client pick the
// same one and different items get different ones.

import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGES } from '../constants.ts';

interface PictureProps {
  src?: string | null;
  /** The pictured item's id: it picks the placeholder. */
  seed: string | number;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** FNV-1a (32 bit) over the id's UTF-16 units: cheap, the same in every runtime. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** requirements §2: one of the six placeholders, the same one for the same item everywhere. */
export function placeholderFor(seed: string | number): string {
  return PLACEHOLDER_IMAGES[stableHash(String(seed)) % PLACEHOLDER_IMAGES.length]!;
}

export function Picture({ src, seed, alt, width, height, className, eager }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const placeholder = placeholderFor(seed);
  const [current, setCurrent] = useState(src || placeholder);
  useEffect(() => {
    const img = ref.current;
    // A load that failed before hydration left naturalWidth 0 on a complete image.
    if (img?.complete && img.naturalWidth === 0 && src) setCurrent(placeholder);
  }, [src, placeholder]);
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
        if (current !== placeholder) setCurrent(placeholder);
      }}
    />
  );
}
