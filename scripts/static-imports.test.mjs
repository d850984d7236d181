import { describe, expect, it } from 'vitest';
import { staticImports } from './static-imports.mjs';

describe('staticImports', () => {
  it("lists a minified chunk's static imports as absolute paths, not its dynamic ones", () => {
    const code =
      'import{a as b}from"./shell-6.js";import"./c-1.js";export*from"./d-2.js";const x=()=>import("./lazy-3.js");';
    expect(staticImports(code, '/assets/home-4.js')).toEqual([
      '/assets/shell-6.js',
      '/assets/c-1.js',
      '/assets/d-2.js',
    ]);
  });
});
