import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';

/** The pages of an admin table, under it; nothing when everything fits on one page. */
export function AdminPagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onPageChange}
        getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
        siblings={1}
        boundaries={1}
      />
    </Group>
  );
}
