import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  ambiguousJournalKey,
  BibliographyGeneratorPage,
  papersWithTexkeys,
} from '../pages/bibliographyGenerator';

const UNKNOWN_KEY = 'Nobody:2099zz';

test.describe('bibliography generator', () => {
  test('turns the citations of a .tex file into BibTeX and LaTeX downloads, with the unused keys as warnings', async ({
    page,
  }, testInfo) => {
    const [first, second] = await papersWithTexkeys(page.request, 2);
    const ambiguous = await ambiguousJournalKey(page.request);
    const texPath = testInfo.outputPath('thesis.tex');
    await writeFile(
      texPath,
      [
        '\\documentclass{article}', // 1
        '\\begin{document}', // 2
        '% \\cite{Commented:2000aa} is not cited', // 3
        `Results \\cite{${first!.texkey}} and \\citep[p.~2]{${second!.texkey},${first!.texkey}}.`, // 4
        `Unknown \\cite{${UNKNOWN_KEY}}.`, // 5
        `Ambiguous \\cite{${ambiguous}}.`, // 6
        '\\end{document}', // 7
      ].join('\n'),
    );

    const generator = new BibliographyGeneratorPage(page);
    await generator.goto();
    await expect(generator.submit).toBeDisabled();
    await expect(generator.example).toContainText('\\cite{hep-th/9802150}');
    await generator.upload(texPath);

    const bibtex = await generator.generate();
    expect(bibtex.fileName).toBe('thesis.bib');
    const entries = bibtex.text.split(/\n{2,}/);
    expect(entries.map((entry) => /^@\w+\{([^,]+),/.exec(entry)?.[1])).toEqual([
      first!.texkey,
      second!.texkey,
    ]);
    expect(bibtex.text).toContain(first!.title);
    expect(bibtex.text).toContain(second!.title);
    expect(bibtex.text).not.toContain('Commented');

    // The warnings stay on the page after the download started.
    await expect(
      generator.warnings.getByText(`Reference to ${UNKNOWN_KEY} not found on line 5`),
    ).toBeVisible();
    await expect(generator.warnings.getByText(`Ambiguous reference to ${ambiguous} on line 6`)).toBeVisible();

    await generator.chooseFormat('LaTeX (EU)');
    const latex = await generator.generate();
    expect(latex.fileName).toBe('thesis-references.tex');
    expect(latex.text).toContain(`\\bibitem{${first!.texkey}}`);
    expect(latex.text).toContain(`\\bibitem{${second!.texkey}}`);
    expect(latex.text.indexOf(`\\bibitem{${first!.texkey}}`)).toBeLessThan(
      latex.text.indexOf(`\\bibitem{${second!.texkey}}`),
    );
    await expect(generator.warnings.getByRole('alert')).toHaveCount(2);
  });

  test('fits a phone and still asks for a .tex file @phone', async ({ page }, testInfo) => {
    const generator = new BibliographyGeneratorPage(page);
    await generator.goto();
    await expect(generator.submit).toBeDisabled();
    const bibPath = testInfo.outputPath('refs.bib');
    await writeFile(bibPath, '@article{x,}\n');
    await generator.upload(bibPath);
    await expect(
      generator.root.getByRole('alert').filter({ hasText: 'Only .tex files can be used' }),
    ).toBeVisible();
    await expect(generator.submit).toBeDisabled();
    await expect(generator.example).toBeVisible();
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
