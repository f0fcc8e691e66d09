import type { CitySummary } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { letterListQueryOptions } from '../../../lib/letter-list-query';

export const citiesQueryOptions = (letter?: string) => letterListQueryOptions<CitySummary>('cities', letter);

export const useCities = (letter?: string) => useQuery(citiesQueryOptions(letter));
