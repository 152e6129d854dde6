// Writes schema/config.schema.json from the rule registry (`npm run schema`); a test keeps it current.
import fs from 'node:fs';
import { configSchemaDocument } from '../src/config/schema.js';
import { RULES } from '../src/rules/registry.js';

fs.writeFileSync('schema/config.schema.json', JSON.stringify(configSchemaDocument(RULES), null, 2) + '\n');
