import { Box, type BoxProps } from '@chakra-ui/react/box';
import { useMemo } from 'react';
// The encoder alone, as the labels function uses it: the package's entry also loads canvas and PNG renderers.
import { create } from 'qrcode/lib/core/qrcode.js';

/** Light modules around the symbol, as ISO/IEC 18004 asks of a reader's quiet zone. */
const quietZone = 4;

/** The dark modules as one SVG path, a unit square each, offset by the quiet zone. */
function symbolPath(text: string): { size: number; path: string } {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (data[row * size + column] === 1) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { size: size + 2 * quietZone, path };
}

interface QrCodeProps extends Omit<BoxProps, 'children'> {
  /** What the symbol encodes. */
  value: string;
  /** The accessible name of the picture. */
  label: string;
}

/** A QR code drawn as SVG: black on white whatever the colour mode, so every camera reads it. */
export function QrCode({ value, label, ...box }: QrCodeProps) {
  const { size, path } = useMemo(() => symbolPath(value), [value]);
  return (
    <Box bg="white" lineHeight="0" {...box}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="100%" height="100%" shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
