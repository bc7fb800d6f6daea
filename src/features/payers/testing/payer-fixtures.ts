// Payers as the server shows them, and a stand-in for the payer operations, for the screens' tests.
import { vi } from 'vitest';
import { type Handler, json, mockApi } from '../../../test-utils/fetch-mock';
import type { DuplicatePayer, PayerItem, PayerListItem } from '../payers-api';

export const MSO_ID = '11111111-1111-4111-8111-111111111111';
export const IPA_ID = '22222222-2222-4222-8222-222222222222';
export const LONE_IPA_ID = '33333333-3333-4333-8333-333333333333';
export const INSURER_ID = '44444444-4444-4444-8444-444444444444';

const base = (id: string, name: string, type: string, fields: Partial<PayerItem> = {}): PayerItem => ({
  id,
  versionId: 1,
  lastUpdated: '2026-11-20T15:00:00.000Z',
  name,
  type,
  active: true,
  state: 'FL',
  address: { line: ['1 Main St', 'Suite 200'], city: 'Tampa', state: 'FL', postalCode: '336011234' },
  telecom: [
    { system: 'phone', value: '8135550100', use: 'work', rank: 1, extension: '12' },
    { system: 'phone', value: '8135550102', use: 'temp', rank: 2, extension: null },
    { system: 'fax', value: '8135550101', use: 'work', rank: null, extension: null },
    { system: 'email', value: 'intake@summit.example', use: 'work', rank: null, extension: null },
    { system: 'url', value: 'https://summit.example', use: null, rank: null, extension: null },
  ],
  insurerExternalId: 'EXT-100001',
  availityPayerId: 'SUMFL',
  contracted: true,
  partOf: null,
  ...fields,
});

export const MSO = base(MSO_ID, 'Florida Care Management MSO', 'mso');
export const IPA = base(IPA_ID, 'Tampa Independent Physicians IPA', 'ipa', {
  partOf: { id: MSO_ID, name: 'Florida Care Management MSO', type: 'mso', active: true },
});
export const LONE_IPA = base(LONE_IPA_ID, 'Orlando Independent Physicians IPA', 'ipa', { contracted: false, telecom: [] });
export const INSURER = base(INSURER_ID, 'Summit Health of Florida', 'ins');
export const PAYERS = [MSO, INSURER, LONE_IPA, IPA];

export const listItem = (p: PayerItem): PayerListItem => ({
  id: p.id,
  name: p.name,
  type: p.type,
  active: p.active,
  state: p.state,
  partOf: p.partOf,
});

export const connection = <T>(nodes: readonly T[], totalCount = nodes.length) => ({
  totalCount,
  pageInfo: { hasNextPage: totalCount > nodes.length, endCursor: nodes.length ? String(nodes.length - 1) : null },
  edges: nodes.map((node) => ({ node })),
});

export const duplicateOf = (p: PayerItem): DuplicatePayer => ({
  id: p.id,
  name: p.name,
  type: p.type,
  active: p.active,
  state: p.state,
  address: p.address,
});

type Body = { variables?: Record<string, unknown> } | null;
export const variablesOf = (request: { body: unknown }) => (request.body as Body)?.variables ?? {};

export interface PayerApiOptions {
  list?: Handler;
  duplicates?: Handler;
  create?: Handler;
  update?: Handler;
  history?: Handler;
}

/** Every payer operation answered from PAYERS unless a handler is given; the calls are recorded. */
export function mockPayerApi(options: PayerApiOptions = {}) {
  const calls = { list: vi.fn(), options: vi.fn(), create: vi.fn(), update: vi.fn(), duplicates: vi.fn() };
  mockApi({
    'graphql:PayerList': (request) => {
      const variables = variablesOf(request);
      calls.list(variables);
      if (options.list) return options.list(request);
      const types = variables.type as string[] | null | undefined;
      const rows = PAYERS.filter(
        (p) => (!types || types.includes(p.type)) && (!variables.partOfId || p.partOf?.id === variables.partOfId),
      ).map(listItem);
      return json({ data: { OrganizationList: connection(rows) } });
    },
    // The MSO picker's choices (src/api/organization-options-documents.ts).
    'graphql:OrganizationOptions': (request) => {
      calls.options(variablesOf(request));
      const types = variablesOf(request).type as string[] | null | undefined;
      const rows = PAYERS.filter((p) => p.active && (!types || types.includes(p.type))).map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type,
        state: p.state,
      }));
      return json({ data: { OrganizationList: { edges: rows.map((node) => ({ node })) } } });
    },
    'graphql:Payer': (request) => {
      const found = PAYERS.find((p) => p.id === variablesOf(request).id);
      return found
        ? json({ data: { Organization: found } })
        : json({ data: null, errors: [{ message: 'Organization was not found.', extensions: { code: 'NOT_FOUND' } }] });
    },
    'graphql:AdminAuditList': (request) =>
      options.history
        ? options.history(request)
        : json({
            data: {
              AdminAuditList: connection([
                {
                  id: 'a2',
                  at: '2026-11-21T15:30:00.000Z',
                  actorEmail: 'admin@demo.test',
                  action: 'update',
                  changedFields: ['active', 'email'],
                },
                { id: 'a1', at: '2026-11-20T15:00:00.000Z', actorEmail: 'admin@demo.test', action: 'create', changedFields: ['name'] },
              ]),
            },
          }),
    'graphql:DuplicatedPayers': (request) => {
      calls.duplicates(variablesOf(request));
      return options.duplicates ? options.duplicates(request) : json({ data: { GetDuplicatedOrganizations: [] } });
    },
    'graphql:CreatePayer': (request) => {
      calls.create(variablesOf(request));
      return options.create
        ? options.create(request)
        : json({ data: { createOrganization: { ...INSURER, id: 'new-payer-id', name: 'New Payer' } } });
    },
    'graphql:UpdatePayer': (request) => {
      calls.update(variablesOf(request));
      return options.update ? options.update(request) : json({ data: { updateOrganization: { ...INSURER, versionId: 2 } } });
    },
  });
  return calls;
}
