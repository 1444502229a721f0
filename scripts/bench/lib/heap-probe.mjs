// Loaded into the API process by the search bench (`node --expose-gc --import <this file>`), so
// the API itself needs no endpoint for it: on the bench's IPC message 'heap' it runs a full
// garbage collection and answers with V8's heap figures in bytes. After a full collection "used"
// is what the process keeps alive (the index, the cards, caches), not how much garbage the last
// requests left behind.
process.on('message', (message) => {
  if (message !== 'heap') return;
  globalThis.gc?.();
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ heapUsed, heapTotal, external, arrayBuffers, collected: typeof globalThis.gc === 'function' });
});
// The channel must not keep the process alive: it stops as it would without the bench.
process.channel?.unref();
