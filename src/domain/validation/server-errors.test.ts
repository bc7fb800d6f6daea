import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../errors';
import { phoneField } from './fields';
import { formFieldFor, schemaFieldPaths, serverErrorOf } from './server-errors';

const schema = v.pipe(
  v.object({
    name: v.string(),
    phone: phoneField(),
    address: v.optional(v.object({ city: v.string(), zip: v.string() })),
    contacts: v.array(v.object({ name: v.string() })),
  }),
  v.check(() => true),
);

describe('server field errors on their fields', () => {
  it('reads the paths of a schema, through pipes, wrappers and arrays', () => {
    expect(schemaFieldPaths(schema)).toEqual(['name', 'phone', 'address', 'address.city', 'address.zip', 'contacts', 'contacts.*.name']);
    expect(schemaFieldPaths(v.string())).toEqual([]);
  });

  it("finds the form's field in the server's path, with or without the argument name in front", () => {
    const known = schemaFieldPaths(schema);
    expect(formFieldFor('phone', known)).toBe('phone');
    expect(formFieldFor('input.phone', known)).toBe('phone');
    expect(formFieldFor('payer.address.city', known)).toBe('address.city');
    expect(formFieldFor('input.contacts[1].name', known)).toBe('contacts.1.name');
    expect(formFieldFor('contacts.x.name', known)).toBeNull();
    expect(formFieldFor('a.b.name', known)).toBeNull();
    expect(formFieldFor('clientMutationId', known)).toBeNull();
    expect(formFieldFor(null, known)).toBeNull();
  });

  it('takes the path and the words from an ApiError, a GraphQL error or anything else (SPEC §8 display rules)', () => {
    expect(serverErrorOf({ message: 'GraphQL error: Name is taken', field: 'input.name' })).toEqual({
      path: 'input.name',
      message: 'Name is taken',
    });
    expect(serverErrorOf({ message: 'Bad zip', extensions: { code: 'BAD_USER_INPUT', field: 'zip' } })).toEqual({
      path: 'zip',
      message: 'Bad zip',
    });
    expect(serverErrorOf(new Error('boom'))).toEqual({ path: null, message: 'boom' });
    expect(serverErrorOf(undefined)).toEqual({ path: null, message: DEFAULT_ERROR_MESSAGE });
    expect(serverErrorOf({ message: '' })).toEqual({ path: null, message: DEFAULT_ERROR_MESSAGE });
  });
});
