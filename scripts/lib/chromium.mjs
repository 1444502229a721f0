/** Flags for Debian's headless Chromium in tests and benchmarks: no sandbox, no GPU, and nothing that reaches for the (closed) network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
