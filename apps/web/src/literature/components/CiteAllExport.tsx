import { DownloadOutlined } from '@ant-design/icons';
import { CITE_FORMATS, type CiteFormat, EXPORT_LIMIT } from '@parton/records';
import type { QueryParams } from '../../common/api/http';
import { DeferredTooltip } from '../../common/components/DeferredTooltip';
import { DropdownMenu, type MenuEntry } from '../../common/components/DropdownMenu';
import { citeAllHref } from '../api';

export const EXPORT_LIMIT_TOOLTIP = `Only up to ${EXPORT_LIMIT} results can be exported.`;

/** Downloads the whole result list (up to the export limit) in a cite format. */
export function CiteAllExport({ searchParams, total }: { searchParams: QueryParams; total: number }) {
  const entries: MenuEntry[] = (Object.keys(CITE_FORMATS) as CiteFormat[]).map((format) => ({
    key: format,
    label: CITE_FORMATS[format].label,
    href: citeAllHref(searchParams, format),
    download: `literature.${CITE_FORMATS[format].extension}`,
  }));
  if (total > EXPORT_LIMIT) {
    return (
      <DeferredTooltip title={EXPORT_LIMIT_TOOLTIP}>
        <span>
          <DropdownMenu label="Cite all" icon={<DownloadOutlined />} entries={entries} disabled />
        </span>
      </DeferredTooltip>
    );
  }
  return (
    <DropdownMenu label="Cite all" icon={<DownloadOutlined />} entries={entries} disabled={total === 0} />
  );
}
