import { WebglAddon } from '@xterm/addon-webgl';
import type { Terminal } from '@xterm/xterm';

/**
 * Renderers that draw WebGL on the CPU. There the CPU that parses the output
 * also rasterises every frame, and xterm.js's DOM renderer is about three
 * times faster (measured in headless Chromium's SwiftShader).
 */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

/**
 * Draws the terminal with xterm.js's WebGL renderer where the browser has a
 * GPU for it; without WebGL2, on a software rasteriser, or once the GPU drops
 * the context, the DOM renderer carries on as before.
 */
export function drawWithGpuIfFast(term: Terminal): void {
  if (!hasHardwareWebgl2()) return;
  try {
    const addon = new WebglAddon();
    addon.onContextLoss(() => addon.dispose());
    term.loadAddon(addon);
  } catch (error) {
    // The GPU refused after all: the DOM renderer is still there, so this costs only speed.
    console.warn('Parley: the terminal draws without WebGL:', error);
  }
}

/** Asked once per page: every probe holds a WebGL context, and browsers allow only a few. */
let hardwareWebgl2: boolean | undefined;

function hasHardwareWebgl2(): boolean {
  hardwareWebgl2 ??= probeHardwareWebgl2();
  return hardwareWebgl2;
}

function probeHardwareWebgl2(): boolean {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return !SOFTWARE_GL.test(renderer);
}
