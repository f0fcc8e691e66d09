import { useEffect, useRef } from 'react';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

/** The sources of each tab of BusinessForm, in the order the tabs and their fields are shown. */
export const FIELD_TABS: readonly (readonly string[])[] = [
  ['name', 'slug', 'category', 'address', 'city', 'countryCode', 'phone', 'website', 'imageUrl', 'description'],
  ['placeId', 'rating', 'reviewCount', 'latitude', 'longitude'],
  ['week', 'hours'],
  ['amenities'],
];

/** The tab index and source of the first field with an error, in the order the form shows them. */
export function firstError(errors: Record<string, unknown>): { tab: number; source: string } | null {
  for (const [tab, sources] of FIELD_TABS.entries()) {
    const source = sources.find((s) => errors[s] !== undefined);
    if (source) return { tab, source };
  }
  return null;
}

type FocusTarget = { current: string | null };

/**
 * After a save refused by validation, opens the tab that holds the first error and focuses the
 * field: react-hook-form alone would try to focus a field on a hidden tab and nothing would show.
 * Rendered inside the first tab, which stays mounted while another is shown.
 */
export function JumpToFirstError() {
  const { formState, setFocus } = useFormContext();
  const { submitCount, errors } = formState;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const id = useRecordContext()?.id;
  // Tab 0 is the form's own path, tab n is `{form path}/n` (react-admin's TabbedForm).
  const root = id === undefined ? createPath({ resource, type: 'create' }) : createPath({ resource, id, type: 'edit' });
  const handled = useRef(0);
  const toFocus = useRef<string | null>(null);
  useEffect(() => {
    if (submitCount === handled.current) return undefined;
    handled.current = submitCount;
    const first = firstError(errors);
    if (!first) return undefined;
    toFocus.current = first.source;
    const target = first.tab === 0 ? root : `${root}/${first.tab}`;
    if (target === pathname) return focusSoon(setFocus, toFocus);
    navigate(target, { replace: true });
    return undefined;
  }, [submitCount, errors, navigate, pathname, root, setFocus]);
  // The field can take the focus once its tab is shown, after the navigation above.
  useEffect(() => focusSoon(setFocus, toFocus), [pathname, setFocus]);
  return null;
}

function focusSoon(setFocus: (name: string) => void, toFocus: FocusTarget): (() => void) | undefined {
  const source = toFocus.current;
  if (!source) return undefined;
  const timer = setTimeout(() => {
    toFocus.current = null;
    try {
      setFocus(source);
    } catch {
      // An array field (hours, amenities) has no single element to focus; its tab is open.
    }
  }, 50);
  return () => clearTimeout(timer);
}
