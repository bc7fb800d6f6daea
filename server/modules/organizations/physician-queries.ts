// SPEC §7 CareTeamPhysicians, declared in the write pipeline's shape (DESIGN §5): PCP practices and
// their physicians are reference data of no market, so the operation's rule (patient or settings)
// is the whole access rule.
import { contactDisplayName, contactNpi } from '../../../src/domain/master-lists/facility-record.ts';
import { type PageArgs, pagedList, parsePage, parseTerm } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type PhysicianRow, physicianRepository } from './physician-repository.ts';

type Maybe<T> = T | null | undefined;

const toPhysicianView = (r: PhysicianRow) => ({
  id: r.contact.id,
  name: contactDisplayName(r.contact),
  npi: contactNpi(r.contact),
  practiceId: r.practiceId,
  practiceName: r.practiceName,
  city: r.city,
  state: r.state,
  fax: (r.telecom ?? []).find((t) => t.system === 'fax' && t.value)?.value ?? null,
});

export const physicianQueries = {
  search: defineQuery({
    operation: 'Query.CareTeamPhysicians',
    input: (raw: unknown) => {
      const args = raw as PageArgs & { search?: Maybe<string> };
      parsePage(args);
      return { page: args, term: parseTerm(args.search, 'search') };
    },
    target: noTarget,
    read: ({ db, input }) => pagedList(input.page, (page) => physicianRepository.search(db, input.term, page), toPhysicianView),
  }),
};
