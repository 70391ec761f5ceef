import { buildApp } from '@/server/app';
import type { Db } from '@/server/db/client';

/**
 * The OpenAPI document the server publishes at /api/docs/json, built without a database or a port:
 * the document comes from the routes' schemas alone.
 */
export async function openApiDocument(publicUrl?: string): Promise<Record<string, unknown>> {
  const app = await buildApp({ db: {} as Db, config: { staticDir: '/nonexistent', publicUrl } });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
