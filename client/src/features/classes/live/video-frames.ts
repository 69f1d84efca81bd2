/**
 * Counts the frames a `<video>` has decoded and writes the count to its `data-frames` attribute, so that an end-to-end
 * test (and a person in the devtools) can tell the picture decodes, not only that a track arrived. Polls
 * `getVideoPlaybackQuality().totalVideoFrames` (requestVideoFrameCallback is tied to painting and runs about once a
 * second in a background tab; the decoder's count is not). Returns the function that stops.
 */
export function countVideoFrames(el: HTMLVideoElement, everyMs = 250): () => void {
  let rendered = 0;
  type FrameCallbackVideo = HTMLVideoElement & {
    requestVideoFrameCallback?: (cb: () => void) => number;
    cancelVideoFrameCallback?: (handle: number) => void;
  };
  const v = el as FrameCallbackVideo;
  let handle = 0;
  let stopped = false;
  // Where the browser cannot report decoded frames, presented ones are counted instead.
  const hasQuality = typeof el.getVideoPlaybackQuality === 'function';
  if (!hasQuality && typeof v.requestVideoFrameCallback === 'function') {
    const onFrame = () => {
      if (stopped) return;
      rendered++;
      handle = v.requestVideoFrameCallback!(onFrame);
    };
    handle = v.requestVideoFrameCallback(onFrame);
  }
  const timer = setInterval(() => {
    const n = hasQuality ? el.getVideoPlaybackQuality().totalVideoFrames : rendered;
    if (el.dataset.frames !== String(n)) el.dataset.frames = String(n);
  }, everyMs);
  return () => {
    stopped = true;
    clearInterval(timer);
    if (handle) v.cancelVideoFrameCallback?.(handle);
  };
}
