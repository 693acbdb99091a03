// Renders the six case-study PDFs from content/pages/case-studies.ts (called by build.mjs).
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import PDFDocument from 'pdfkit';

/**
 * The fields of content/pages/case-studies.ts the PDFs print.
 * @typedef {object} CaseStudy
 * @property {string} title
 * @property {string} industry
 * @property {string} description
 * @property {string} customer
 * @property {string} color
 * @property {string[]} highlights
 * @property {string[]} challenge
 * @property {string[]} solution
 * @property {string[]} results
 * @property {{ value: string, label: string }[]} metrics
 * @property {string} filename
 * @typedef {Record<'customer' | 'highlights' | 'challenge' | 'solution' | 'results' | 'footer', string>} PdfCopy
 */

/** @returns {Promise<{ caseStudies: CaseStudy[], caseStudiesCopy: { pdf: PdfCopy } }>} */
async function loadContent() {
  const out = await esbuild.build({
    entryPoints: ['content/pages/case-studies.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(/** @type {esbuild.OutputFile[]} */ (out.outputFiles)[0].text).toString('base64')}`
  );
}

/**
 * @param {CaseStudy} study
 * @param {PdfCopy} copy
 * @param {string} file
 * @returns {Promise<void>}
 */
function render(study, copy, file) {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the output identical from build to build.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: study.title,
        Author: 'Northwind EDI',
        Subject: `${study.industry} case study`,
        CreationDate: new Date('2025-10-01T00:00:00Z'),
      },
    });
    const stream = createWriteStream(file);
    doc.pipe(stream);
    /** @param {string} text */
    const heading = (text) =>
      doc
        .moveDown(0.8)
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor(study.color)
        .text(text)
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(11)
        .fillColor('#14213d');
    /** @param {string[]} list */
    const paragraphs = (list) => list.forEach((p) => doc.text(p, { align: 'left', lineGap: 3 }).moveDown(0.5));

    doc.rect(0, 0, doc.page.width, 140).fill(study.color);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`CASE STUDY · ${study.industry.toUpperCase()}`, 56, 40);
    doc.fontSize(22).text(study.title, 56, 62, { width: doc.page.width - 112 });
    doc
      .fillColor('#14213d')
      .font('Helvetica')
      .fontSize(12)
      .text(study.description, 56, 170, { width: doc.page.width - 112, lineGap: 3 });
    heading(copy.customer);
    doc.text(study.customer);
    heading(copy.highlights);
    study.highlights.forEach((h) => doc.text(`•  ${h}`).moveDown(0.2));
    heading(copy.challenge);
    paragraphs(study.challenge);

    doc.addPage();
    heading(copy.solution);
    paragraphs(study.solution);
    heading(copy.results);
    paragraphs(study.results);
    doc.moveDown(0.5);
    const top = doc.y;
    const width = (doc.page.width - 112 - 24) / 3;
    study.metrics.forEach((m, i) => {
      const x = 56 + i * (width + 12);
      doc.roundedRect(x, top, width, 80, 8).fillAndStroke('#f5f8fc', '#d9e1ec');
      doc
        .fillColor(study.color)
        .font('Helvetica-Bold')
        .fontSize(20)
        .text(m.value, x, top + 16, { width, align: 'center' });
      doc
        .fillColor('#4a5568')
        .font('Helvetica')
        .fontSize(10)
        .text(m.label, x + 6, top + 48, { width: width - 12, align: 'center' });
    });
    doc
      .fillColor('#4a5568')
      .fontSize(9)
      .text(copy.footer, 56, doc.page.height - 80, { width: doc.page.width - 112, align: 'center' });
    doc.end();
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
}

/** @param {string} outDir */
export async function writeCaseStudyPdfs(outDir) {
  const { caseStudies, caseStudiesCopy } = await loadContent();
  mkdirSync(outDir, { recursive: true });
  await Promise.all(caseStudies.map((s) => render(s, caseStudiesCopy.pdf, join(outDir, s.filename))));
  return caseStudies.length;
}
