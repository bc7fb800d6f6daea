// A stand-in answer of expandValueSet (the ValueSetCodes query, src/api/value-sets.ts): the codes a
// published value set offers, for component tests of screens that file a record under one.
import { valueSetUrl } from '../domain/terminology/code-systems';
import { json } from './fetch-mock';

type Code = { code: string; display: string; members?: readonly string[] | null };

export const valueSetCodesAnswer =
  (contains: readonly Code[], version = 1) =>
  () =>
    json({ data: { expandValueSet: { version, contains } } });

/** Each value set's codes by its id ('orders', 'order-sets'); a value set not named offers none. */
export const valueSetCodesByIdAnswer =
  (byId: Readonly<Record<string, readonly Code[]>>, version = 1) =>
  ({ body }: { body: unknown }) => {
    const url = (body as { variables?: { url?: string } } | null)?.variables?.url ?? '';
    const id = Object.keys(byId).find((key) => valueSetUrl(key) === url);
    return json({ data: { expandValueSet: { version, contains: id ? byId[id] : [] } } });
  };
