import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { Card, CardContent } from '../../../ui/surfaces';
import { Container, Stack } from '../../../ui/layout';
import { Typography } from '../../../ui/typography';
import { LAST_UPDATED, type LegalDocument } from '../content/types';
import styles from './legal-page.module.css';

export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title} subtitle={LAST_UPDATED} />
      <Container maxWidth="md" className={styles.body}>
        <Card>
          <CardContent component="article" className={styles.content}>
            <Typography className={styles.intro}>{document.intro}</Typography>
            <Stack spacing={4}>
              {document.sections.map((section) => (
                <section key={section.heading}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {section.heading}
                  </Typography>
                  {section.paragraphs?.map((text) => (
                    <Typography key={text} color="text.secondary" className={styles.paragraph}>
                      {text}
                    </Typography>
                  ))}
                  {section.list && (
                    <ul className={styles.list}>
                      {section.list.map((item) => (
                        <li key={item}>
                          <Typography>{item}</Typography>
                        </li>
                      ))}
                    </ul>
                  )}
                  {section.table && (
                    <table className={`ui-table ${styles.table}`}>
                      <thead>
                        <tr>
                          {section.table.head.map((cell) => (
                            <th key={cell} scope="col">
                              {cell}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {section.table.rows.map((row) => (
                          <tr key={row[0]}>
                            {row.map((cell, i) => (
                              <td key={i}>{cell}</td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </section>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
