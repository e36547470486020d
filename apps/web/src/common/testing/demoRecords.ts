/** Real records of the community platform (CC0), read in place for tests; never copied into the project. */
export const DEMO_RECORDS_FOLDER = '/work/shared/data/inspire-demo';

export interface DemoRecord {
  file: string;
  metadata: Record<string, unknown> & { control_number: number };
}

/** The few `node:fs` calls used here (the web project carries no Node types). */
interface FileSystem {
  existsSync(path: string): boolean;
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
}

async function fileSystem(): Promise<FileSystem> {
  const moduleName = 'node:fs';
  return (await import(/* @vite-ignore */ moduleName)) as FileSystem;
}

/** Every demo record of the given upstream folders (`conferences` and `conference` …); [] when absent. */
export async function readDemoRecords(...folders: string[]): Promise<DemoRecord[]> {
  const fs = await fileSystem();
  return folders.flatMap((folder) => {
    const path = `${DEMO_RECORDS_FOLDER}/${folder}`;
    if (!fs.existsSync(path)) {
      return [];
    }
    return fs
      .readdirSync(path)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({
        file: `${folder}/${file}`,
        metadata: JSON.parse(fs.readFileSync(`${path}/${file}`, 'utf8')) as DemoRecord['metadata'],
      }));
  });
}
