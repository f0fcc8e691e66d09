import { LetterStrip } from '../../../components/letter-strip';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilterParam, usePageParam } from '../../../hooks/use-page-param';
import { Container } from '../../../ui/layout';
import { useCities } from '../api/get-cities';
import styles from './cities-page.module.css';
import { CityDirectory } from './city-directory';
import { CityStatTiles } from './city-stat-tiles';

/** docs/screens.md §2 "Cities directory (/cities, /cities/{letter})". */
export function CitiesPage({ letter }: { letter?: string }) {
  const active = letter?.toUpperCase();
  const title = active ? `Cities beginning with ${active}` : 'Cities Directory';
  useDocumentTitle(title);
  const [q] = useFilterParam();
  const [page] = usePageParam();
  const { data, isPending, isError } = useCities({ letter: active, q, page });
  // The header keeps the totals of the whole list; the filter's count shows below the search box.
  const overall = useCities({ letter: active, q: '', page: 1 });

  return (
    <>
      <PageHeader
        eyebrow="Cities"
        title={title}
        subtitle="Discover the cities with the most businesses and explore what each one has to offer."
      >
        <CityStatTiles data={overall.data} loading={overall.isPending} />
      </PageHeader>
      <Container maxWidth="lg" className={styles.main}>
        <CityDirectory
          data={data}
          loading={isPending}
          error={isError}
          toolbar={<LetterStrip basePath="/cities" active={active} showAll label="Cities by letter" />}
        />
      </Container>
    </>
  );
}
