// The published SARIF 2.1.0 schema, compiled once, for the tests that check a log against it.

import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under NodeNext its default import is the module, whose `default` is the plugin.
const addFormats = addFormatsModule.default;
const schema = JSON.parse(
  fs.readFileSync(path.join('__tests__', 'fixtures', 'schemas', 'sarif-schema-2.1.0.json'), 'utf8'),
) as object;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

export const validateSarif = ajv.compile(schema);
