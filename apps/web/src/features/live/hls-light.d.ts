// hls.js ships types for its full build only; the light build (no subtitles, alternate audio or DRM,
// none of which the live rooms use) has the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
