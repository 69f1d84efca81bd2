/** Illustrations of the sign-in slideshow, drawn inline (no image requests on the sign-in page). */
const W = '#ffffff';
const SOFT = 'rgba(255,255,255,.18)';
const MID = 'rgba(255,255,255,.45)';
const ACCENT = '#fbbf24';
const GREEN = '#34d399';

export function ClassesArt() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className="h-full w-full">
      <rect x="40" y="22" width="240" height="140" rx="14" fill={SOFT} stroke={MID} strokeWidth="2" />
      <rect x="56" y="38" width="150" height="108" rx="8" fill="rgba(255,255,255,.12)" />
      <circle cx="131" cy="92" r="22" fill={W} />
      <path d="M124 80v24l20-12-20-12Z" fill="#4f46e5" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="218" y={38 + i * 37} width="48" height="32" rx="6" fill="rgba(255,255,255,.12)" />
          <circle cx="242" cy={50 + i * 37} r="7" fill={i === 1 ? ACCENT : MID} />
          <rect x="230" y={60 + i * 37} width="24" height="5" rx="2.5" fill={MID} />
        </g>
      ))}
      <rect x="120" y="170" width="80" height="8" rx="4" fill={MID} />
      <circle cx="268" cy="30" r="6" fill="#f43f5e" />
    </svg>
  );
}

export function AssessmentArt() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className="h-full w-full">
      <rect x="70" y="18" width="150" height="168" rx="12" fill={SOFT} stroke={MID} strokeWidth="2" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle cx="96" cy={52 + i * 34} r="10" fill={i === 2 ? 'rgba(244,63,94,.9)' : GREEN} />
          <path
            d={i === 2 ? `M92 ${48 + i * 34}l8 8M100 ${48 + i * 34}l-8 8` : `M91 ${52 + i * 34}l4 4 7-8`}
            stroke={W}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="116" y={46 + i * 34} width={80 - i * 8} height="6" rx="3" fill={W} />
          <rect x="116" y={56 + i * 34} width="50" height="5" rx="2.5" fill={MID} />
        </g>
      ))}
      <circle cx="238" cy="64" r="36" fill={W} />
      <text x="238" y="62" textAnchor="middle" fontSize="22" fontWeight="700" fill="#4338ca" fontFamily="Arial, sans-serif">
        92%
      </text>
      <text x="238" y="80" textAnchor="middle" fontSize="10" fill="#4338ca" fontFamily="Arial, sans-serif">
        auto-graded
      </text>
    </svg>
  );
}

export function LoginsArt() {
  const people = [
    { x: 80, c: ACCENT, label: 'Teacher' },
    { x: 160, c: GREEN, label: 'Student' },
    { x: 240, c: '#f472b6', label: 'Parent' },
  ];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className="h-full w-full">
      {people.map((p) => (
        <g key={p.label}>
          <rect x={p.x - 42} y="30" width="84" height="124" rx="14" fill={SOFT} stroke={MID} strokeWidth="2" />
          <circle cx={p.x} cy="70" r="18" fill={p.c} />
          <path d={`M${p.x - 26} 122c2-18 12-26 26-26s24 8 26 26`} fill={W} />
          <rect x={p.x - 24} y="132" width="48" height="8" rx="4" fill={MID} />
        </g>
      ))}
      <path d="M122 92h-4M202 92h-4" stroke={W} strokeWidth="3" strokeLinecap="round" />
      <rect x="110" y="170" width="100" height="10" rx="5" fill={MID} />
    </svg>
  );
}

export function ProgressArt() {
  const bars = [48, 70, 62, 92, 110, 128];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className="h-full w-full">
      <rect x="36" y="20" width="248" height="164" rx="14" fill={SOFT} stroke={MID} strokeWidth="2" />
      <path d="M56 160h208" stroke={MID} strokeWidth="2" />
      {bars.map((h, i) => (
        <rect
          key={i}
          x={66 + i * 33}
          y={160 - h}
          width="20"
          height={h}
          rx="5"
          fill={i === bars.length - 1 ? ACCENT : W}
          opacity={i === bars.length - 1 ? 1 : 0.85}
        />
      ))}
      <path
        d="M72 104 105 86l33 10 33-26 33-14 33-22"
        stroke={GREEN}
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="237" cy="34" r="6" fill={GREEN} />
    </svg>
  );
}
