import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type HelpPage, SEARCH_TIPS_PAGE } from '@parton/records';
import { searchTipsMarkdown } from './searchTips';

/** A page name as it appears in `/help/:page`: lower-case words joined by hyphens, nothing that walks a path. */
const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The help page `name`, or undefined when there is none. A page exists when HELP_PAGES_DIR holds `<name>.md`: the
 * folder's listing is the whitelist, so no name the client sends is ever joined into a path before it is found
 * there. Files are read on every request (they are small), so an operator's edit shows without a restart.
 * Search Tips is generated from the parser's keyword table and cannot be replaced.
 */
export async function readHelpPage(folder: string, name: string): Promise<HelpPage | undefined> {
  if (name === SEARCH_TIPS_PAGE) {
    return { page: name, ...searchTipsMarkdown() };
  }
  if (!PAGE_NAME.test(name)) {
    return undefined;
  }
  const fileName = `${name}.md`;
  const files = await listFolder(folder);
  if (!files.includes(fileName)) {
    return undefined;
  }
  const markdown = await readFile(join(folder, fileName), 'utf8');
  return { page: name, title: titleOf(markdown, name), markdown };
}

async function listFolder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    // A folder that is not there has no pages; anything else (permissions) is the operator's to see.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  }
}

/** The first level-one heading (`# About`), else the page name with its first letter in capitals. */
export function titleOf(markdown: string, name: string): string {
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(markdown)?.[1]?.trim();
  if (heading) {
    return heading;
  }
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
