// jsdom without the Fetch API classes that react-router's data router builds navigations with, and
// without Web Crypto's `subtle` (the trusted-documents link hashes documents with it); Node 20 has
// them, so hand Node's own implementations to the test window.
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
  }
}

module.exports = JsdomWithFetchEnvironment;
