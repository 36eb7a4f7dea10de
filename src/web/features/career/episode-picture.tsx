/** A small picture for each career episode (inline SVG: nothing to download). */

type Look = { from: string; to: string; glyph: string };

/** Episode number -> colours and a line drawing of its topic, on a 48x48 grid. */
const LOOKS: Record<number, Look> = {
  // Environment: a leaf
  1: { from: '#3ecf8e', to: '#128a6a', glyph: 'M14 34c0-12 9-21 22-22 0 13-8 22-20 22zM14 34l12-12' },
  // Education: a mortarboard
  2: { from: '#7b61ff', to: '#4426d9', glyph: 'M8 20l16-8 16 8-16 8zM15 24v8c5 4 13 4 18 0v-8M40 20v10' },
  // Science and Technology: an atom
  3: {
    from: '#2bb7f0',
    to: '#1565c0',
    glyph:
      'M24 24m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8 24c0-4 7-7 16-7s16 3 16 7-7 7-16 7-16-3-16-7zM16 10c3-2 10 3 14 11s4 16 2 18-10-3-14-11-4-16-2-18z',
  },
  // Health: a heart with a pulse
  4: {
    from: '#ff6b8a',
    to: '#d32f45',
    glyph: 'M24 38S9 29 9 19a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 10-15 19-15 19zM12 24h7l3-5 4 9 3-4h7',
  },
  // Government and Law: scales
  5: { from: '#ffb020', to: '#c77700', glyph: 'M24 10v28M14 38h20M10 16h28M10 16l-5 11h10zM38 16l-5 11h10z' },
  // Economy and Work: a rising chart
  6: { from: '#19c2a7', to: '#0b7d6e', glyph: 'M9 38h30M12 32l8-8 6 5 12-13M32 16h6v6' },
  // Society: three people
  7: {
    from: '#ff8a4c',
    to: '#d9541a',
    glyph:
      'M24 18m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M14 22m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M34 22m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M16 36c0-5 4-9 8-9s8 4 8 9M8 36c0-4 3-7 6-7M40 36c0-4-3-7-6-7',
  },
  // Media and Culture: a newspaper
  8: {
    from: '#e05ad6',
    to: '#9c2fa0',
    glyph: 'M10 12h24v26H14a4 4 0 0 1-4-4zM34 18h5v16a4 4 0 0 1-4 4M15 18h14M15 24h14M15 30h9',
  },
  // Academic Writing: a pen
  9: { from: '#5d7bff', to: '#2f3fb8', glyph: 'M12 36l3-9 17-17 6 6-17 17zM28 14l6 6M12 36l6-2' },
};

export function EpisodePicture({ episode, size = 64 }: { episode: number; size?: number }) {
  const look = LOOKS[episode] ?? LOOKS[1];
  if (!look) return null;
  const id = `episode-gradient-${episode}`;
  return (
    <svg
      className="episode-picture"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.from} />
          <stop offset="1" stopColor={look.to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id})`} />
      <path
        d={look.glyph}
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
