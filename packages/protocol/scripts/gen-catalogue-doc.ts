/**
 * Writes docs/protocol-catalogue.md from the call catalogue (spec §7).
 * Run from the repository root: `node --import tsx packages/protocol/scripts/gen-catalogue-doc.ts`.
 */
import { writeFileSync } from 'node:fs';
import { CATALOGUE_DOC_PATH, renderCatalogueDoc } from './catalogue-doc.ts';

writeFileSync(CATALOGUE_DOC_PATH, renderCatalogueDoc());
console.log(`wrote ${CATALOGUE_DOC_PATH}`);
