/** Cover art for the game cards, drawn in SVG so nothing is downloaded. */
export function CandyArt() {
  const candies = [
    { x: 58, y: 70, r: 30, c1: '#ff7eb6', c2: '#ff2d7e', label: 'apple' },
    { x: 140, y: 52, r: 28, c1: '#ffd86b', c2: '#ffae00', label: 'pomme' },
    { x: 222, y: 78, r: 30, c1: '#7ee0ff', c2: '#1aa6e0', label: 'river' },
    { x: 100, y: 140, r: 30, c1: '#b28bff', c2: '#7040ff', label: 'rivière' },
    { x: 190, y: 146, r: 28, c1: '#8df0b4', c2: '#1fbf6d', label: 'city' },
    { x: 268, y: 150, r: 24, c1: '#ff9f6b', c2: '#ff5a1f', label: 'ville' },
  ];
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label="Glossy candies with words and translations">
      <defs>
        <linearGradient id="candy-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe3f0" />
          <stop offset="1" stopColor="#ffd0e6" />
        </linearGradient>
        {candies.map((candy, index) => (
          <radialGradient key={candy.label} id={`candy-${index}`} cx="0.35" cy="0.3" r="0.8">
            <stop offset="0" stopColor={candy.c1} />
            <stop offset="1" stopColor={candy.c2} />
          </radialGradient>
        ))}
      </defs>
      <rect width="320" height="200" fill="url(#candy-bg)" />
      {[...Array(7).keys()].map((i) => (
        <circle key={i} cx={20 + i * 48} cy={190} r="26" fill="#ffffff" opacity="0.35" />
      ))}
      {candies.map((candy, index) => (
        <g key={candy.label}>
          <circle cx={candy.x} cy={candy.y + 4} r={candy.r} fill="#b3246a" opacity="0.18" />
          <circle cx={candy.x} cy={candy.y} r={candy.r} fill={`url(#candy-${index})`} />
          <ellipse
            cx={candy.x - candy.r * 0.35}
            cy={candy.y - candy.r * 0.45}
            rx={candy.r * 0.4}
            ry={candy.r * 0.2}
            fill="#fff"
            opacity="0.55"
          />
          <text
            x={candy.x}
            y={candy.y + 5}
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {candy.label}
          </text>
        </g>
      ))}
      <path
        d="M140 52 L222 78"
        stroke="#fff"
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
        opacity="0.9"
      />
    </svg>
  );
}

export function SpaceArt() {
  const stars = [
    [22, 30],
    [60, 90],
    [95, 20],
    [150, 60],
    [205, 24],
    [250, 96],
    [290, 40],
    [30, 150],
    [300, 150],
    [175, 120],
  ];
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label="A ship shooting at asteroids labelled with words">
      <defs>
        <linearGradient id="space-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1b3f" />
          <stop offset="1" stopColor="#1d1160" />
        </linearGradient>
        <radialGradient id="rock" cx="0.35" cy="0.35" r="0.8">
          <stop offset="0" stopColor="#a59cc9" />
          <stop offset="1" stopColor="#4e4577" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" fill="url(#space-bg)" />
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#fff" opacity="0.8" />
      ))}
      <g>
        <path d="M70 40 l26 -8 l18 14 l-4 24 l-24 8 l-18 -14z" fill="url(#rock)" />
        <rect x="52" y="82" width="80" height="20" rx="10" fill="#12b5a5" />
        <text
          x="92"
          y="96"
          textAnchor="middle"
          fontSize="12"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          libro
        </text>
      </g>
      <g>
        <path d="M210 64 l22 -6 l16 12 l-4 20 l-20 7 l-16 -12z" fill="url(#rock)" />
        <rect x="196" y="102" width="76" height="20" rx="10" fill="#ff4f9a" />
        <text
          x="234"
          y="116"
          textAnchor="middle"
          fontSize="12"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          ciudad
        </text>
      </g>
      <path
        d="M160 168 L232 100"
        stroke="#ffc53d"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="10 8"
      />
      <g transform="translate(160 172)">
        <path d="M0 -22 L14 10 L0 4 L-14 10 Z" fill="#e8e6ff" />
        <path d="M-6 8 L0 20 L6 8 Z" fill="#ffc53d" />
      </g>
      <rect x="24" y="150" width="96" height="26" rx="13" fill="rgb(255 255 255 / 0.14)" />
      <text
        x="72"
        y="168"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#ffc53d"
        fontFamily="ui-monospace, monospace"
      >
        city_
      </text>
    </svg>
  );
}
