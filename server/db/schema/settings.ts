// Settings and feature flags (SPEC §6).
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const settings = pgTable('setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
export const featureFlags = pgTable('feature_flag', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  defaultValue: boolean('default_value').notNull(),
});
export const featureFlagOverrides = pgTable(
  'feature_flag_override',
  {
    id: serial('id').primaryKey(),
    flagKey: text('flag_key')
      .notNull()
      .references(() => featureFlags.key),
    scope: text('scope').notNull().$type<'role' | 'jobFunction' | 'user' | 'market'>(),
    scopeValue: text('scope_value').notNull(),
    value: boolean('value').notNull(),
  },
  (t) => [uniqueIndex('feature_flag_override_scope_idx').on(t.flagKey, t.scope, t.scopeValue)],
);
