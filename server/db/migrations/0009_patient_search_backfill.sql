-- Fills 0008's search columns for patients written before them, by the rules of
-- server/db/stores.ts (patient): the usual identifier's value in lower case, every phone's
-- digits, the managingOrganization's id.
UPDATE "patient" SET
  "external_number" = lower(jsonb_path_query_first("content", '$.identifier[*] ? (@.use == "usual").value') #>> '{}'),
  "phone_digits" = coalesce((
    SELECT string_agg(regexp_replace(t->>'value', '\D', '', 'g'), ' ')
    FROM jsonb_array_elements(coalesce("content"->'telecom', '[]'::jsonb)) AS t
    WHERE t->>'system' = 'phone' AND coalesce(t->>'value', '') <> ''
  ), ''),
  "market_id" = CASE
    WHEN "content"->'managingOrganization'->>'reference' ~ '^Organization/[0-9a-fA-F-]{36}$'
    THEN split_part("content"->'managingOrganization'->>'reference', '/', 2)::uuid
  END;
