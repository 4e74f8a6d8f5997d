import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PermanentlyRemovedUrlsTable {
  id: Generated<string>;
  /** An exact path, or "Starts with: " followed by a path prefix (spec §3). */
  url: string;
  createdAt: CreatedAt;
}

/** The database as Kysely sees it, camelCased by the CamelCasePlugin. */
export interface DB {
  permanentlyRemovedUrls: PermanentlyRemovedUrlsTable;
}
