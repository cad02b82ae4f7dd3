/**
 * Every catalog command answers a valid request with a success body that the catalog's
 * own response schema decodes: the sandbox speaks exactly what the client expects.
 */
import { describe, expect, it } from 'vitest';
import { catalog, commandNames } from '../../../shared/api/catalog';
import type { JsonValue } from '../../../shared/api/serialize';
import { sampleFor } from '../../fixtures/command-samples';
import { call, sandbox } from './helpers';

describe('every catalog command', () => {
  for (const name of commandNames) {
    it(`${name} answers success in the catalog's response shape`, async () => {
      const sb = await sandbox({ seed: 5 });
      const key = sb.state.tickets.list[0]!.row.key;
      // Sent exactly as written (no client in between): the raw request members.
      const answer = await call(sb, name, sampleFor(name, key) as Record<string, JsonValue>);
      expect(answer.status).toBe(200);
      expect(answer.body.status, answer.text).toBe('success');
      expect(answer.body.handle_time).toMatch(/^\d+\.\d{4} seconds$/);
      const decoded = catalog[name].response.safeParse(answer.body);
      expect(decoded.success, JSON.stringify(decoded.error?.issues)).toBe(true);
      expect(sb.counts()[name]).toBe(1);
    });
  }
});
