import { isLetterSegment } from '@directory/shared';
import { Navigate, useParams } from 'react-router-dom';
import { CategoriesPage } from './categories-page';
import { CategoryPage } from './category-page';

/**
 * docs/screens.md §2: under /categories/{slug} "a single-character value is a letter filter"; any other single
 * character redirects to /categories.
 */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  if (slug.length === 1) {
    return isLetterSegment(slug) ? (
      <CategoriesPage letter={slug.toUpperCase()} />
    ) : (
      <Navigate to="/categories" replace />
    );
  }
  return <CategoryPage />;
}
