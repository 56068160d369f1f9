import type * as React from 'react';

/**
 * Our own drawings for the customer slides (decisions §7: no images from another host). One scene per slide id;
 * an unknown id gets the generic dining room. Each is labelled by the slide's alt text.
 */
export function CustomerIllustration({ slideId, label }: { slideId: string; label: string }) {
  const Scene = scenes[slideId] ?? DiningRoom;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 480 320"
      className="block h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <Scene />
    </svg>
  );
}

const scenes: Record<string, () => React.JSX.Element> = {
  'ostra-verde': DiningRoom,
  'calloways-tap-room': TapRoom,
  'halfmoon-oyster-co': OysterBar,
};

/** A bright room with a raw bar and hanging plants. */
function DiningRoom() {
  return (
    <g>
      <rect width="480" height="320" fill="#f6e7d4" />
      <rect y="210" width="480" height="110" fill="#e2c9a6" />
      <rect x="40" y="40" width="150" height="120" rx="8" fill="#fffdf8" />
      <path d="M115 40v120M40 100h150" stroke="#e2d8c5" strokeWidth="4" />
      <rect x="290" y="40" width="150" height="120" rx="8" fill="#fffdf8" />
      <path d="M365 40v120M290 100h150" stroke="#e2d8c5" strokeWidth="4" />
      {[90, 240, 390].map((x) => (
        <g key={x}>
          <path d={`M${x} 0v36`} stroke="#1f4d36" strokeWidth="2" />
          <path d={`M${x - 22} 36h44l-8 22h-28z`} fill="#a8461f" />
          <path
            d={`M${x - 20} 52c-10 14-14 30-8 44M${x} 58c0 16 2 30 6 40M${x + 18} 52c10 12 14 28 10 40`}
            stroke="#2a6346"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      ))}
      <rect x="40" y="180" width="400" height="34" rx="6" fill="#1f4d36" />
      <rect x="40" y="214" width="400" height="60" fill="#163a29" />
      {[80, 130, 180, 230, 280, 330, 380].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="176" rx="16" ry="6" fill="#e3ece4" />
          <ellipse cx={x} cy="173" rx="9" ry="4" fill="#c9bda6" />
        </g>
      ))}
      {[100, 200, 300, 400].map((x) => (
        <g key={x}>
          <rect x={x - 16} y="274" width="32" height="8" rx="4" fill="#a8461f" />
          <rect x={x - 2} y="282" width="4" height="30" fill="#7a3416" />
        </g>
      ))}
    </g>
  );
}

/** A wood-panelled bar with taps and a chalkboard menu. */
function TapRoom() {
  return (
    <g>
      <rect width="480" height="320" fill="#7a3416" />
      {[0, 60, 120, 180, 240, 300, 360, 420].map((x) => (
        <rect key={x} x={x} y="0" width="58" height="200" fill={x % 120 === 0 ? '#8a4220' : '#803c1b'} />
      ))}
      <rect x="150" y="28" width="180" height="110" rx="6" fill="#1b2a21" stroke="#c9a46a" strokeWidth="6" />
      <rect x="172" y="48" width="90" height="8" rx="4" fill="#f2c66d" />
      {[68, 84, 100, 116].map((y, i) => (
        <g key={y}>
          <rect x="172" y={y} width={[110, 96, 120, 84][i]} height="5" rx="2.5" fill="#e3ece4" opacity="0.8" />
          <rect x="296" y={y} width="16" height="5" rx="2.5" fill="#f2c66d" opacity="0.9" />
        </g>
      ))}
      <rect x="0" y="196" width="480" height="20" fill="#3d2a05" />
      <rect x="0" y="216" width="480" height="104" fill="#5b2a12" />
      {[120, 170, 220, 270, 320, 370].map((x, i) => (
        <g key={x}>
          <rect x={x - 4} y="150" width="8" height="46" rx="3" fill="#c9a46a" />
          <rect x={x - 9} y="140" width="18" height="14" rx="3" fill={['#f2c66d', '#a8461f', '#1f4d36'][i % 3]} />
        </g>
      ))}
      {[60, 400].map((x) => (
        <g key={x}>
          <path d={`M${x - 14} 168h28l-4 28h-20z`} fill="#f2c66d" opacity="0.95" />
          <rect x={x - 14} y="164" width="28" height="7" rx="3" fill="#fffdf8" />
        </g>
      ))}
      {[80, 180, 300, 400].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="262" rx="24" ry="7" fill="#1b2a21" />
          <rect x={x - 3} y="266" width="6" height="48" fill="#1b2a21" />
        </g>
      ))}
    </g>
  );
}

/** An oyster bar counter with shucked oysters on ice. */
function OysterBar() {
  return (
    <g>
      <rect width="480" height="320" fill="#e3ece4" />
      <path d="M0 0h480v150C400 120 320 110 240 110S80 120 0 150z" fill="#f0f5ef" />
      {[60, 150, 240, 330, 420].map((x) => (
        <path key={x} d={`M${x - 45} 150Q${x} 60 ${x + 45} 150`} stroke="#c9bda6" strokeWidth="4" fill="none" />
      ))}
      <rect x="0" y="150" width="480" height="20" fill="#1f4d36" />
      <rect x="40" y="170" width="400" height="70" rx="10" fill="#fffdf8" />
      <rect x="60" y="184" width="360" height="44" rx="22" fill="#dfe9ef" />
      {[90, 130, 170, 210, 250, 290, 330, 370].map((x, i) => (
        <g key={x}>
          <ellipse cx={x} cy={206 + (i % 2) * 3} rx="17" ry="11" fill="#8c9a91" />
          <ellipse cx={x} cy={205 + (i % 2) * 3} rx="12" ry="7" fill="#efe6d2" />
          <ellipse cx={x - 2} cy={204 + (i % 2) * 3} rx="5" ry="3" fill="#d8c9a8" />
        </g>
      ))}
      <path d="M395 190l16 -22 4 3 -14 22z" fill="#f2c66d" />
      <circle cx="414" cy="172" r="9" fill="#f2c66d" />
      <rect x="0" y="240" width="480" height="80" fill="#163a29" />
      {[100, 240, 380].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="262" rx="28" ry="8" fill="#a8461f" />
          <rect x={x - 3} y="268" width="6" height="46" fill="#0f2a1d" />
        </g>
      ))}
    </g>
  );
}
