// The home banner from home-banner adverts: rotates every 6 s, pausable, operable by
// keyboard (buttons), stops on hover/focus and for reduced-motion or elder-friendly mode.

import { useEffect, useState } from 'react';
import type { Advertising } from '../api/types.ts';
import { useElderMode } from '../hooks/use-elder-mode.ts';
import { Advert } from './advert.tsx';

const INTERVAL_MS = 6000;

export function BannerCarousel({
  ads,
  width = 1200,
  height = 400,
}: {
  ads: Advertising[];
  width?: number;
  height?: number;
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const elder = useElderMode();
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  // 适老化: nothing moves by itself in the elder-friendly mode; the buttons still work.
  const rotating = playing && !elder;
  useEffect(() => {
    if (!rotating || held || ads.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % ads.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, held, ads.length]);
  if (ads.length === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + ads.length) % ads.length);
  return (
    <section
      className="carousel"
      aria-roledescription="轮播"
      aria-label="重点推荐"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {/* APG carousel: slide changes are announced only while it is not rotating by itself. */}
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {ads.map((ad, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a role="group" with a roledescription; a <fieldset> is for form controls.
          <div
            key={ad.id}
            className={i === index ? 'carousel__slide carousel__slide--current' : 'carousel__slide'}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`${i + 1} / ${ads.length}：${ad.title}`}
            hidden={i !== index}
          >
            <Advert ad={ad} width={width} height={height} eager={i === 0} />
          </div>
        ))}
      </div>
      {ads.length > 1 && (
        <div className="carousel__controls">
          <button type="button" onClick={() => go(-1)} aria-label="上一张">
            <span aria-hidden="true">‹</span>
          </button>
          {/* Hidden by CSS in the elder-friendly mode, before hydration too: there is nothing to pause. */}
          <button
            type="button"
            className="carousel__play"
            onClick={() => setPlaying((p) => !p)}
            aria-label={rotating ? '暂停轮播' : '播放轮播'}
          >
            <span aria-hidden="true">{rotating ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" onClick={() => go(1)} aria-label="下一张">
            <span aria-hidden="true">›</span>
          </button>
          <span className="carousel__dots">
            {ads.map((ad, i) => (
              <button
                key={ad.id}
                type="button"
                className={i === index ? 'carousel__dot carousel__dot--current' : 'carousel__dot'}
                aria-label={`第 ${i + 1} 张：${ad.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </span>
        </div>
      )}
    </section>
  );
}
