import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

/**
 * The layering docs/architecture.md describes, checked on the source: lib/ knows nothing of the
 * domain, nothing imports in a circle, services are made in services.ts alone, and route files
 * export their routes and nothing else.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const files = sourceFiles(SRC);
const relative = (file: string) => path.relative(SRC, file);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

/** The project files a file imports (type-only imports included: they tie modules together too). */
function importsOf(file: string): string[] {
  const found = [...text.get(file)!.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1].replace(/\.js$/, '.ts')));
  return found.filter((target) => text.has(target));
}

describe('architecture', () => {
  it('lib/ depends on no module, on neither the context nor the services', () => {
    const upward = files
      .filter((file) => relative(file).startsWith('lib/'))
      .flatMap((file) => importsOf(file).filter((target) => !relative(target).startsWith('lib/')).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(upward).to.deep.equal([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const target of importsOf(file)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).to.deep.equal([]);
  });

  it('makes the modules\' services in services.ts only', () => {
    const factories = files
      .filter((file) => relative(file).startsWith('modules/'))
      .flatMap((file) => [...text.get(file)!.matchAll(/^export function (create\w+)\(/gm)].map((match) => match[1]));
    expect(factories.length).to.be.greaterThan(15);
    const calls = files
      .filter((file) => relative(file) !== 'services.ts')
      .flatMap((file) => factories.filter((name) => new RegExp(`[^\\w]${name}\\(`).test(text.get(file)!.replace(`export function ${name}(`, ''))).map((name) => `${relative(file)}: ${name}`));
    expect(calls).to.deep.equal([]);
  });

  it('route files export their routes and nothing else', () => {
    const routeFiles = files.filter((file) => /\.routes\.ts$|^admin\/\w+\.admin\.ts$/.test(relative(file)));
    expect(routeFiles.length).to.be.greaterThan(15);
    const extra = routeFiles.flatMap((file) =>
      [...text.get(file)!.matchAll(/^export (?:async )?(?:function|const|class|interface|type) (\w+)/gm)]
        .map((match) => match[1])
        .filter((name) => !/^\w+Routes$/.test(name))
        .map((name) => `${relative(file)}: ${name}`),
    );
    expect(extra).to.deep.equal([]);
  });
});
