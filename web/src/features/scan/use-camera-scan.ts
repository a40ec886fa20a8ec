import { useEffect, useRef, useState } from 'react';
import { createDecoder } from './decoder';

export type CameraState = 'starting' | 'scanning' | 'unavailable';

/** How often a frame is decoded: often enough to feel instant, rare enough to spare a phone's battery. */
const frameIntervalMs = 200;
/** Frames are scaled down to this width before decoding (a label fills much of the frame anyway). */
const frameWidth = 640;

/**
 * The back camera in a <video> and a decode loop on its frames; `onText` gets each QR text read
 * (the caller decides whether it is a code). The camera stops when the component goes away.
 */
export function useCameraScan(onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      const decode = await createDecoder();
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play();
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        if (video.videoWidth > 0) {
          const scale = Math.min(1, frameWidth / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0, canvas.width, canvas.height);
          const text = await decode(canvas).catch(() => null);
          if (stopped) return;
          if (text) onTextRef.current(text);
        }
        timer = setTimeout(() => void tick(), frameIntervalMs);
      };
      void tick();
    };

    start().catch(() => {
      if (!stopped) setState('unavailable');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return { videoRef, state };
}
