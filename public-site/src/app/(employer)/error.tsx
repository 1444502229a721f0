'use client';

export { default } from '@/components/errors/ErrorPage';
