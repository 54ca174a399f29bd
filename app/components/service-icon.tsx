// Small line icons for the service entry grid (inline SVG: no extra requests).

const PATHS: Record<string, string> = {
  origin: 'M6 4h9l5 5v11H6zM15 4v5h5M9 13h8M9 17h5',
  fta: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18',
  certificate: 'M5 4h14v12H5zM8 8h8M8 11h5M12 16l-2 5 2-1 2 1-2-5',
  consular: 'M4 20h16M6 20V10M10 20V10M14 20V10M18 20V10M3 10l9-6 9 6z',
  apostille: 'M7 3h10v6l-5 3-5-3zM12 12v9M8 21h8',
  ata: 'M4 7h16v12H4zM9 7V4h6v3M4 12h16',
  exhibition: 'M3 20V9l9-5 9 5v11M8 20v-6h8v6',
  mediation: 'M4 14l4-4 4 2 4-4 4 4M4 18h16',
  arbitration: 'M12 4v16M6 8h12M6 8l-3 6h6zM18 8l-3 6h6zM8 20h8',
  activity: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  trade: 'M3 17l5-5 4 3 8-8M15 7h5v5',
  coic: 'M12 3l8 4v5c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V7z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
};

export function ServiceIcon({ name }: { name?: string | null }) {
  const d = PATHS[name ?? ''] ?? PATHS.origin;
  return (
    <svg className="service-icon" width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
