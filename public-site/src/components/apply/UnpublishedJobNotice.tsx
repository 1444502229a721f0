'use client';

import dynamic from 'next/dynamic';

// The dialog (MUI) loads in the browser: a closed job's page stays as light as an open one's.
export const UnpublishedJobNotice = dynamic(() => import('./UnpublishedJobDialog').then((module) => module.UnpublishedJobDialog), { ssr: false });
