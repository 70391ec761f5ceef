import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/views/locale';

/** The app's language around a component a test renders on its own (App provides it around the whole app). */
export const WithLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
