// Per-page <title> and description; React 19 hoists them into <head> on server and client.

import { useSite } from '../hooks/use-site.ts';

export function PageMeta({ title, description }: { title: string; description?: string | null }) {
  const { site } = useSite();
  const suffix = site?.shortName ?? '';
  const full = title && suffix && title !== suffix ? `${title} - ${suffix}` : title || suffix;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
