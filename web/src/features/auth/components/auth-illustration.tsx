/** Decorative: a shelf of labelled boxes, a phone scanning a QR label and a checked list. */
export function AuthIllustration() {
  return (
    <svg viewBox="0 0 480 400" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <circle cx="250" cy="200" r="170" fill="#e7f5ee" />
      <rect x="70" y="300" width="340" height="10" rx="5" fill="#90cfb1" />
      <g stroke="#06583a" strokeWidth="4" fill="none">
        <path d="M100 300V110M300 300V110M100 170h200M100 235h200" />
      </g>
      <g>
        <rect x="115" y="122" width="60" height="44" rx="4" fill="#2b9c6b" />
        <rect x="185" y="132" width="48" height="34" rx="4" fill="#58b68b" />
        <rect x="243" y="118" width="46" height="48" rx="4" fill="#097950" />
        <rect x="115" y="190" width="80" height="41" rx="4" fill="#097950" />
        <rect x="205" y="198" width="84" height="33" rx="4" fill="#2b9c6b" />
        <rect x="115" y="252" width="56" height="44" rx="4" fill="#58b68b" />
        <rect x="181" y="246" width="64" height="50" rx="4" fill="#097950" />
        <rect x="255" y="262" width="34" height="34" rx="4" fill="#2b9c6b" />
      </g>
      <g fill="#fff">
        <rect x="127" y="132" width="18" height="18" rx="2" />
        <rect x="253" y="128" width="16" height="16" rx="2" />
        <rect x="127" y="200" width="18" height="18" rx="2" />
        <rect x="193" y="258" width="18" height="18" rx="2" />
      </g>
      <g fill="#06583a">
        <rect x="130" y="135" width="5" height="5" />
        <rect x="137" y="142" width="5" height="5" />
        <rect x="130" y="203" width="5" height="5" />
        <rect x="137" y="210" width="5" height="5" />
        <rect x="196" y="261" width="5" height="5" />
        <rect x="203" y="268" width="5" height="5" />
      </g>
      <g transform="translate(330 150) rotate(12)">
        <rect width="86" height="150" rx="14" fill="#033422" />
        <rect x="7" y="14" width="72" height="118" rx="6" fill="#fff" />
        <rect x="22" y="36" width="42" height="42" rx="4" fill="none" stroke="#097950" strokeWidth="3" />
        <path d="M30 44h10v10H30zM46 60h10v10H46zM46 44h10v6H46zM30 60h6v10h-6z" fill="#097950" />
        <path d="M18 92h50M18 104h34" stroke="#90cfb1" strokeWidth="5" strokeLinecap="round" />
      </g>
      <path d="M318 214l-40 8" stroke="#58b68b" strokeWidth="3" strokeDasharray="6 6" />
      <g transform="translate(4 50)">
        <rect width="96" height="118" rx="10" fill="#fff" stroke="#90cfb1" strokeWidth="3" />
        <path
          d="M18 32l8 8 14-16M18 66l8 8 14-16M18 100l8 8 14-16"
          stroke="#097950"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M52 36h28M52 70h28M52 104h20" stroke="#c3e5d4" strokeWidth="6" strokeLinecap="round" />
      </g>
    </svg>
  );
}
