// babel-plugin-graphql-tag ships no types; used by vite-graphql-precompile.ts (decision 0128).
declare module 'babel-plugin-graphql-tag' {
  import type { PluginTarget } from '@babel/core';

  const plugin: PluginTarget;
  export default plugin;
}
