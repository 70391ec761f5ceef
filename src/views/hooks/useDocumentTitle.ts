import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/domain/constants';

/** Sets the browser tab's title to '{page} | FunPlans'. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${PRODUCT_NAME}`;
  }, [page]);
}
