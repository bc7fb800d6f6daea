// Organization rows → the GraphQL shapes of organization.graphql.
import type { OrganizationRow } from './organization-repository.ts';

export interface MarketView {
  id: string;
  name: string;
  state: string | null;
}

export const toMarketView = (row: OrganizationRow): MarketView => ({ id: row.id, name: row.content.name, state: row.state });
