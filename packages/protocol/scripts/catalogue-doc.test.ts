import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DOC_PATH, renderCatalogueDoc } from './catalogue-doc.ts';

// Issue "gateway": docs/protocol-catalogue.md is generated from the catalogue; a stale copy fails here.
describe('docs/protocol-catalogue.md', () => {
  it('matches the catalogue (regenerate: node --import tsx packages/protocol/scripts/gen-catalogue-doc.ts)', () => {
    expect(readFileSync(CATALOGUE_DOC_PATH, 'utf8')).toBe(renderCatalogueDoc());
  });
});
