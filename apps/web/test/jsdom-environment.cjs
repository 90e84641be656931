// jsdom without the Fetch API classes that react-router's data router builds navigations with, and
// without Web Crypto's `subtle` (the trusted-documents link hashes documents with it); Node has them,
// so hand Node's own implementations to the test window. Node's Request accepts only Node's own
// AbortSignal (on Node 24; Node 20 took any object), so the window's AbortController and AbortSignal
// are Node's too: the router passes its controller's signal to `new Request`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
    ]) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
    if (this.global.crypto && !this.global.crypto.subtle)
      Object.defineProperty(this.global.crypto, 'subtle', { value: globalThis.crypto.subtle });
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}

module.exports = JsdomWithFetchEnvironment;
