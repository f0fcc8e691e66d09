import {
  Box,
  Card,
  CardContent,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LAST_UPDATED, type LegalDocument } from '../content/types';

export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title} subtitle={LAST_UPDATED} />
      <Container maxWidth="md" sx={{ py: 5 }}>
        <Card>
          <CardContent component="article" sx={{ p: { xs: 3, md: 5 } }}>
            <Typography sx={{ fontSize: '1.05rem', mb: 4 }}>{document.intro}</Typography>
            <Stack spacing={4}>
              {document.sections.map((section) => (
                <Box component="section" key={section.heading}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {section.heading}
                  </Typography>
                  {section.paragraphs?.map((text) => (
                    <Typography key={text} color="text.secondary" sx={{ mb: 1.5 }}>
                      {text}
                    </Typography>
                  ))}
                  {section.list && (
                    <Box component="ul" sx={{ pl: 3, m: 0, color: 'text.secondary', '& li': { mb: 0.75 } }}>
                      {section.list.map((item) => (
                        <li key={item}>
                          <Typography>{item}</Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                  {section.table && (
                    <Table size="small" sx={{ mt: 1 }}>
                      <TableHead>
                        <TableRow>
                          {section.table.head.map((cell) => (
                            <TableCell key={cell} sx={{ fontWeight: 700 }}>
                              {cell}
                            </TableCell>
                          ))}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {section.table.rows.map((row) => (
                          <TableRow key={row[0]}>
                            {row.map((cell, i) => (
                              <TableCell key={i}>{cell}</TableCell>
                            ))}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
