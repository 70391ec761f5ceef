import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/domain/constants';
import { nameDrawnDocument } from '@/views/firstScreen';

/** Sets the browser tab's title to '{page} | FunPlans' (on the server, the drawn page's `<title>`). */
export function useDocumentTitle(page: string) {
  const title = `${page} | ${PRODUCT_NAME}`;
  if (typeof document === 'undefined') nameDrawnDocument(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
