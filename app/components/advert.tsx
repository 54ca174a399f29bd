// An advert: its words (title, optional subtitle) as text over a picture that carries none,
// so they are read aloud, found, audited and checked like any other content (an image of
// text is none of these). The whole advert is one link.

import type { Advertising } from '../api/types.ts';
import { AppLink } from './app-link.tsx';
import { Picture } from './picture.tsx';

export function Advert({
  ad,
  width,
  height,
  eager,
}: {
  ad: Advertising;
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    <AppLink to={ad.linkUrl || '/'} className="advert">
      {/* The words are the text beside it: the picture itself says nothing. */}
      <Picture src={ad.imageUrl} seed={ad.id} alt="" width={width} height={height} eager={eager} />
      <span className="advert__words">
        <strong className="advert__title">{ad.title}</strong>
        {ad.subTitle ? <span className="advert__subtitle">{ad.subTitle}</span> : null}
      </span>
    </AppLink>
  );
}
